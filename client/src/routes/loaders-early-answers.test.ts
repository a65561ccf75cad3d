import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { throwError } from 'rxjs';
import { earlyAnswerLink } from '../early-answers';
import { CurrentUserQuery } from '../features/accounts/accounts.operations';
import { playerEventsVariables } from '../features/events/player-event-page.mts';
import { SIGNED_IN_PLAYER } from '../test/abilities-fixtures';
import { loader as account } from './account/account.loader';
import { loader as characterEditor } from './character-editor/character-editor.loader';
import { loader as newCharacter } from './characters/new-character.loader';
import { loader as eventRegistration } from './events/event-registration.loader';
import { loader as events } from './events/events.loader';
import { loader as survey } from './events/survey.loader';
import { loader as home } from './home/home.loader';
import { loader as privacy } from './public/privacy.loader';
import { loader as attendanceReview } from './staff/events/attendance-review.loader';

/*
 * The early-answers link answers a page's first queries only when the route loader asks for the
 * operations the page's early script sent (build-plugins/route-pages.mts), with the same variables.
 * Each case lists a page's early queries (the signed-in user's, which the layout's loader asks for,
 * left out), keyed as the early script keys them; the loader must use every one of them.
 */
const key = (operation: string, variables: Record<string, unknown> = {}) =>
  `${operation} ${JSON.stringify(variables, Object.keys(variables).sort())}`;

type Params = Record<string, string>;
const CASES: [string, (client: ApolloClient, args: LoaderFunctionArgs) => Promise<unknown>, Params, string[]][] = [
  ['/privacy', privacy, {}, [key('PrivacyStatement')]],
  ['/', home, {}, [key('HomeCharacters'), key('HomeShards'), key('SiteSettings')]],
  ['/account', account, {}, [key('AccountProfile'), key('NotificationSettings'), key('MySessions'), key('AccountDeletion')]],
  ['/events', events, {}, [key('EventPlaces'), key('PlayerEvents', playerEventsVariables(false))]],
  ['/new_character', newCharacter, {}, [key('RaceRules')]],
  [
    '/character_editor/:character_id',
    characterEditor,
    { character_id: 'c1' },
    [key('EditorCharacter', { id: 'c1' }), key('CharacterRulesetNotices', { characterId: 'c1' }), key('GameData')],
  ],
  [
    '/event_registration/:event_id',
    eventRegistration,
    { event_id: 'e1' },
    [key('RegistrationEvent', { id: 'e1' }), key('RegistrationChoices')],
  ],
  ['/event/:event_id/survey', survey, { event_id: 'e1' }, [key('SurveyEvent', { id: 'e1' })]],
  [
    '/staff/manage_events/:event_id/attendance',
    attendanceReview,
    { event_id: 'e1' },
    [key('AttendanceReview', { eventId: 'e1' }), key('WaitlistQueue', { eventId: 'e1' })],
  ],
];

afterEach(() => {
  delete window.__larpEarlyAnswers;
  localStorage.clear();
});

describe("the route loaders' first queries", () => {
  it.each(CASES)('%s asks for the queries its page sent early, with the same variables', async (path, loader, params, keys) => {
    // Failed early answers: each is taken once by the query it matches, which then asks the usual way (here: offline).
    const answers = new Map(keys.map((name) => [name, Promise.resolve(null)]));
    window.__larpEarlyAnswers = answers;
    const asked: string[] = [];
    const offline = new ApolloLink((operation) => {
      asked.push(key(operation.operationName ?? '', operation.variables));
      return throwError(() => new Error('offline'));
    });
    const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([earlyAnswerLink, offline]) });
    client.writeQuery({ query: CurrentUserQuery, data: { currentUser: SIGNED_IN_PLAYER } });
    const url = path.replace(/:(\w+)/g, (_all, name: string) => params[name]);
    await loader(client, { params, request: new Request(`http://localhost${url}`), context: {} } as unknown as LoaderFunctionArgs);
    expect([...answers.keys()]).toEqual([]);
    expect([...new Set(asked)].sort()).toEqual([...keys].sort());
  });
});
