import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  GraphQLError,
  Kind,
  OperationTypeNode,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { scopesAllow, type ApiAccess, type ApiDomain } from '../modules/api-tokens/api-token-scopes';
import { API_TOKEN_MESSAGES } from '../modules/api-tokens/api-tokens.messages';
import type { GraphQLContext } from './context';

/**
 * The API token scope domain of each root field, as its REST twin is mapped (api-token-scopes.ts):
 * a query needs `<domain>:read`, a mutation `<domain>:write`. A root field not named here falls in
 * the `graphql` domain (a token needs graphql:read or graphql:write for it).
 */
export const ROOT_FIELD_DOMAINS: Readonly<Record<string, ApiDomain>> = {
  // queries
  accountDeletion: 'account',
  currentUser: 'account',
  myDataExport: 'account',
  mySessions: 'account',
  mailOutbox: 'account',
  notificationSettings: 'account',
  siteSettings: 'account',
  staffUserRows: 'account',
  staffUserPage: 'account',
  userRoles: 'account',
  users: 'account',
  characters: 'characters',
  myCharacter: 'characters',
  myCharacters: 'characters',
  secretOptions: 'characters',
  staffCharacterRows: 'characters',
  staffCharacterPage: 'characters',
  userCharacters: 'characters',
  myShards: 'shards',
  userShardLedger: 'shards',
  attendanceReview: 'events',
  defaultRegistrationQuestions: 'events',
  defaultSurveyQuestions: 'events',
  event: 'events',
  events: 'events',
  finalizePreview: 'events',
  postEventDefaults: 'events',
  staffDashboard: 'events',
  waitlist: 'events',
  eventRegistration: 'registrations',
  registrationTicket: 'registrations',
  eventCheckins: 'events',
  checkinDecisions: 'events',
  checkinRoster: 'events',
  checkinKeys: 'events',
  surveyResponse: 'surveys',
  eventRoleTypes: 'game_data',
  gameData: 'game_data',
  races: 'game_data',
  skill: 'game_data',
  skills: 'game_data',
  transformations: 'game_data',
  ruleset: 'game_data',
  rulesetDraft: 'game_data',
  rulesetImpact: 'game_data',
  rulesetVersion: 'game_data',
  rulesetVersionInForce: 'game_data',
  rulesetVersions: 'game_data',
  characterRulesetNotices: 'characters',
  registrationAnswersCsv: 'exports',
  // mutations
  cancelAccountDeletion: 'account',
  cancelAccountDeletionByLink: 'account',
  confirmEmail: 'account',
  endSession: 'account',
  eraseUser: 'account',
  forgotPassword: 'account',
  login: 'account',
  logout: 'account',
  requestAccountDeletion: 'account',
  resendVerification: 'account',
  resetPassword: 'account',
  sendMailAgain: 'account',
  signup: 'account',
  updateNotificationSettings: 'account',
  updatePassword: 'account',
  updateProfile: 'account',
  updateUserRoles: 'account',
  verifyAccount: 'account',
  commitCharacterBuild: 'characters',
  createCharacter: 'characters',
  createCharacterForUser: 'characters',
  deleteCharacter: 'characters',
  deleteUserCharacter: 'characters',
  grantXp: 'characters',
  recordDeaths: 'characters',
  saveCharacterBuild: 'characters',
  setAdditionalSpellSchools: 'characters',
  setTransformation: 'characters',
  uncommitCharacter: 'characters',
  updateCharacter: 'characters',
  updatePastEventCounts: 'characters',
  buyXpToken: 'shards',
  grantShards: 'shards',
  createEvent: 'events',
  deleteEvent: 'events',
  finalizeEvent: 'events',
  publishEvent: 'events',
  updateDefaultRegistrationQuestions: 'events',
  updateDefaultSurveyQuestions: 'events',
  updateEvent: 'events',
  acceptOffer: 'registrations',
  cancelEventRegistration: 'registrations',
  confirmRegistrations: 'registrations',
  declineOffer: 'registrations',
  registerForEvent: 'registrations',
  updateEventRegistration: 'registrations',
  updateRegistrationAdmin: 'registrations',
  submitSurveyResponse: 'surveys',
  createRulesetDraft: 'game_data',
  publishRulesetDraft: 'game_data',
  uploadCheckins: 'events',
  annulCheckin: 'events',
  resolveCheckinConflict: 'events',
};

/**
 * The domain of the objects of a type, wherever they are reached: reading any field of one needs
 * `<domain>:read` (or write), so `{ myCharacters { ... } }` with characters:read cannot reach an
 * event through a nested field without events:read. Types not named here (summaries, results,
 * settings) add no scope of their own.
 */
export const TYPE_DOMAINS: Readonly<Record<string, ApiDomain>> = {
  User: 'account',
  AccountDeletion: 'account',
  AccountSession: 'account',
  NotificationSettings: 'account',
  ProfileResult: 'account',
  StaffUserRow: 'account',
  StaffUserPage: 'account',
  Character: 'characters',
  CharacterBuild: 'characters',
  BuildEntry: 'characters',
  XpLedgerEntry: 'characters',
  StaffCharacterRow: 'characters',
  StaffCharacterPage: 'characters',
  ShardBalance: 'shards',
  ShardLedgerEntry: 'shards',
  XpTokenPurchase: 'shards',
  BalanceChange: 'shards',
  Event: 'events',
  AttendanceRecord: 'events',
  FinalizePreviewRow: 'events',
  EventQuestion: 'events',
  EventRegistration: 'registrations',
  QuestionAnswer: 'registrations',
  CheckinTicket: 'registrations',
  Checkin: 'events',
  CheckinConflict: 'events',
  EventCheckins: 'events',
  CheckinDecision: 'events',
  CheckinRoster: 'events',
  RosterEntry: 'events',
  RevokedTicket: 'events',
  CheckinKey: 'events',
  ScanResult: 'events',
  SurveyResponse: 'surveys',
  RulesetVersion: 'game_data',
  RulesetDraft: 'game_data',
  RulesetImpact: 'game_data',
  RulesetNotice: 'characters',
  SkillDefinition: 'game_data',
  Race: 'game_data',
  Transformation: 'game_data',
  EventRoleType: 'game_data',
  RulebookLink: 'game_data',
};

/** The scopes an operation needs, in the order its fields appear (each once): `events:read`, ... */
export function scopesNeeded(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): Array<{ domain: ApiDomain; access: ApiAccess }> {
  const needed = new Map<string, { domain: ApiDomain; access: ApiAccess }>();
  const need = (domain: ApiDomain, access: ApiAccess) => {
    if (!needed.has(`${domain}:${access}`)) needed.set(`${domain}:${access}`, { domain, access });
  };
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const rootAccess: ApiAccess = operation.operation === OperationTypeNode.QUERY ? 'read' : 'write';
  const roots = (selectionSet: SelectionSetNode, seen: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.name.value.startsWith('__')) need(ROOT_FIELD_DOMAINS[selection.name.value] ?? 'graphql', rootAccess);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) roots(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) roots(fragment.selectionSet, seen);
      }
    }
  };
  roots(operation.selectionSet, new Set());
  // every object reached, in the operation and the fragments it may spread
  const typeInfo = new TypeInfo(schema);
  const visitor = visitWithTypeInfo(typeInfo, {
    Field() {
      const type = typeInfo.getType();
      const domain = type ? TYPE_DOMAINS[getNamedType(type).name] : undefined;
      if (domain) need(domain, 'read');
    },
  });
  visit(operation, visitor);
  for (const fragment of fragments.values()) visit(fragment, visitor);
  return [...needed.values()];
}

/**
 * A request with an API token needs the scopes of the domains its operation reaches
 * (scopesNeeded): the first one missing is refused with 403, before anything runs.
 */
export const graphqlTokenScopes = (schema: GraphQLSchema): ApolloServerPlugin<GraphQLContext> => ({
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, operation, document }) {
        const grant = contextValue.request.apiToken;
        if (!grant || !operation) return;
        for (const { domain, access } of scopesNeeded(schema, document, operation)) {
          if (!scopesAllow(grant.scopes, domain, access)) {
            throw new GraphQLError(API_TOKEN_MESSAGES.scopeMissing(`${domain}:${access}`), {
              extensions: { code: 'FORBIDDEN', http: { status: 403 } },
            });
          }
        }
      },
    };
  },
});
