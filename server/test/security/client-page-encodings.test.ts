import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type LarpApp } from '../../src/app';
import { pageWithLook } from '../../src/http/client-page';
import { databases, useTestDatabase } from '../support';
import { EDITOR_HTML, fakeClientBuild, HOME_HTML, HTML, SCRIPT } from '../support/client-build';

/** A client route's page as the server sends it: the build's copy with the (product's own) look written in. */
const looked = (html: string) =>
  pageWithLook(html, { communityName: null, welcomeText: null, accentColor: null, logoUrl: null, logoSize: null });

/** The body as the client reads it, whatever Content-Encoding the server chose. */
function decoded(answer: LightMyRequestResponse): string {
  switch (answer.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(answer.rawPayload).toString();
    case 'gzip':
      return gunzipSync(answer.rawPayload).toString();
    default:
      return answer.body;
  }
}

describe.each(databases())('the client is served for every Accept-Encoding on %s', (kind) => {
  const db = useTestDatabase(kind);
  let app: LarpApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeClientBuild();
    app = await buildApp({ config: db.config, dataSource: db.dataSource, logger: false, clientDist: dist, graphiqlDist: null });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  // A monitor or crawler without compression sends no Accept-Encoding, or `identity`.
  const encodings: Array<[string, string | undefined]> = [
    ['none', undefined],
    ['identity', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['a browser', 'gzip, deflate, br'],
  ];
  const pages: Array<[string, string]> = [
    ['/', looked(HOME_HTML)],
    ['/?next=%2Fevents', looked(HOME_HTML)],
    ['/events', looked(HTML)],
    ['/character_editor/12', looked(EDITOR_HTML)],
    // a folder of the build is no client route's business: the app's page, never a 403
    ['/assets/', looked(HTML)],
    ['/pages/', looked(HTML)],
    ['/assets/index-AbC123.js', SCRIPT],
  ];

  it.each(encodings)(
    'Accept-Encoding %s: the home page, client routes and assets answer 200 with their content',
    async (_label, encoding) => {
      for (const [url, content] of pages) {
        const answer = await app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });
        expect({ url, status: answer.statusCode }).toEqual({ url, status: 200 });
        expect(decoded(answer)).toBe(content);
        if (encoding === undefined || encoding === 'identity') expect(answer.headers['content-encoding']).toBeUndefined();
      }
    },
  );

  it('HEAD / answers 200 without compression too', async () => {
    const answer = await app.inject({ method: 'HEAD', url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(answer.statusCode).toBe(200);
    expect(String(answer.headers['content-type'])).toMatch(/text\/html/);
  });
});
