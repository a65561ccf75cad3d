import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { User } from '../src/db/entities/user.entity';
import { CSRF_MESSAGE } from '../src/rest/csrf-guard';
import { createUser, GOOD_PASSWORD } from './support/accounts';
import { Agent, startApp, type TestApp } from './support/http';
import { databases, useTestDatabase } from './support';

describe.each(databases())('HTTP hardening on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let ipCounter = 0;
  const agent = () => new Agent(t.app, `10.3.0.${++ipCounter}`);
  const signupJson = (email: string) =>
    JSON.stringify({
      first_name: 'Cy',
      last_name: 'Ro',
      email,
      password: GOOD_PASSWORD,
      password_confirm: GOOD_PASSWORD,
      privacy_statement_accepted: true,
    });
  const userCount = () => db.dataSource.getRepository(User).count();

  beforeAll(async () => {
    t = await startApp(db);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('answers malformed JSON with 400 and a message, changing nothing', async () => {
    const before = await userCount();
    for (const path of ['/api/v1/signup', '/graphql']) {
      const answer = await agent().request('POST', path, {
        payload: '{"email": "x@example.org", ',
        headers: { 'content-type': 'application/json' },
      });
      expect(answer).toMatchObject({ status: 400, body: { message: 'Malformed JSON in request body' } });
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a prototype-poisoning body', async () => {
    const answer = await agent().request('POST', '/api/v1/login', {
      payload: '{"__proto__": {"admin": true}, "email": "a@b.org", "password": "x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
  });

  it('refuses a cross-site form post (no JSON, no X-Requested-With) before reading it', async () => {
    const user = await createUser(db.dataSource);
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const a = agent();
      const answer = await a.request('POST', '/api/v1/login', {
        payload: `email=${encodeURIComponent(user.email)}&password=${encodeURIComponent(user.password)}`,
        headers: { 'content-type': type },
      });
      expect(answer).toMatchObject({ status: 400, body: { message: CSRF_MESSAGE } });
      expect(a.cookie).toBeNull();
    }
  });

  it('answers a wrong content type with 400 even with X-Requested-With', async () => {
    const before = await userCount();
    const answer = await agent().request('POST', '/api/v1/signup', {
      payload: signupJson('xrw@example.org'),
      headers: { 'content-type': 'text/plain', 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/content type/i);
    expect(await userCount()).toBe(before);
  });

  it('refuses a body over 1 MB with 413, changing nothing', async () => {
    const before = await userCount();
    const huge = JSON.stringify({ ...JSON.parse(signupJson('huge@example.org')), first_name: 'x'.repeat(1024 * 1024 + 10) });
    const answer = await agent().request('POST', '/api/v1/signup', { payload: huge, headers: { 'content-type': 'application/json' } });
    expect(answer).toMatchObject({ status: 413, body: { message: 'Request body is too large' } });
    const graphql = await agent().request('POST', '/graphql', {
      payload: JSON.stringify({
        query: 'mutation S($input: SignupInput!) { signup(input: $input) { id } }',
        variables: { input: { firstName: 'x'.repeat(1024 * 1024 + 10) } },
      }),
      headers: { 'content-type': 'application/json' },
    });
    expect(graphql).toMatchObject({ status: 413, body: { message: 'Request body is too large' } });
    expect(await userCount()).toBe(before);
  });

  it('treats an empty JSON body as {} (logout sends none)', async () => {
    const user = await createUser(db.dataSource);
    const a = agent();
    await a.rest('POST', '/login', { email: user.email, password: user.password });
    const answer = await a.request('POST', '/api/v1/logout', { payload: '', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(200);
    expect((await a.rest('GET', '/user')).status).toBe(401);
  });

  it('answers unknown API paths and GETs of state-changing calls with 404 JSON, changing nothing', async () => {
    const user = await createUser(db.dataSource);
    const a = agent();
    await a.rest('POST', '/login', { email: user.email, password: user.password });
    expect(await a.request('GET', '/api/v1/logout')).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    expect(await a.request('GET', '/api/v1/no_such_thing')).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    expect((await a.rest('GET', '/user')).status).toBe(200);
  });

  it('sends security headers: a CSP allowing only our own scripts, nosniff, frame protection', async () => {
    const answer = await agent().rest('GET', '/user');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks the session cookie Secure and sends HSTS when PUBLIC_URL is https', async () => {
    const secure = await startApp(db, { config: { publicUrl: 'https://larp.example.org' }, clock: t.clock });
    try {
      const user = await createUser(db.dataSource);
      const a = new Agent(secure.app, '10.3.200.1');
      const login = await a.rest('POST', '/login', { email: user.email, password: user.password });
      expect(String(login.headers['set-cookie'])).toMatch(/; Secure/);
      expect(login.headers['strict-transport-security']).toBeDefined();
    } finally {
      await secure.app.close();
    }
  });

  it('serves the client build with a fallback to index.html for its routes, but not for the API', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'larp-client-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>LARP</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
    const app = await buildApp({ config: db.config, dataSource: db.dataSource, logger: false, clientDist: dist });
    try {
      const a = new Agent(app, '10.3.201.1');
      const page = await a.request('GET', '/verify/sometoken?options=true');
      expect(page.status).toBe(200);
      expect(String(page.headers['content-type'])).toMatch(/text\/html/);
      expect(page.body).toContain('<div id="root">');
      const script = await a.request('GET', '/assets/app.js');
      expect(script.body).toContain('console.log');
      expect(await a.request('GET', '/api/v1/nothing')).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
