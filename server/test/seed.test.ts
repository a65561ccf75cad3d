import { buildApp, type LarpApp } from '../src/app';
import { KeptMail, seedDemoWorld, SeedError, type DemoWorld } from '../src/cli/seed';
import { databases, useTestDatabase } from './support';

/**
 * `npm run seed`: the demo world through the REST API, as the bench and a first look at
 * the site use it. Checked through the API too: what each person sees.
 */
describe.each(databases())('npm run seed on %s', (kind) => {
  const db = useTestDatabase(kind);
  let app: LarpApp;
  let world: DemoWorld;
  const mail = new KeptMail();

  beforeAll(async () => {
    app = await buildApp({
      config: db.config,
      dataSource: db.dataSource,
      logger: false,
      mailer: mail,
      clientDist: null,
      graphiqlDist: null,
    });
    world = await seedDemoWorld(app, mail, () => undefined);
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const signIn = async (email: string) => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email, password: world.password },
      remoteAddress: '10.9.0.1',
    });
    expect(login.statusCode).toBe(200);
    const cookie = [login.headers['set-cookie']].flat()[0]!.split(';')[0];
    return async (url: string) => {
      const answer = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { cookie }, remoteAddress: '10.9.0.1' });
      expect(answer.statusCode).toBe(200);
      const body = answer.json<unknown>();
      return (typeof body === 'object' && body !== null && 'data' in body ? body.data : body) as any;
    };
  };

  it('makes an admin, staff and players whose characters stand at several XP levels', async () => {
    const admin = await signIn(world.admin.email);
    expect(JSON.stringify(await admin('/user/roles'))).toContain('admin');
    const player = await signIn(world.player.email);
    const characters = (await player('/user/characters')) as { _id: string; character_xp_total?: number }[];
    expect(characters.map((character) => character._id).sort()).toEqual([...world.player.characterIds].sort());
    expect(world.players.length).toBeGreaterThanOrEqual(5);
    const totals = new Set<number>();
    for (const person of world.players) {
      for (const id of person.characterIds) {
        const character = (await admin(`/users/${person.id}/characters`)) as { _id: string; character_xp_total: number }[];
        totals.add(character.find((each) => each._id === id)!.character_xp_total);
      }
    }
    expect(totals.size).toBeGreaterThanOrEqual(4);
  });

  it('makes upcoming and past events with registrations, attendance and a survey', async () => {
    const admin = await signIn(world.admin.email);
    const events = (await admin('/events')) as { _id: string; event_start_time: string }[];
    const now = Date.now();
    for (const id of world.upcomingEventIds)
      expect(Date.parse(events.find((event) => event._id === id)!.event_start_time)).toBeGreaterThan(now);
    for (const id of world.pastEventIds) expect(Date.parse(events.find((event) => event._id === id)!.event_start_time)).toBeLessThan(now);
    const survey = await app.inject({
      method: 'GET',
      url: `/api/v1/user/survey/${world.surveyEventId}`,
      headers: {},
      remoteAddress: '10.9.0.2',
    });
    expect(survey.statusCode).toBe(401); // signed out: nothing
    // Another attendee has answered the survey; the demo player has not yet (the bench opens it).
    const other = await signIn(world.players[1].email);
    expect(JSON.stringify(await other(`/user/survey/${world.surveyEventId}`))).toContain('The night battle at the old mill.');
  });

  it('refuses a database that already holds accounts', async () => {
    await expect(seedDemoWorld(app, mail, () => undefined)).rejects.toThrow(SeedError);
  });
});
