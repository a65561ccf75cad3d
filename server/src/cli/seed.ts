import type { LarpApp } from '../app';
import type { MailMessage, Mailer } from '../mail';
import { User } from '../db/entities/user.entity';

/**
 * `npm run seed`: a demo world on an empty database, for the Lighthouse bench and for
 * anyone who wants a first look at a populated site. Everything goes through the REST API of an app
 * built in this process (app.inject), as the people themselves would do it: sign-up, the verification
 * link of the mail, sign-in, characters, the admin's grants, events, registrations, the admin's
 * decisions, the post-event attendance and the survey. So the seed keeps every rule the site keeps,
 * and needs nothing but the API.
 */

export const DEMO_PASSWORD = 'Demo-Lantern-Harbour-2026';
export const DEMO_ADMIN = 'admin@demo.example.org';
export const DEMO_STAFF = 'staff@demo.example.org';
/** The player the bench signs in as: characters at several levels, an upcoming event to register for, a survey to take. */
export const DEMO_PLAYER = 'robin@demo.example.org';

const DAY = 24 * 3600_000;

/** What the seed made, by the ids the pages use (the bench opens them). */
export interface DemoWorld {
  password: string;
  admin: { email: string; id: string };
  staff: { email: string; id: string };
  player: { email: string; id: string; characterIds: string[] };
  players: { email: string; id: string; characterIds: string[] }[];
  upcomingEventIds: string[];
  /** an upcoming event the demo player has not registered for */
  openEventId: string;
  pastEventIds: string[];
  /** the past event whose survey is open and which the demo player attended without answering yet */
  surveyEventId: string;
}

/** Keeps the mail the seed's sign-ups cause (verification links): demo addresses get no real mail. */
export class KeptMail implements Mailer {
  readonly messages: MailMessage[] = [];
  send(message: MailMessage): Promise<void> {
    this.messages.push(message);
    return Promise.resolve();
  }
  close(): void {}
  linkFor(to: string, pattern: RegExp): string | undefined {
    for (const message of [...this.messages].reverse()) {
      if (message.to !== to) continue;
      const found = pattern.exec(message.link ?? message.text);
      if (found) return found[1];
    }
    return undefined;
  }
}

export class SeedError extends Error {}

/** One person's REST session on the in-process app (its own address, so no rate limit is shared). */
class Session {
  private cookie = '';
  constructor(
    private readonly app: LarpApp,
    private readonly address: string,
  ) {}

  async call<T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await this.app.inject({
      method,
      url: `/api/v1${path}`,
      headers,
      payload: body === undefined ? undefined : JSON.stringify(body),
      remoteAddress: this.address,
    });
    const setCookie = response.headers['set-cookie'];
    if (setCookie) this.cookie = (Array.isArray(setCookie) ? setCookie : [setCookie]).map((value) => value.split(';')[0]).join('; ');
    if (response.statusCode < 200 || response.statusCode >= 300) {
      throw new SeedError(`${method} ${path} answered ${response.statusCode}: ${response.body.slice(0, 400)}`);
    }
    if (!response.body) return undefined as T;
    // the REST answer's envelope ({ data }), or a bare answer; the caller names the type it expects
    const parsed: unknown = JSON.parse(response.body);
    return (typeof parsed === 'object' && parsed !== null && 'data' in parsed ? parsed.data : parsed) as T;
  }
}

interface Person {
  first: string;
  last: string;
  email: string;
}

interface CharacterPlan {
  name: string;
  characterClass: string;
  xp: number;
}

const PLAYERS: (Person & { characters: CharacterPlan[] })[] = [
  {
    first: 'Robin',
    last: 'Ashdown',
    email: DEMO_PLAYER,
    characters: [
      { name: 'Wren of the Marsh', characterClass: 'fighter', xp: 60 },
      { name: 'Tamsin Reedwater', characterClass: 'adept', xp: 15 },
      { name: 'Old Corvin', characterClass: 'fighter', xp: 0 },
    ],
  },
  {
    first: 'Alex',
    last: 'Bramble',
    email: 'alex@demo.example.org',
    characters: [{ name: 'Brannoc Stoneheart', characterClass: 'fighter', xp: 120 }],
  },
  { first: 'Sam', last: 'Coldwell', email: 'sam@demo.example.org', characters: [{ name: 'Isolde Vane', characterClass: 'adept', xp: 35 }] },
  {
    first: 'Kit',
    last: 'Dunmore',
    email: 'kit@demo.example.org',
    characters: [{ name: 'Fenwick the Grey', characterClass: 'adept', xp: 200 }],
  },
  {
    first: 'Jo',
    last: 'Everly',
    email: 'jo@demo.example.org',
    characters: [{ name: 'Maren Tidecaller', characterClass: 'fighter', xp: 5 }],
  },
  {
    first: 'Lee',
    last: 'Fairweather',
    email: 'lee@demo.example.org',
    characters: [{ name: 'Osric Thorne', characterClass: 'fighter', xp: 80 }],
  },
];

/** Builds the demo world; refuses a database that already holds accounts. */
export async function seedDemoWorld(app: LarpApp, mail: KeptMail, say: (text: string) => void): Promise<DemoWorld> {
  const accounts = await app.services.dataSource.getRepository(User).count();
  if (accounts > 0)
    throw new SeedError(
      `The database already holds ${accounts} account(s): npm run seed builds its demo world on an empty database (a fresh DATA_DIR).`,
    );
  await app.services.gameData.loadSampleIfEmpty();

  let addresses = 0;
  const signUp = async (person: Person): Promise<{ session: Session; id: string }> => {
    addresses += 1;
    const session = new Session(app, `127.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 2}`);
    await session.call('POST', '/signup', {
      first_name: person.first,
      last_name: person.last,
      email: person.email,
      password: DEMO_PASSWORD,
      password_confirm: DEMO_PASSWORD,
      privacy_statement_accepted: true,
      email_consent: false,
    });
    // The verification mail goes out through the outbox after the answer.
    await app.services.background.settled();
    const token = mail.linkFor(person.email, /\/verify\/([A-Za-z0-9_-]+)/);
    if (!token) throw new SeedError(`No verification link was mailed to ${person.email}`);
    await session.call('PATCH', `/verify/${token}`, { privacy_statement_accepted: true });
    const login = await session.call<{ user: { _id: string } }>('POST', '/login', { email: person.email, password: DEMO_PASSWORD });
    return { session, id: login.user._id };
  };

  // The admin (granted as `npm run grant-admin` does) and a staff member.
  const adminAccount = await signUp({ first: 'Erin', last: 'Admin', email: DEMO_ADMIN });
  await app.services.accounts.grantAdmin(DEMO_ADMIN);
  const admin = adminAccount.session;
  const staff = await signUp({ first: 'Morgan', last: 'Steward', email: DEMO_STAFF });
  await admin.call('POST', '/users/roles', { users: { [staff.id]: ['staff'] } });
  say(`seed: admin ${DEMO_ADMIN}, staff ${DEMO_STAFF}`);

  // Players and their characters at several levels (XP granted by the admin, with a reason).
  const races = await admin.call<{ race_name: string; subculture_name?: string | null }[]>('GET', '/races');
  if (!races.length) throw new SeedError('The ruleset has no races');
  const players: (DemoWorld['players'][number] & { session: Session })[] = [];
  for (const [index, plan] of PLAYERS.entries()) {
    const { session, id } = await signUp(plan);
    const characterIds: string[] = [];
    for (const [number, character] of plan.characters.entries()) {
      const race = races[(index + number) % races.length];
      const created = await session.call<{ _id?: string; character?: { _id: string } }>('POST', '/user/characters', {
        character_name: character.name,
        character_race: { race: race.race_name, subculture: race.subculture_name ?? null },
        character_class: character.characterClass,
      });
      const characterId = created._id ?? created.character?._id;
      if (!characterId) throw new SeedError(`No id for the character ${character.name}`);
      if (character.xp > 0)
        await admin.call('POST', '/characters/xp', {
          character_ids: [characterId],
          xp_amount: character.xp,
          reason: 'Demo: past adventures',
        });
      characterIds.push(characterId);
    }
    players.push({ email: plan.email, id, characterIds, session });
  }
  await admin.call('POST', '/users/shards', {
    user_ids: players.map((player) => player.id),
    shard_amount: 4,
    reason: 'Demo: welcome shards',
  });
  say(`seed: ${players.length} players with ${players.reduce((sum, player) => sum + player.characterIds.length, 0)} characters`);

  // Questions every event may ask.
  const [diet, shift] = await admin.call<{ _id: string }[]>('PATCH', '/default_registration_questions', {
    default_registration_questions: [
      { question_text: 'Any dietary needs?', roles_to_ask: ['pc', 'npc'], answer_required: false },
      { question_text: 'Which monster shift suits you?', roles_to_ask: ['npc'], answer_required: false },
    ],
  });
  const surveyQuestions = await admin.call<{ _id: string }[]>('PATCH', '/default_survey_questions', {
    default_survey_questions: [
      { question_text: 'What was the best moment of the event?', roles_to_ask: [], answer_required: true },
      { question_text: 'What should we do differently?', roles_to_ask: [], answer_required: false },
    ],
  });

  const createEvent = async (title: string, description: string, startInDays: number, days: number) => {
    const start = new Date(Date.now() + startInDays * DAY);
    const event = await admin.call<{ _id: string }>('POST', '/events', {
      event_title: title,
      event_description: description,
      event_address: 'Greenwood Scout Camp, 1 Forest Road, Greenwood',
      event_start_time: start.toISOString(),
      event_end_time: new Date(start.getTime() + days * DAY).toISOString(),
      event_registration_questions: [diet._id, shift._id],
    });
    await admin.call('PATCH', `/events/${event._id}`, { event_published: true });
    return event._id;
  };
  const register = (player: (typeof players)[number], eventId: string, role: 'pc' | 'npc') =>
    player.session.call<{ _id: string }>('POST', '/user/event_registrations', {
      event: eventId,
      character: role === 'pc' ? player.characterIds[0] : null,
      event_role: role,
      question_answers: [{ event_registration_question: diet._id, question_answer: role === 'pc' ? 'Vegetarian, please' : '' }],
    });

  // Past events: published and registered for while still ahead, then moved into the past,
  // finalized with attendance; the last one's survey is open.
  const pastEventIds: string[] = [];
  const past = [
    { title: 'The Winter Court', ago: 70 },
    { title: 'Harvest Moon Gathering', ago: 12 },
  ];
  for (const [index, plan] of past.entries()) {
    const eventId = await createEvent(plan.title, `${plan.title}: a weekend of intrigue and battle in the Greenwood.`, 20 + index, 2);
    const attendees = players.slice(0, 5 - index);
    const registrations: string[] = [];
    for (const [number, player] of attendees.entries())
      registrations.push((await register(player, eventId, number === 3 ? 'npc' : 'pc'))._id);
    await admin.call('POST', `/events/${eventId}/event_registrations/confirm_registrations`, { accept: registrations });
    const start = Date.now() - plan.ago * DAY;
    const surveyed = index === past.length - 1;
    await admin.call('PATCH', `/events/${eventId}`, {
      event_start_time: new Date(start).toISOString(),
      event_end_time: new Date(start + 2 * DAY).toISOString(),
      ...(surveyed
        ? {
            event_survey_questions: surveyQuestions.map((question) => question._id),
            event_survey_open_at: new Date(start + 3 * DAY).toISOString(),
          }
        : {}),
    });
    const records: Record<string, Record<string, unknown>> = {};
    for (const [number, player] of attendees.entries()) {
      records[player.id] = number === 3 ? { event_role: 'npc' } : { event_role: 'pc', character: player.characterIds[0] };
    }
    await admin.call('POST', `/events/${eventId}/finalize`, { attendance_records: records });
    if (surveyed) {
      // Everyone but the demo player has answered (the bench opens the survey as the demo player).
      for (const player of attendees.slice(1)) {
        await player.session.call('POST', `/user/survey/${eventId}`, {
          survey_answers: [
            { survey_question: surveyQuestions[0]._id, question_answer: 'The night battle at the old mill.' },
            { survey_question: surveyQuestions[1]._id, question_answer: 'More time between the modules.' },
          ],
        });
      }
    }
    pastEventIds.push(eventId);
  }

  // Upcoming events: one with registrations (some accepted), one nobody has answered yet.
  const festival = await createEvent(
    'Midsummer Festival',
    'Three days of games, trade and a grand tournament at the summer camp.\n\nBring a tent, a costume and a friend.',
    30,
    3,
  );
  const accepted: string[] = [];
  for (const [number, player] of players.entries()) {
    const registration = await register(player, festival, number % 3 === 2 ? 'npc' : 'pc');
    if (number < 4) accepted.push(registration._id);
  }
  await admin.call('POST', `/events/${festival}/event_registrations/confirm_registrations`, { accept: accepted });
  const skirmish = await createEvent(
    'Autumn Skirmish',
    'A one-day battle game on the hill: bring your weapons checked and your kit dry.',
    60,
    1,
  );
  for (const player of players.slice(1, 4)) await register(player, skirmish, 'pc');
  const upcomingEventIds = [festival, skirmish];
  say(`seed: ${pastEventIds.length} past events (attendance, a survey) and ${upcomingEventIds.length} upcoming events with registrations`);

  const strip = ({ email, id, characterIds }: (typeof players)[number]) => ({ email, id, characterIds });
  const robin = players[0];
  // Robin registered for the festival above; the skirmish is the one still open to him.
  return {
    password: DEMO_PASSWORD,
    admin: { email: DEMO_ADMIN, id: adminAccount.id },
    staff: { email: DEMO_STAFF, id: staff.id },
    player: strip(robin),
    players: players.map(strip),
    upcomingEventIds,
    openEventId: skirmish,
    pastEventIds,
    surveyEventId: pastEventIds[pastEventIds.length - 1],
  };
}
