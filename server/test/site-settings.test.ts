import { rmSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import sharp from 'sharp';
import { buildApp, type LarpApp } from '../src/app';
import { readSampleRuleset } from '../src/modules/game-data';
import { DEFAULT_PRIVACY_STATEMENT } from '../src/modules/site/privacy-statement';
import { startApp, Agent, type TestApp } from './support/http';
import { agentFor, createPersonaUsers } from './support/personas';
import { databases, useTestDatabase } from './support';
import { fakeClientBuild, HTML } from './support/client-build';
import { multipartBody } from './support/events';

/* The rulebook links: the server's RULEBOOK_LINKS when set, else the ruleset's own. */
describe.each(databases())('siteSettings on %s', (kind) => {
  const db = useTestDatabase(kind);
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.app.close();
  });

  const read = async (rulebookLinks: { label: string; url: string }[]) => {
    const t = await startApp(db, { config: { rulebookLinks } });
    apps.push(t);
    await t.app.services.gameData.loadSampleIfEmpty();
    const users = await createPersonaUsers(db.dataSource);
    const player = await agentFor(t.app, db.dataSource, users, 'player');
    return {
      graphql: await player.graphql('{ siteSettings { rulebookLinks { label url text } } }'),
      rest: await player.rest('GET', '/site_settings'),
    };
  };

  it('serves none while no ruleset is loaded and none are configured (before any test loads one)', async () => {
    const t = await startApp(db, { config: { rulebookLinks: [] } });
    apps.push(t);
    const player = await agentFor(t.app, db.dataSource, await createPersonaUsers(db.dataSource), 'player');
    expect((await player.graphql('{ siteSettings { rulebookLinks { label } } }')).body.data.siteSettings.rulebookLinks).toEqual([]);
  });

  it('serves the configured links, in order, in place of the ruleset links', async () => {
    const links = [
      { label: 'Core Rules', url: 'https://rules.example/core.pdf' },
      { label: 'Magic', url: 'https://rules.example/magic.pdf' },
    ];
    const answer = await read(links);
    expect(answer.graphql.body.errors).toBeUndefined();
    expect(answer.graphql.body.data.siteSettings.rulebookLinks).toEqual(links.map((link) => ({ ...link, text: null })));
    expect(answer.rest.body.data.rulebook_links).toEqual(links);
  });

  it('serves the ruleset rulebooks with their texts when none are configured', async () => {
    const sample = readSampleRuleset() as { rulebooks: Array<{ label: string; url: string; text: string }> };
    const answer = await read([]);
    expect(answer.graphql.body.data.siteSettings.rulebookLinks).toEqual(sample.rulebooks);
    expect(answer.graphql.body.data.siteSettings.rulebookLinks).toHaveLength(3);
    expect(answer.rest.body.data.rulebook_links).toEqual(sample.rulebooks);
  });
});

describe.each(databases())('the privacy statement and the site look on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let admin: Agent;
  let player: Agent;
  beforeAll(async () => {
    t = await startApp(db);
    const users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
    player = await agentFor(t.app, db.dataSource, users, 'player');
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('shows the default statement to anyone until an admin writes one, and again once it is emptied', async () => {
    const anonymous = new Agent(t.app);
    const first = await anonymous.rest('GET', '/privacy_statement');
    expect(first.body.data).toEqual({ text: DEFAULT_PRIVACY_STATEMENT, is_default: true, updated_at: null });

    const saved = await admin.rest('PUT', '/privacy_statement', { text: '  ## Ours\nWe keep little.  ' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      message: 'Privacy statement saved',
      privacy_statement: { text: '## Ours\nWe keep little.', is_default: false },
    });
    const read = await anonymous.graphql('{ privacyStatement { text isDefault } }');
    expect(read.body.data.privacyStatement).toEqual({ text: '## Ours\nWe keep little.', isDefault: false });

    const reset = await admin.graphql('mutation { updatePrivacyStatement(text: "") { text isDefault } }');
    expect(reset.body.data.updatePrivacyStatement).toEqual({ text: DEFAULT_PRIVACY_STATEMENT, isDefault: true });
  });

  it('refuses a player, and too long a text, changing nothing', async () => {
    expect((await player.rest('PUT', '/privacy_statement', { text: 'Mine' })).status).toBe(403);
    const tooLong = await admin.rest('PUT', '/privacy_statement', { text: 'x'.repeat(15_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('text must be at most 15000 characters');
    expect((await player.rest('GET', '/privacy_statement')).body.data.is_default).toBe(true);
  });

  it('sets the name, welcome text and accent colour, and refuses an accent white text cannot be read on, with its ratio', async () => {
    const saved = await admin.rest('PATCH', '/site_look', {
      community_name: ' Shattered Realms ',
      welcome_text: 'Welcome, traveller.',
      accent_color: '#1F4E79',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.site_look).toEqual({
      community_name: 'Shattered Realms',
      welcome_text: 'Welcome, traveller.',
      accent_color: '#1f4e79',
      logo_url: null,
    });

    const light = await admin.graphql('mutation { updateSiteLook(input: { accentColor: "#ffcc00" }) { accentColor } }');
    expect(light.body.errors[0]).toMatchObject({
      message: 'The accent colour #ffcc00 has a contrast of 1.51:1 with white text; choose a darker colour (at least 4.50:1 is needed)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const malformed = await admin.rest('PATCH', '/site_look', { accent_color: 'blue' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Choose the accent colour as #rrggbb (for example #1f4e79)');

    const look = await new Agent(t.app).graphql('{ siteLook { communityName welcomeText accentColor } }');
    expect(look.body.data.siteLook).toEqual({
      communityName: 'Shattered Realms',
      welcomeText: 'Welcome, traveller.',
      accentColor: '#1f4e79',
    });

    // an empty value goes back to the default; fields not given stay
    await admin.rest('PATCH', '/site_look', { accent_color: '' });
    expect((await player.rest('GET', '/site_look')).body.data).toEqual({
      community_name: 'Shattered Realms',
      welcome_text: 'Welcome, traveller.',
      accent_color: null,
      logo_url: null,
    });
  });
});

/* The logo (decoded and re-encoded, scaled down) and the look written into the client's page. */
describe.each(databases())('the logo and the page in the look on %s', (kind) => {
  const db = useTestDatabase(kind);
  let app: LarpApp;
  let dist: string;
  let admin: Agent;
  let player: Agent;
  beforeAll(async () => {
    dist = fakeClientBuild();
    app = await buildApp({ config: db.config, dataSource: db.dataSource, logger: false, clientDist: dist, graphiqlDist: null });
    const users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(app, db.dataSource, users, 'admin');
    player = await agentFor(app, db.dataSource, users, 'player');
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const uploadLogo = (agent: Agent, bytes: Buffer, field = 'logo') => {
    const { payload, contentType } = multipartBody({}, { field, filename: 'logo.png', contentType: 'image/png', bytes });
    return agent.request('PUT', '/api/v1/site_logo', {
      payload,
      headers: { 'content-type': contentType, 'x-requested-with': 'XMLHttpRequest' },
    });
  };
  const image = (url: string) => app.inject({ method: 'GET', url });
  const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  /** The look the page carries for the client (#site-look). */
  const pageLook = (html: string): unknown =>
    JSON.parse(/<script id="site-look" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

  it("takes an admin's logo re-encoded without its metadata and scaled down, replaces and removes it, and refuses other files", async () => {
    const photo = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#806040' } })
      .withExif({ IFD0: { Make: 'PhoneMaker', Copyright: 'secret-marker' } })
      .jpeg()
      .toBuffer();
    const saved = await uploadLogo(admin, photo);
    expect(saved.status).toBe(200);
    expect(saved.body.data.message).toBe('Logo saved');
    const firstUrl = saved.body.data.site_look.logo_url as string;
    expect(firstUrl).toMatch(/^\/api\/v1\/images\/[0-9a-f]{24}\.jpg$/);
    const served = await image(firstUrl);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif }).toEqual({ width: 256, height: 128, exif: undefined });
    expect(served.rawPayload.includes(Buffer.from('secret-marker'))).toBe(false);
    expect((await new Agent(app).graphql('{ siteLook { logoUrl } }')).body.data.siteLook.logoUrl).toBe(firstUrl);
    // The page carries the logo's size, so its box is kept before the picture arrives.
    expect(pageLook((await page('/events')).body)).toMatchObject({ logo_url: firstUrl, logo_width: 256, logo_height: 128 });

    // Refusals change nothing.
    expect((await uploadLogo(player, photo)).status).toBe(403);
    const notImage = await uploadLogo(admin, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(notImage).toMatchObject({ status: 400, body: { message: 'The logo must be a PNG, JPEG, GIF or WebP image' } });
    const tooBig = await uploadLogo(admin, Buffer.concat([photo, Buffer.alloc(2 * 1024 * 1024)]));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('The logo is too large: choose a picture of at most 2 MB and 10,000 pixels a side');
    expect((await uploadLogo(admin, photo, 'picture')).body.message).toBe('Choose a picture file for the logo (form field logo)');
    expect((await player.rest('GET', '/site_look')).body.data.logo_url).toBe(firstUrl);

    // A new logo replaces the old one, whose file goes; removing it leaves none.
    const small = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#204080' } })
      .png()
      .toBuffer();
    const replaced = await uploadLogo(admin, small);
    const secondUrl = replaced.body.data.site_look.logo_url as string;
    expect(secondUrl).toMatch(/\.png$/);
    expect((await image(firstUrl)).statusCode).toBe(404);
    expect((await sharp((await image(secondUrl)).rawPayload).metadata()).width).toBe(40);
    expect(pageLook((await page('/events')).body)).toMatchObject({ logo_url: secondUrl, logo_width: 40, logo_height: 40 });
    const removed = await admin.rest('PATCH', '/site_look', { remove_logo: true });
    expect(removed.body.data.site_look.logo_url).toBeNull();
    expect((await image(secondUrl)).statusCode).toBe(404);
  });

  it('writes the name, accent and look into the client page, which browsers revalidate by its ETag', async () => {
    // The product's own look: the build's page with no colour, its title kept, and the look's nulls for the client.
    await admin.rest('PATCH', '/site_look', { community_name: '', accent_color: '', welcome_text: '' });
    expect((await page('/events')).body).toBe(
      HTML.replace(
        '</head>',
        '<script id="site-look" type="application/json">{"community_name":null,"welcome_text":null,"accent_color":null,"logo_url":null,"logo_width":null,"logo_height":null}</script></head>',
      ),
    );

    await admin.rest('PATCH', '/site_look', { community_name: 'Realms <of> Ash', accent_color: '#7a1f1f' });
    const first = await page('/events', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(html).toContain('<style id="site-accent">:root{--site-accent:#7a1f1f}</style>');
    expect(pageLook(html)).toEqual({
      community_name: 'Realms <of> Ash',
      welcome_text: null,
      accent_color: '#7a1f1f',
      logo_url: null,
      logo_width: null,
      logo_height: null,
    });
    expect(/<script id="site-look" type="application\/json">(.*?)<\/script>/.exec(html)?.[1]).not.toContain('<');
    expect((await page('/', {})).body).toContain('<div id="root">');

    const etag = String(first.headers.etag);
    expect((await page('/events', { 'if-none-match': etag })).statusCode).toBe(304);
    await admin.rest('PATCH', '/site_look', { accent_color: '#1f4e79' });
    const changed = await page('/events', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('--site-accent:#1f4e79');
    expect(changed.headers.etag).not.toBe(etag);
  });
});
