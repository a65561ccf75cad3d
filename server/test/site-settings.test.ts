import { readSampleRuleset } from '../src/modules/game-data';
import { DEFAULT_PRIVACY_STATEMENT } from '../src/modules/site/privacy-statement';
import { startApp, Agent, type TestApp } from './support/http';
import { agentFor, createPersonaUsers } from './support/personas';
import { databases, useTestDatabase } from './support';

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
    });
  });
});
