import { isObjectType, lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage, type NonEmptyArray } from 'type-graphql';
import { UserAbilitiesResolver, ViewerResolver } from './viewer.resolver';
import { AccountsResolver } from '../modules/accounts/graphql/accounts.resolver';
import { CharactersResolver, ShardLedgerEntryResolver } from '../modules/characters/graphql/characters.resolver';
import { CHARACTER_PROPERTY_FIELDS } from '../modules/characters/graphql/character.types';
import { ShardsResolver } from '../modules/shards/graphql/shards.resolver';
import { StaffCharactersResolver } from '../modules/characters/graphql/staff-characters.resolver';
import { ShardLedgerEventResolver, StaffListsResolver, XpLedgerEventResolver } from '../modules/staff-lists/graphql/staff-lists.resolver';
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
  XpLedgerEventResolver,
  ShardLedgerEventResolver,
  EventsResolver,
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

/**
 * Whether type-graphql would run anything of its own for the field, which reading the property
 * would skip: a guard or a middleware on the field, on its @FieldResolver, or on that resolver's
 * class. Reads what the decorators recorded in type-graphql's metadata.
 */
export function guarded(typeName: string, fieldName: string): boolean {
  const storage = getMetadataStorage();
  const type = storage.objectTypes.find((candidate) => candidate.name === typeName)?.target;
  const resolver = storage.fieldResolvers.find((candidate) => candidate.getObjectType?.() === type && candidate.schemaName === fieldName);
  // the field's own decorators (on the type), and its resolver method's and class's
  const places = [{ target: type, field: fieldName }, ...(resolver ? [{ target: resolver.target, field: resolver.methodName }] : [])];
  return places.some(
    ({ target, field }) =>
      target !== undefined &&
      (storage.authorizedFields.some((guard) => guard.target === target && guard.fieldName === field) ||
        storage.middlewares.some((middleware) => middleware.target === target && middleware.fieldName === field) ||
        storage.authorizedResolver.some((guard) => guard.target === target) ||
        storage.resolverMiddlewares.some((middleware) => middleware.target === target)),
  );
}

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
    .then(boundIntFields);
  return built;
}

/** The SDL committed as /schema.graphql: sorted, so the file changes only when the schema does. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
}
