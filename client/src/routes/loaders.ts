import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router';
import { CurrentUserQuery } from '../features/accounts/accounts.operations';
import { requireSignedInUser } from '../features/accounts/session';
import {
  HomeCharactersQuery,
  HomeShardsQuery,
  CharacterInfoToUpdateQuery,
  RaceRulesQuery,
} from '../features/characters/characters.operations';
import { SiteSettingsQuery } from '../features/characters/rulebook-links-list';
import { EditorCharacterQuery } from '../features/editor/editor.operations';
import { preloadGameData } from '../features/editor/game-data-cache';
import {
  EventRegistrationQuery,
  PlayerEventsQuery,
  playerEventsVariables,
  RegistrationChoicesQuery,
  RegistrationEventQuery,
  SurveyEventQuery,
} from '../features/events/events.operations';
import { EventPlacesQuery } from '../features/events/waitlist.operations';
import { CharacterRulesetNoticesQuery } from '../features/rulesets/ruleset-notices.operations';
import { NotificationSettingsQuery } from '../features/notifications/notifications.operations';
import { AccountDeletionQuery, AccountProfileQuery, MySessionsQuery } from '../features/privacy/privacy.operations';
import { PrivacyStatementQuery } from '../features/site/privacy.operations';
import { preload } from './preload';

/*
 * The player screens' route loaders. The route table gives each screen its loader
 * beside its lazily loaded code, so the router starts both at once (and the signed-in user's loader
 * too): the queries below are the ones each screen's useQuery reads, in the same variables.
 */

type Loader = (args: LoaderFunctionArgs) => Promise<null>;

export function playerLoaders(client: ApolloClient) {
  const home: Loader = () => preload(client, [{ query: HomeCharactersQuery }, { query: HomeShardsQuery }, { query: SiteSettingsQuery }]);

  const characterEditor: Loader = async ({ params }) => {
    await Promise.all([
      preload(client, [
        { query: EditorCharacterQuery, variables: { id: params.character_id ?? '' }, wait: 'fresh' },
        { query: CharacterRulesetNoticesQuery, variables: { characterId: params.character_id ?? '' } },
      ]),
      preloadGameData(client),
    ]);
    return null;
  };

  const newCharacter: Loader = () => preload(client, [{ query: RaceRulesQuery }]);

  const updateCharacter: Loader = async ({ params }) => {
    await Promise.all([
      preload(client, [
        { query: CharacterInfoToUpdateQuery, variables: { id: params.character_id ?? '' }, wait: 'fresh' },
        { query: RaceRulesQuery },
      ]),
      preloadGameData(client),
    ]);
    return null;
  };

  // Which list a user's /events shows depends on their abilities: admins get the staff event list
  // (which loads its own data), a user who may see survey counts the list with them, a player the
  // list without. Known from the cache on a move inside the app, the loader asks only for that list
  // and the cards' places. On a first load the user's query is on its way (the signed-in layout's
  // loader; Apollo sends it once): rather than wait a round trip for it, the player's list and the
  // places start at once, and only a user who may see the counts waits for the user and asks for
  // their list (one round trip for a player's /events instead of three).
  const events: Loader = async ({ request }) => {
    const known = client.readQuery({ query: CurrentUserQuery })?.currentUser;
    if (known) {
      if (known.can.manageEvents) return null;
      return preload(client, [
        { query: EventPlacesQuery },
        { query: PlayerEventsQuery, variables: playerEventsVariables(known.can.viewSurveyCounts) },
      ]);
    }
    const places = preload(client, [{ query: EventPlacesQuery }]);
    const asPlayer = preload(client, [{ query: PlayerEventsQuery, variables: playerEventsVariables(false) }]);
    const user = await requireSignedInUser(client, request);
    if (user.can.manageEvents) return null;
    await Promise.all([
      places,
      user.can.viewSurveyCounts ? preload(client, [{ query: PlayerEventsQuery, variables: playerEventsVariables(true) }]) : asPlayer,
    ]);
    return null;
  };

  const eventRegistration: Loader = ({ params }) =>
    preload(client, [{ query: RegistrationEventQuery, variables: { id: params.event_id ?? '' } }, { query: RegistrationChoicesQuery }]);

  // The registration names its event: the event's query follows the registration's answer.
  const editRegistration: Loader = async ({ params }) => {
    const registration = client
      .query({ query: EventRegistrationQuery, variables: { id: params.event_registration_id ?? '' }, fetchPolicy: 'network-only' })
      .then(({ data }) => data?.eventRegistration?.eventId)
      .catch(() => undefined);
    const [eventId] = await Promise.all([registration, preload(client, [{ query: RegistrationChoicesQuery }])]);
    if (eventId) await preload(client, [{ query: RegistrationEventQuery, variables: { id: eventId } }]);
    return null;
  };

  const survey: Loader = ({ params }) => preload(client, [{ query: SurveyEventQuery, variables: { id: params.event_id ?? '' } }]);

  // /account's sections render together with their answers, so none grows under another (layout shift).
  // With the user's query, so a signed-out visitor goes to /login without waiting for them.
  const account: Loader = async ({ request }) => {
    await Promise.all([
      requireSignedInUser(client, request),
      preload(client, [
        { query: AccountProfileQuery },
        { query: NotificationSettingsQuery },
        { query: MySessionsQuery },
        { query: AccountDeletionQuery },
      ]),
    ]);
    return null;
  };

  // The statement comes with the page, so its text does not push the links and footer down after the first paint.
  const privacy: Loader = () => preload(client, [{ query: PrivacyStatementQuery }]);

  return { home, account, privacy, characterEditor, newCharacter, updateCharacter, events, eventRegistration, editRegistration, survey };
}
