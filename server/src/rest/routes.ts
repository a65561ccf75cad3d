import { EVENT_LIST_ROUTES } from '../modules/events/event-lists.routes';
import { API_TOKEN_ROUTES } from '../modules/api-tokens/api-tokens.routes';
import { SAVED_QUERY_ROUTES } from '../modules/saved-queries/saved-queries.routes';
import { EXPORT_ROUTES } from '../modules/exports/exports.routes';
import { WEBHOOK_ROUTES } from '../modules/webhooks/webhooks.routes';
import { ACCOUNT_ROUTES } from '../modules/accounts/accounts.routes';
import { CHARACTER_ROUTES } from '../modules/characters/characters.routes';
import { SHARD_ROUTES } from '../modules/shards/shards.routes';
import { STAFF_CHARACTER_ROUTES } from '../modules/characters/staff-characters.routes';
import { GAME_DATA_ROUTES } from '../modules/game-data/game-data.routes';
import { EVENT_ROUTES } from '../modules/events/events.routes';
import { QUESTION_ROUTES } from '../modules/events/questions.routes';
import { REGISTRATION_ROUTES } from '../modules/registrations/registrations.routes';
import { SURVEY_ROUTES } from '../modules/surveys/surveys.routes';
import { ATTENDANCE_ROUTES } from '../modules/attendance/attendance.routes';
import { RULESET_ROUTES } from '../modules/rulesets/rulesets.routes';
import { PRIVACY_ROUTES } from '../modules/privacy/privacy.routes';
import { NOTIFICATION_ROUTES } from '../modules/notifications/notifications.routes';
import { MESSAGE_ROUTES } from '../modules/messages/messages.routes';
import { CHECKIN_ROUTES } from '../modules/checkin/checkin.routes';
import { STAFF_LIST_ROUTES } from '../modules/staff-lists/staff-lists.routes';
import { VIEWER_ROUTES } from '../modules/viewer/viewer.routes';
import { SITE_ROUTES } from '../modules/site/site.routes';
import { PAYMENT_ROUTES } from '../modules/payments/payments.routes';
import type { RestRoute } from './route-table';

/** Every /api/v1 route. A later area adds its table here: one line. */
export const REST_ROUTES: RestRoute[] = [
  ...ACCOUNT_ROUTES,
  ...VIEWER_ROUTES,
  ...SITE_ROUTES,
  ...GAME_DATA_ROUTES,
  ...RULESET_ROUTES,
  ...CHARACTER_ROUTES,
  ...SHARD_ROUTES,
  ...STAFF_CHARACTER_ROUTES,
  ...STAFF_LIST_ROUTES,
  ...EVENT_LIST_ROUTES,
  ...EVENT_ROUTES,
  ...QUESTION_ROUTES,
  ...REGISTRATION_ROUTES,
  ...SURVEY_ROUTES,
  ...ATTENDANCE_ROUTES,
  ...API_TOKEN_ROUTES,
  ...SAVED_QUERY_ROUTES,
  ...EXPORT_ROUTES,
  ...WEBHOOK_ROUTES,
  ...PRIVACY_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...MESSAGE_ROUTES,
  ...CHECKIN_ROUTES,
  ...PAYMENT_ROUTES,
];
