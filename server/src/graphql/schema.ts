import { EventListsResolver } from '../modules/events/graphql/event-lists.resolver';
import { isObjectType, lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { guarded } from './field-guards';
import { UserAbilitiesResolver, ViewerResolver } from './viewer.resolver';
import { AccountsResolver } from '../modules/accounts/graphql/accounts.resolver';
import { CharactersResolver, ShardLedgerEntryResolver } from '../modules/characters/graphql/characters.resolver';
import { CHARACTER_PROPERTY_FIELDS } from '../modules/characters/graphql/character.types';
import { ShardsResolver } from '../modules/shards/graphql/shards.resolver';
import { StaffCharactersResolver } from '../modules/characters/graphql/staff-characters.resolver';
import {
  LedgerConnectionsResolver,
  ShardLedgerEventResolver,
  StaffListsResolver,
  StaffCharacterLastEventResolver,
  XpLedgerEventResolver,
} from '../modules/staff-lists/graphql/staff-lists.resolver';
import { GameDataResolver } from '../modules/game-data/graphql/game-data.resolver';
import { RulesetsResolver } from '../modules/rulesets/graphql/rulesets.resolver';
import { EventsResolver } from '../modules/events/graphql/events.resolver';
import { SiteResolver } from '../modules/site/graphql/site.resolver';
import { PrivacyResolver } from '../modules/privacy/graphql/privacy.resolver';
import { WaitlistResolver } from '../modules/registrations/graphql/waitlist.resolver';
import { RegistrationsResolver } from '../modules/registrations/graphql/registrations.resolver';
import { SurveysResolver } from '../modules/surveys/graphql/surveys.resolver';
import { AttendanceResolver } from '../modules/attendance/graphql/attendance.resolver';
import { NotificationsResolver } from '../modules/notifications/notifications.resolver';
import { MessagesResolver } from '../modules/messages/messages.resolver';
import { CheckinResolver } from '../modules/checkin/graphql/checkin.resolver';
import { ApiTokensResolver } from '../modules/api-tokens/graphql/api-tokens.resolver';
import { WebhooksResolver } from '../modules/webhooks/graphql/webhooks.resolver';
import { CalendarResolver } from '../modules/exports/graphql/calendar.resolver';
import { PaymentsResolver } from '../modules/payments/graphql/payments.resolver';
import { authChecker } from './auth-checker';
import { boundIntFields } from './bounded-int';

/** Every resolver of the app. A later area adds its resolver here: one line. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const RESOLVERS: NonEmptyArray<Function> = [
  AccountsResolver,
  ViewerResolver,
  UserAbilitiesResolver,
  GameDataResolver,
  RulesetsResolver,
  CharactersResolver,
  ShardLedgerEntryResolver,
  ShardsResolver,
  StaffCharactersResolver,
  StaffListsResolver,
  StaffCharacterLastEventResolver,
  LedgerConnectionsResolver,
  XpLedgerEventResolver,
  ShardLedgerEventResolver,
  EventsResolver,
  EventListsResolver,
  RegistrationsResolver,
  SurveysResolver,
  AttendanceResolver,
  SiteResolver,
  PrivacyResolver,
  WaitlistResolver,
  NotificationsResolver,
  MessagesResolver,
  CheckinResolver,
  ApiTokensResolver,
  WebhooksResolver,
  CalendarResolver,
  PaymentsResolver,
];

/**
 * Fields read as the object's property (a plain value or a getter), with no resolver: type-graphql
 * would wrap a getter in its field resolver (a parameter list and a middleware chain per call), and
 * graphql-jit's compiled query reads a field without a resolver inline instead of calling one per
 * list item. Only for fields without a guard or middleware (checked when the schema is
 * built) and without arguments.
 */
const PROPERTY_FIELDS: readonly string[] = [...CHARACTER_PROPERTY_FIELDS];

function usePropertyFields(schema: GraphQLSchema): GraphQLSchema {
  for (const name of PROPERTY_FIELDS) {
    const [typeName, fieldName] = name.split('.');
    const type = schema.getType(typeName);
    const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
    if (!field || field.args.length > 0) throw new Error(`PROPERTY_FIELDS: ${name} is not a field without arguments`);
    if (guarded(typeName, fieldName))
      throw new Error(`PROPERTY_FIELDS: ${name} has a guard or middleware, which reading the property would skip`);
    field.resolve = undefined;
  }
  return schema;
}

/**
 * The root types' descriptions, the first lines of the IDE's manual. type-graphql builds the root
 * types itself and has no decorator for their descriptions.
 */
const ROOT_DESCRIPTIONS = {
  query:
    'What can be read. Players read their own characters, registrations and surveys; staff the attendance review of any event and survey counts; admins everything. A lookup by id answers null with an error entry when there is nothing to show, and the rest of the answer stays.',
  mutation:
    'What can be changed. Each change is the same call as its REST twin (/api/v1), with the same checks, permissions and messages; it answers the object it changed.',
};

function describeRootTypes(schema: GraphQLSchema): GraphQLSchema {
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) query.description = ROOT_DESCRIPTIONS.query;
  if (mutation) mutation.description = ROOT_DESCRIPTIONS.mutation;
  return schema;
}

let built: Promise<GraphQLSchema> | undefined;

/** The type-graphql schema; built once per process (type-graphql's metadata is global anyway). */
export function buildAppSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: RESOLVERS,
    authChecker,
    // Inputs are checked by each call's one contract (input/contract.ts), not by class-validator.
    validate: false,
  })
    .then(usePropertyFields)
    .then(describeRootTypes)
    .then(boundIntFields);
  return built;
}

/** The SDL committed as /schema.graphql: sorted, so the file changes only when the schema does. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
}
