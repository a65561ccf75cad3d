import { startApp, type TestApp } from './support/http';
import { agentFor, createPersonaUsers } from './support/personas';
import { databases, useTestDatabase } from './support';

/* The rulebook links are server configuration (RULEBOOK_LINKS) that the client reads. */
describe.each(databases())('siteSettings on %s', (kind) => {
  const db = useTestDatabase(kind);
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.app.close();
  });

  const read = async (rulebookLinks: { label: string; url: string }[]) => {
    const t = await startApp(db, { config: { rulebookLinks } });
    apps.push(t);
    const users = await createPersonaUsers(db.dataSource);
    const player = await agentFor(t.app, db.dataSource, users, 'player');
    return player.graphql('{ siteSettings { rulebookLinks { label url } } }');
  };

  it('serves the configured links, in order', async () => {
    const links = [
      { label: 'Core Rules', url: 'https://rules.example/core.pdf' },
      { label: 'Magic', url: 'https://rules.example/magic.pdf' },
    ];
    const answer = await read(links);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.siteSettings.rulebookLinks).toEqual(links);
  });

  it('serves none when none are set', async () => {
    expect((await read([])).body.data.siteSettings.rulebookLinks).toEqual([]);
  });
});
