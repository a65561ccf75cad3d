import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildApp, type LarpApp } from '../src/app';
import { IMMUTABLE_CACHE } from '../src/http/client-assets';
import { pageWithLook } from '../src/http/client-page';
import { COMPRESS_THRESHOLD_BYTES } from '../src/http/compression';
import { agentFor, createPersonaUsers } from './support/personas';
import { databases, useTestDatabase } from './support';
import { CLIENT, EDITOR_HTML, fakeClientBuild, HOME_HTML, HTML, SCRIPT } from './support/client-build';

/** A client route's page as the server sends it: the build's copy with the (product's own) look written in. */
const looked = (html: string) =>
  pageWithLook(html, { communityName: null, welcomeText: null, accentColor: null, logoUrl: null, logoSize: null });

describe.each(databases())('compression, cache headers and robots.txt on %s', (kind) => {
  const db = useTestDatabase(kind);
  let app: LarpApp;
  let dist: string;
  let cookie: string;

  beforeAll(async () => {
    dist = fakeClientBuild();
    app = await buildApp({ config: db.config, dataSource: db.dataSource, logger: false, clientDist: dist, graphiqlDist: null });
    await app.services.gameData.loadSampleIfEmpty();
    const player = await agentFor(app, db.dataSource, await createPersonaUsers(db.dataSource), 'player');
    cookie = player.cookie!;
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ method: 'GET', url, headers: { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

  it('the build step writes a brotli and a gzip copy of each script and page', () => {
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'index-AbC123.js.br'))).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'index-AbC123.js.gz'))).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(join(dist, 'index.html.gz'))).toString()).toBe(HTML);
  });

  it('sends hashed scripts precompressed as the browser accepts, cached as immutable', async () => {
    const br = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-AbC123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('sends index.html, also as the fallback of client routes, with no-cache', async () => {
    for (const url of ['/index.html', '/events', '/character_editor', '/character_editor/12/more', '/gone']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(String(page.headers['content-type'])).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      // The file itself is sent as it is; a client route's page carries the look.
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(url === '/index.html' ? HTML : looked(HTML));
    }
  });

  it("sends a page's own copy of index.html, naming its chunks, where the build made one", async () => {
    const cases: Array<[string, string]> = [
      ['/', HOME_HTML],
      ['/?next=%2Fevents', HOME_HTML],
      ['/character_editor/12', EDITOR_HTML],
      ['/character_editor/12?tab=skills', EDITOR_HTML],
    ];
    for (const [url, html] of cases) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(String(page.headers['content-type'])).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(looked(html));
    }
    expect((await get('/character_editor/12')).body).toBe(looked(EDITOR_HTML));
  });

  it('serves a real robots.txt that lets the public pages be crawled', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(String(robots.headers['content-type'])).toMatch(/text\/plain/);
    expect(robots.body).not.toContain('<');
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    expect(robots.body).toMatch(/^Allow: \/$/m);
    expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
    expect(robots.body).not.toMatch(/^Disallow: \/$/m);
  });

  it('the client page names itself to search engines', () => {
    expect(readFileSync(join(CLIENT, 'index.html'), 'utf8')).toMatch(/<meta name="description" content="[^"]{20,}"/);
  });

  it('compresses REST and GraphQL answers above the threshold, and leaves small ones alone', async () => {
    const rest = await get('/api/v1/game_data', 'br');
    expect(rest.statusCode).toBe(200);
    expect(rest.headers['content-encoding']).toBe('br');
    const restJson = brotliDecompressSync(rest.rawPayload).toString();
    expect(restJson.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(rest.rawPayload.length).toBeLessThan(restJson.length);
    expect(JSON.parse(restJson)).toEqual(JSON.parse((await get('/api/v1/game_data')).body));

    const query = JSON.stringify({ query: '{ skills { id skillName skillDescription } }' });
    const graphql = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie, 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      payload: query,
    });
    expect(graphql.statusCode).toBe(200);
    expect(graphql.headers['content-encoding']).toBe('gzip');
    const answer = JSON.parse(gunzipSync(graphql.rawPayload).toString()) as { data: { skills: unknown[] } };
    expect(answer.data.skills.length).toBeGreaterThan(10);

    const small = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie, 'content-type': 'application/json', 'accept-encoding': 'br' },
      payload: JSON.stringify({ query: '{ userRoles }' }),
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body).data).toEqual({ userRoles: [] });
  });
});
