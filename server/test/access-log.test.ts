import { Writable } from 'node:stream';
import { buildApp, type LarpApp } from '../src/app';
import { ManualClock } from '../src/clock';
import { GRAPHIQL_FIXTURE } from './support/http';
import { databases, useTestDatabase } from './support';

/** The JSON lines the app logged at info level and above, as written. */
function logLines(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

describe.each(databases())('the access log on %s', (kind) => {
  const db = useTestDatabase(kind);
  let app: LarpApp;
  const { stream, lines } = logLines();
  const requestLines = () => lines.filter((line) => line.reqId !== undefined);

  beforeAll(async () => {
    app = await buildApp({
      config: db.config,
      dataSource: db.dataSource,
      clock: new ManualClock('2026-03-01T12:00:00.000Z'),
      logger: { level: 'info', stream },
      clientDist: null,
      graphiqlDist: GRAPHIQL_FIXTURE,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it('writes one line per request when it ends: request, status, time taken and request id', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/user/characters?attributes=character_xp_total',
      headers: { 'x-request-id': 'trace-42' },
      remoteAddress: '10.9.0.7',
    });
    expect(answer.statusCode).toBe(401);
    const written = requestLines();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      level: 30,
      reqId: 'trace-42',
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/user/characters?attributes=character_xp_total', remoteAddress: '10.9.0.7' },
      res: { statusCode: 401 },
    });
    expect(typeof written[0].responseTime).toBe('number');
  });

  it('logs every request once, a refused body and an unknown route too', async () => {
    await app.inject({ method: 'POST', url: '/api/v1/login', payload: '{"email": ', headers: { 'content-type': 'application/json' } });
    await app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    const written = requestLines().filter((line) => line.msg === 'request completed');
    expect(written.map((line) => [(line.req as { url: string }).url, (line.res as { statusCode: number }).statusCode])).toEqual([
      ['/api/v1/login', 400],
      ['/api/v1/no-such-thing', 404],
    ]);
    expect(requestLines().filter((line) => line.msg === 'incoming request')).toEqual([]);
  });

  it('leaves the health checks out, as before', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(requestLines()).toEqual([]);
  });
});
