import { isObjectType, lexicographicSortSchema, printSchema, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { UserAbilitiesResolver, ViewerResolver } from './viewer.resolver';
import { AccountsResolver } from '../modules/accounts/graphql/accounts.resolver';
import {
  CHARACTER_PLAIN_RESOLVERS,
  CharactersResolver,
  ShardLedgerEntryResolver,
  XpLedgerEntryResolver,
} from '../modules/characters/graphql/characters.resolver';
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
import { CheckinResolver } from '../modules/checkin/graphql/checkin.resolver';
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
  XpLedgerEntryResolver,
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
  CheckinResolver,
];

/**
 * Field resolvers the schema calls as they are, instead of type-graphql's wrapper of the same
 * @FieldResolver (issue 16: it builds a parameter list and a middleware chain on every call, once per
 * list item). Only for fields without @Authorized, middleware or arguments, whose method calls the
 * same function: `Type.field` → resolver.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const PLAIN_FIELD_RESOLVERS: Record<string, GraphQLFieldResolver<any, any>> = {
  ...CHARACTER_PLAIN_RESOLVERS,
};

function usePlainResolvers(schema: GraphQLSchema): GraphQLSchema {
  for (const [name, resolve] of Object.entries(PLAIN_FIELD_RESOLVERS)) {
    const [typeName, fieldName] = name.split('.');
    const type = schema.getType(typeName);
    const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
    if (!field || field.args.length > 0) throw new Error(`PLAIN_FIELD_RESOLVERS: ${name} is not a field without arguments`);
    field.resolve = resolve;
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
    .then(usePlainResolvers)
    .then(boundIntFields);
  return built;
}

/** The SDL committed as /schema.graphql: sorted, so the file changes only when the schema does. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
}
