/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new character made by an admin for a player: its build header, starting XP and earlier deaths. */
export type AdminCharacterInput = {
  /** The version of the build the client last read; a stale version is refused (someone else changed the character meanwhile). */
  buildVersion?: number | null | undefined;
  /** The character's class code (fighter, rogue, adept, shadow or templar); changing it erases skills. */
  characterClass?: string | null | undefined;
  /** The character's name. */
  characterName?: string | null | undefined;
  /** The character's race, subculture, transformation and race attributes. */
  characterRace?: CharacterRaceInput | null | undefined;
  /** Default 10 */
  characterXpTotal?: number | null | undefined;
  /** Default true */
  commit?: boolean | null | undefined;
  /** Previous deaths, default 0 */
  deathCount?: number | null | undefined;
  /** Previous reaper fights, default 0 */
  reaperFightCount?: number | null | undefined;
};

/** One answer to one registration or survey question. */
export type AnswerInput = {
  /** The answer text. */
  answer: string;
  /** The id of the question answered. */
  questionId: string | number;
};

/** What an API token may reach; write includes read, and a token never reaches more than its owner's roles allow. */
export type ApiTokenScope =
  /** Read the owner's account and profile. */
  | 'ACCOUNT_READ'
  /** Read and change the owner's account and profile. */
  | 'ACCOUNT_WRITE'
  /** Read characters, their builds and XP ledgers. */
  | 'CHARACTERS_READ'
  /** Read and change characters, their builds and XP ledgers. */
  | 'CHARACTERS_WRITE'
  /** Read events and their questions. */
  | 'EVENTS_READ'
  /** Read and change events and their questions. */
  | 'EVENTS_WRITE'
  /** Read calendar feeds and downloads. */
  | 'EXPORTS_READ'
  /** Read and change calendar feeds and downloads. */
  | 'EXPORTS_WRITE'
  /** Read the ruleset: skills, races, classes, transformations. */
  | 'GAME_DATA_READ'
  /** Read and change the ruleset: skills, races, classes, transformations. */
  | 'GAME_DATA_WRITE'
  /** Read the GraphQL API itself. */
  | 'GRAPHQL_READ'
  /** Read and change the GraphQL API itself. */
  | 'GRAPHQL_WRITE'
  /** Read event fees, payments, refunds and bank statement imports. */
  | 'PAYMENTS_READ'
  /** Read and change event fees, payments, refunds and bank statement imports. */
  | 'PAYMENTS_WRITE'
  /** Read event registrations and waitlists. */
  | 'REGISTRATIONS_READ'
  /** Read and change event registrations and waitlists. */
  | 'REGISTRATIONS_WRITE'
  /** Read shard balances and ledgers. */
  | 'SHARDS_READ'
  /** Read and change shard balances and ledgers. */
  | 'SHARDS_WRITE'
  /** Read post-event surveys. */
  | 'SURVEYS_READ'
  /** Read and change post-event surveys. */
  | 'SURVEYS_WRITE'
  /** Read webhooks and their deliveries. */
  | 'WEBHOOKS_READ'
  /** Read and change webhooks and their deliveries. */
  | 'WEBHOOKS_WRITE';

/** Whether an API token still works. */
export type ApiTokenState =
  /** The token works. */
  | 'ACTIVE'
  /** The token is past its expiry date. */
  | 'EXPIRED'
  /** The owner revoked the token. */
  | 'REVOKED';

/** One player's attendance at an event as staff record it when finalizing: role, deaths, reaper fights, XP, XP sequence, shards, donations. */
export type AttendanceInput = {
  /** The character played (pc only); null for an npc or no character. */
  characterId?: string | number | null | undefined;
  /** Deaths the character suffered at this event. */
  deaths?: number | null | undefined;
  /** What was donated (cleared when no donation shards are given). */
  donationItems?: string | null | undefined;
  /** Shards earned by donating items to the game at this event. */
  donationShards?: number | null | undefined;
  /** Event role code from the ruleset's event_role_types, e.g. pc (player character) or npc (non-player character). */
  eventRole?: string | null | undefined;
  /** Shards earned for playing an npc (non-player character) at this event (default 20, or 30 if registered). */
  npcShards?: number | null | undefined;
  /** Reaper fights at this event: a dead character's fight with the reaper to come back. */
  reaperFights?: number | null | undefined;
  /** The attending user's id. */
  userId: string | number;
  /** XP the character earns for attending this event, from its XP sequence. */
  xp?: number | null | undefined;
  /** The XP sequence after this event: the character's count of attended events, usually the previous sequence plus 1. */
  xpSequence?: number | null | undefined;
};

/** Which columns of a bank's CSV statement hold what, named by their headings. */
export type BankCsvMappingInput = {
  /** The column of the bank account, when the statement has one. */
  account?: string | null | undefined;
  /** The column of the amount. */
  amount: string;
  /** The column of the payer (or payee) name. */
  counterparty: string;
  /** The column of the booking date. */
  date: string;
  /** The column of the payment reference. */
  reference: string;
};

/** An admin's decision to apply one listed bank line to a registration. */
export type BankLineDecisionInput = {
  /** The amount in minor units (cents for EUR), more than 0. */
  amount: number;
  /** The bankLineKey of the line, as the import listed it. */
  bankLineKey: string;
  /** The payer name from the line. */
  counterparty?: string | null | undefined;
  /** The reference from the line. */
  reference?: string | null | undefined;
  /** The id of the registration the line pays for. */
  registrationId: string | number;
};

/** A bank statement to import and match, as text. */
export type BankStatementInput = {
  /** The file as text, at most 1 MB. */
  content: string;
  /** The file format: csv, or camt for ISO 20022 camt.053 / camt.054 XML. */
  format: string;
  /** The CSV columns; remembered for the next import. */
  mapping?: BankCsvMappingInput | null | undefined;
};

/** A character's name, race and class: set when creating, changeable until the first commit. */
export type CharacterInfoGqlInput = {
  /** The version of the build the client last read; a stale version is refused (someone else changed the character meanwhile). */
  buildVersion?: number | null | undefined;
  /** The character's class code (fighter, rogue, adept, shadow or templar); changing it erases skills. */
  characterClass?: string | null | undefined;
  /** The character's name. */
  characterName?: string | null | undefined;
  /** The character's race, subculture, transformation and race attributes. */
  characterRace?: CharacterRaceInput | null | undefined;
};

/** A character's race: race, subculture, transformation and race attributes in order. */
export type CharacterRaceInput = {
  /** The race's name. */
  race?: string | null | undefined;
  /** Left out: the race's default attributes */
  raceAttributes?: Array<string> | null | undefined;
  /** The subculture within the race, if any. */
  subculture?: string | null | undefined;
  /** The transformation (a change of a character's race, e.g. by death or magic), if any; transforming deletes racial skills. */
  transformation?: string | null | undefined;
};

/** A new API token: its name, scopes and lifetime. */
export type CreateApiTokenInput = {
  /** Days until the token stops working. */
  expiresInDays: number;
  /** A name to recognise the token by. */
  name: string;
  /** What the token may read or write. */
  scopes: Array<ApiTokenScope>;
};

/** A new webhook: the address told about registrations and other changes. */
export type CreateWebhookInput = {
  /** Registration.created, registration.changed, event.published, event.finalized, payment.received, payment.refunded */
  events: Array<string>;
  /** The https address the app posts events to. */
  url: string;
};

/** The fee for one event role type of an event, with an optional early price. */
export type EventFeeInput = {
  /** The early price in minor units for registrations made before earlyUntil; given together with earlyUntil. */
  earlyPrice?: number | null | undefined;
  /** ISO 8601 date and time until which the early price holds; given together with earlyPrice. */
  earlyUntil?: string | null | undefined;
  /** The event role code from the ruleset's event_role_types, e.g. pc or npc; once per event. */
  eventRole: string;
  /** The price in minor units of the site currency (cents for EUR). */
  price: number;
};

/** An event's fees, when they fall due and its refund policy. */
export type EventFeesInput = {
  /** When the fee falls due: acceptance or registration. */
  dueOn: string;
  /** The fee per event role type (at most 20). */
  fees: Array<EventFeeInput>;
  /** The fee in minor units kept on cancellation under fee_kept; 0 when left out. */
  keptFee?: number | null | undefined;
  /** What a cancellation refunds: full, none or fee_kept. */
  refundPolicy: string;
};

/** Which events a list holds, and in which order. */
export type EventWindow =
  /** Every event, the newest first. */
  | 'ALL'
  /** Events that are over, the newest first. */
  | 'PAST'
  /** Events not over yet (ending now or later), the soonest first. */
  | 'UPCOMING';

/** Why XP or shards changed (the kind of a ledger row). */
export type LedgerKind =
  /** Attending an event (written when staff finalize it). */
  | 'ATTENDANCE'
  /** A correction by an admin. */
  | 'CORRECTION'
  /** A grant by an admin. */
  | 'GRANT'
  /** A new ruleset: XP making up a higher build cost. */
  | 'RULESET'
  /** The XP a character starts with. */
  | 'STARTING_XP'
  /** An XP token: shards spent for XP. */
  | 'XP_TOKEN';

/** An e-mail address and password to sign in with. */
export type LoginInput = {
  /** The account's e-mail address. */
  email?: string | null | undefined;
  /** The account's password. */
  password?: string | null | undefined;
};

/** A new account for a walk-in; the person is mailed the verification link. */
export type NewWalkInAccountInput = {
  /** Their e-mail address. */
  email: string;
  /** Their first name. */
  firstName: string;
  /** Their last name. */
  lastName: string;
};

/** A message to participants: its audience and text. */
export type ParticipantMessageInput = {
  /** Registered (all but the cancelled), accepted, waitlisted, unreviewed, attendees, role, picked or consenting (all players who gave email consent) */
  audience: string;
  /** The text. */
  body?: string | null | undefined;
  /** The event (none for the consenting audience) */
  eventId?: string | number | null | undefined;
  /** The role of the role audience */
  eventRole?: string | null | undefined;
  /** The registrations of the picked audience */
  registrationIds?: Array<string | number> | null | undefined;
  /** The subject line. */
  subject?: string | null | undefined;
};

/** A character's count of past events (its XP sequence) as staff set it. */
export type PastEventCountInput = {
  /** The character's id. */
  characterId: string | number;
  /** The character's new XP sequence (events attended). */
  xpSequence: number;
};

/** One payment, refund, waiver or correction to write to the ledger. */
export type PaymentEntryInput = {
  /** The amount in minor units (cents for EUR), more than 0; only a correction may be negative. */
  amount: number;
  /** Payment, refund, waiver or correction. */
  kind: string;
  /** How the money moved: bank_transfer, cash, card_terminal or other; required for a payment or refund, ignored for a waiver. */
  method?: string | null | undefined;
  /** Why: required for a waiver or correction. */
  reason?: string | null | undefined;
  /** The bank or receipt reference the money came with. */
  reference?: string | null | undefined;
};

/** Changes to the site's payment settings; fields left out stay as they are. */
export type PaymentSettingsInput = {
  /** The ISO 4217 currency code, e.g. EUR; refused once a payment is recorded. */
  currency?: string | null | undefined;
  /** The account details players pay to by bank transfer. */
  paymentAccount?: string | null | undefined;
  /** How many years payment rows are kept for bookkeeping before they are purged, 1 to 30. */
  retentionYears?: number | null | undefined;
};

/** One row of the post-event table as typed. */
export type PostEventDraftRowInput = {
  /** The character played; null for an npc. */
  characterId?: string | number | null | undefined;
  /** Deaths at the event, as typed. */
  deaths: string;
  /** Items donated, as typed. */
  donationItems: string;
  /** Shards for donations, as typed. */
  donationShards: string;
  /** Event role code from the ruleset's event_role_types, e.g. pc (player character) or npc (non-player character). */
  eventRole: string;
  /** Shards for playing npc, as typed. */
  npcShards: string;
  /** Reaper fights at the event, as typed. */
  reaperFights: string;
  /** The id of the user (player account) this belongs to. */
  userId: string | number;
  /** Whether the player came in as a walk-in. */
  walkIn: boolean;
  /** XP for the event, as typed. */
  xp: string;
  /** The XP sequence after the event, as typed. */
  xpSequence: string;
  /** Whether staff changed the XP by hand (otherwise it follows the XP sequence). */
  xpTouched: boolean;
};

/** How publishing a ruleset treats characters whose builds it makes invalid or costlier. */
export type PublishPolicy =
  /** Invalid builds keep their skills, exempt from re-checking while those skills stay unchanged. */
  | 'GRANDFATHER'
  /** The invalid skills are uncommitted (left in the saved build to rebuild from) until rebuildUntil; then what is still invalid is refunded. */
  | 'REBUILD_WINDOW'
  /** What became invalid is removed with what depends on it, which frees its XP. */
  | 'REFUND';

/** A registration or survey question as the question editor sends it. */
export type QuestionInput = {
  /** Whether an answer is required. */
  answerRequired?: boolean | null | undefined;
  /** An existing question to change; omit for a new one */
  id?: string | number | null | undefined;
  /** The question as asked. */
  questionText?: string | null | undefined;
  /** The event role codes (pc, npc, ...) this question is asked of. */
  rolesToAsk?: Array<string> | null | undefined;
};

/** A registration for an event: the event, the character (pc) and the answers. */
export type RegistrationInput = {
  /** The character to play (pc only). */
  characterId?: string | number | null | undefined;
  /** The event to register for. */
  eventId?: string | number | null | undefined;
  /** Pc or npc */
  eventRole?: string | null | undefined;
  /** The answers to the event's registration questions. */
  questionAnswers?: Array<AnswerInput> | null | undefined;
};

/** Where a registration stands; a registration staff have not decided on yet has no state (null). */
export type RegistrationState =
  /** The player has a place at the event. */
  | 'ACCEPTED'
  /** The player or staff cancelled the registration; it can be taken up again. */
  | 'CANCELLED'
  /** The event is full for the role: the player waits for a place to free up. */
  | 'WAITLISTED';

/** A new password, with the token from the reset mail. */
export type ResetPasswordInput = {
  /** The new password. */
  password?: string | null | undefined;
  /** The new password again, to catch typos. */
  passwordConfirm?: string | null | undefined;
  /** The one-time token from the link in the e-mail. */
  token: string;
};

/** How a new ruleset affects a character. */
export type RulesetImpactKind =
  /** The build costs a different amount of XP. */
  | 'COST_CHANGED'
  /** The build breaks a rule of the new ruleset. */
  | 'INVALID_BUILD'
  /** The build costs more XP than the character has. */
  | 'OVER_BUDGET';

/** A new account: name, e-mail, password and consents. */
export type SignupInput = {
  /** E-mail address (the account's sign-in). */
  email?: string | null | undefined;
  /** Whether the player agrees to receive news mail. */
  emailConsent?: boolean | null | undefined;
  /** First name. */
  firstName?: string | null | undefined;
  /** Last name. */
  lastName?: string | null | undefined;
  /** Password. */
  password?: string | null | undefined;
  /** Password again, to catch typos. */
  passwordConfirm?: string | null | undefined;
  /** Whether the privacy statement is accepted (required). */
  privacyStatementAccepted?: boolean | null | undefined;
};

/** Each field given is set; an empty text restores the default. */
export type SiteLookInput = {
  /** The accent colour (#rrggbb). */
  accentColor?: string | null | undefined;
  /** The community's name. */
  communityName?: string | null | undefined;
  /** True removes the logo. */
  removeLogo?: boolean | null | undefined;
  /** The home page's welcome text. */
  welcomeText?: string | null | undefined;
};

/** The order of a sorted list. */
export type SortDirection =
  /** Smallest (or A) first. */
  | 'ASCENDING'
  /** Largest (or Z) first. */
  | 'DESCENDING';

/** How the characters list is ordered; every order ends with the character id, so ties keep one order. */
export type StaffCharacterOrder =
  /** When the character was made */
  | 'CREATED'
  /** The shown build's character name, case-insensitively */
  | 'NAME'
  /** The total XP earned, which is also the order of levels */
  | 'XP';

/** How the players list is ordered; every order ends with the account id, so ties keep one order. */
export type StaffUserOrder =
  /** When the account was made */
  | 'CREATED'
  /** Last name, then first name */
  | 'NAME';

/** What an admin's uncommit of a character's build resets, so the player can rebuild. */
export type UncommitScope =
  /** Everything: the player may also change race and class. */
  | 'EVERYTHING'
  /** The skills only. */
  | 'SKILLS'
  /** The skills and the race attributes (the default). */
  | 'SKILLS_AND_RACE_ATTRIBUTES';

/** A password change: the current password and the new one twice. */
export type UpdatePasswordInput = {
  /** The new password. */
  password?: string | null | undefined;
  /** The new password again, to catch typos. */
  passwordConfirm?: string | null | undefined;
  /** The current password. */
  passwordCurrent?: string | null | undefined;
};

/** Profile changes; a field left out keeps its value. */
export type UpdateProfileInput = {
  /** A new address counts once its confirmation link is opened. */
  email?: string | null | undefined;
  /** Whether the player agrees to receive news mail. */
  emailConsent?: boolean | null | undefined;
  /** First name. */
  firstName?: string | null | undefined;
  /** Last name. */
  lastName?: string | null | undefined;
};

/** A role a user holds beside being a player (every verified user is a player). */
export type UserRole =
  /** Admin: manages characters, users, events, XP, shards, deaths, roles and rulesets, and finalizes events. */
  | 'ADMIN'
  /** Staff: reviews the attendance of any event and reads survey counts. */
  | 'STAFF';

/** The roles one user is to have. */
export type UserRolesInput = {
  /** The user's roles (staff, admin); an empty list makes them a player only. */
  roles: Array<UserRole>;
  /** The user's id. */
  userId: string | number;
};

/** The token from the verification mail, and the privacy statement consent. */
export type VerifyAccountInput = {
  /** Whether the privacy statement is accepted. */
  privacyStatementAccepted?: boolean | null | undefined;
  /** The one-time token from the link in the e-mail. */
  token: string;
};

/** A registration to put on the waitlist, with a message to its player. */
export type WaitlistInput = {
  /** The message to the player; null for the default text. */
  message?: string | null | undefined;
  /** The id of the event registration this is about. */
  registrationId: string | number;
};

/** What happens when a place of a full event frees up. */
export type WaitlistMode =
  /** The first on the waitlist gets the place at once and is told by mail. */
  | 'AUTOMATIC'
  /** Staff choose who gets the place. */
  | 'MANUAL'
  /** The first on the waitlist is offered the place and has a set number of hours to accept it. */
  | 'OFFER';

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { currentUser: { id: string, firstName: string, lastName: string, email: string, roles: Array<UserRole>, shardTotal: number, xpTokenPurchased: boolean, can: { manageEvents: boolean, reviewRegistrations: boolean, sendMessages: boolean, reviewAttendance: boolean, viewSurveyCounts: boolean, runCheckin: boolean, decideCheckins: boolean, manageCharacters: boolean, manageUsers: boolean, viewStaffArea: boolean, useGraphiql: boolean } } | null };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { id: string, firstName: string, lastName: string, email: string, roles: Array<UserRole>, shardTotal: number, xpTokenPurchased: boolean, can: { manageEvents: boolean, reviewRegistrations: boolean, sendMessages: boolean, reviewAttendance: boolean, viewSurveyCounts: boolean, runCheckin: boolean, decideCheckins: boolean, manageCharacters: boolean, manageUsers: boolean, viewStaffArea: boolean, useGraphiql: boolean } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: string };

export type SignupMutationVariables = Exact<{
  input: SignupInput;
}>;


export type SignupMutation = { signup: { id: string, email: string } };

export type ResendVerificationMutationVariables = Exact<{
  email: string;
}>;


export type ResendVerificationMutation = { resendVerification: string };

export type VerifyAccountMutationVariables = Exact<{
  input: VerifyAccountInput;
}>;


export type VerifyAccountMutation = { verifyAccount: { id: string, verified: boolean } };

export type ForgotPasswordMutationVariables = Exact<{
  email: string;
}>;


export type ForgotPasswordMutation = { forgotPassword: string };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: string };

export type UpdatePasswordMutationVariables = Exact<{
  input: UpdatePasswordInput;
}>;


export type UpdatePasswordMutation = { updatePassword: string };

export type SignedInUserFieldsFragment = { id: string, firstName: string, lastName: string, email: string, roles: Array<UserRole>, shardTotal: number, xpTokenPurchased: boolean, can: { manageEvents: boolean, reviewRegistrations: boolean, sendMessages: boolean, reviewAttendance: boolean, viewSurveyCounts: boolean, runCheckin: boolean, decideCheckins: boolean, manageCharacters: boolean, manageUsers: boolean, viewStaffArea: boolean, useGraphiql: boolean } };

export type CharacterRowFieldsFragment = { id: string, characterXpTotal: number, characterXpSequence: number, deathCount: number, reaperFightCount: number, deleteAllowed: boolean, committed: boolean, uncommittedChanges: boolean, shownBuild: { characterName: string, characterClass: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null } } | null };

export type HomeCharactersQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeCharactersQuery = { myCharacters: Array<{ id: string, characterXpTotal: number, characterXpSequence: number, deathCount: number, reaperFightCount: number, deleteAllowed: boolean, committed: boolean, uncommittedChanges: boolean, shownBuild: { characterName: string, characterClass: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null } } | null }> };

export type HomeShardsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeShardsQuery = { myShards: { shards: number, xpTokenPurchased: boolean } };

export type DeleteOwnCharacterMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteOwnCharacterMutation = { deleteCharacter: string };

export type BuyXpTokenForCharacterMutationVariables = Exact<{
  characterId: string | number;
}>;


export type BuyXpTokenForCharacterMutation = { buyXpToken: { characterId: string, characterXpTotal: number, shards: number, xpTokenPurchased: boolean } };

export type RaceRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type RaceRulesQuery = { races: Array<{ id: string, raceName: string, subcultureName: string | null, defaultAttributes: Array<string>, attributeChoice: Array<string> | null, transformations: Array<string>, raceDescription: string | null }>, transformations: Array<{ id: string, transformationName: string, defaultAttributes: Array<string>, transformationDescription: string | null }>, characterClasses: Array<{ name: string, description: string | null }> };

export type CreateNewCharacterMutationVariables = Exact<{
  input: CharacterInfoGqlInput;
}>;


export type CreateNewCharacterMutation = { createCharacter: { id: string } };

export type CharacterInfoToUpdateQueryVariables = Exact<{
  id: string | number;
}>;


export type CharacterInfoToUpdateQuery = { myCharacter: { id: string, committed: boolean, buildVersion: number, additionalSpellSchools: Array<string>, savedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }>, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null } } | null } | null };

export type UpdateCharacterInfoMutationVariables = Exact<{
  id: string | number;
  input: CharacterInfoGqlInput;
}>;


export type UpdateCharacterInfoMutation = { updateCharacter: { id: string, committed: boolean, buildVersion: number, additionalSpellSchools: Array<string>, savedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }>, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null } } | null } };

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { siteSettings: { rulebookLinks: Array<{ label: string, url: string, text: string | null }> } };

export type EditorBuildFieldsFragment = { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> };

export type EditorCharacterQueryVariables = Exact<{
  id: string | number;
}>;


export type EditorCharacterQuery = { myCharacter: { id: string, buildVersion: number, committed: boolean, characterLevel: number, characterXpTotal: number, deathCount: number, reaperFightCount: number, additionalSpellSchools: Array<string>, savedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> } | null, committedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> } | null } | null, currentUser: { id: string, firstName: string, lastName: string, shardTotal: number } | null };

export type EditorCharacterFieldsFragment = { id: string, buildVersion: number, committed: boolean, characterLevel: number, characterXpTotal: number, deathCount: number, reaperFightCount: number, additionalSpellSchools: Array<string>, savedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> } | null, committedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> } | null };

export type SaveCharacterBuildMutationVariables = Exact<{
  id: string | number;
  characterBuild: Record<string, unknown>;
  buildVersion?: number | null | undefined;
}>;


export type SaveCharacterBuildMutation = { saveCharacterBuild: { id: string, buildVersion: number, committed: boolean, characterLevel: number, characterXpTotal: number, deathCount: number, reaperFightCount: number, additionalSpellSchools: Array<string>, savedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> } | null, committedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> } | null } };

export type CommitCharacterBuildMutationVariables = Exact<{
  id: string | number;
  characterBuild: Record<string, unknown>;
  buildVersion?: number | null | undefined;
}>;


export type CommitCharacterBuildMutation = { commitCharacterBuild: { id: string, buildVersion: number, committed: boolean, characterLevel: number, characterXpTotal: number, deathCount: number, reaperFightCount: number, additionalSpellSchools: Array<string>, savedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> } | null, committedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> } | null } };

export type GameDataQueryVariables = Exact<{ [key: string]: never; }>;


export type GameDataQuery = { gameData: Record<string, unknown> };

export type EventTimingFieldsFragment = { id: string, eventTitle: string, eventStartTime: string, eventEndTime: string, eventPublished: boolean, eventFinalized: boolean, eventSurveyOpenAt: string | null };

export type PlayerEventFieldsFragment = { id: string, eventTitle: string, eventDescription: string, eventAddress: string, eventImage: string | null, eventStartTime: string, eventEndTime: string, eventPublished: boolean, eventFinalized: boolean, eventSurveyOpenAt: string | null, eventRegistrationCount: number | null, attendanceRecordCount: number | null, surveyResponseCount?: number | null, surveyQuestions: Array<{ id: string }>, eventRegistrations: Array<{ id: string, state: RegistrationState | null, eventRole: string, registeredAt: string, waitlistNote: string | null, character: { id: string, characterName: string | null } | null }>, attendanceRecords: Array<{ id: string }>, surveyResponses: Array<{ id: string }> };

export type PlayerEventsQueryVariables = Exact<{
  staff: boolean;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PlayerEventsQuery = { eventConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, eventTitle: string, eventDescription: string, eventAddress: string, eventImage: string | null, eventStartTime: string, eventEndTime: string, eventPublished: boolean, eventFinalized: boolean, eventSurveyOpenAt: string | null, eventRegistrationCount: number | null, attendanceRecordCount: number | null, surveyResponseCount?: number | null, surveyQuestions: Array<{ id: string }>, eventRegistrations: Array<{ id: string, state: RegistrationState | null, eventRole: string, registeredAt: string, waitlistNote: string | null, character: { id: string, characterName: string | null } | null }>, attendanceRecords: Array<{ id: string }>, surveyResponses: Array<{ id: string }> }> }, pastEvents: { totalCount: number } };

export type RegistrationChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistrationChoicesQuery = { myCharacters: Array<{ id: string, shownBuild: { characterName: string } | null }>, eventRoleTypes: Array<{ code: string, description: string }> };

export type RegistrationEventQueryVariables = Exact<{
  id: string | number;
}>;


export type RegistrationEventQuery = { event: { id: string, eventTitle: string, eventStartTime: string, eventEndTime: string, eventPublished: boolean, eventFinalized: boolean, eventSurveyOpenAt: string | null, registrationQuestions: Array<{ id: string, questionText: string, rolesToAsk: Array<string>, answerRequired: boolean }>, eventRegistrations: Array<{ id: string, state: RegistrationState | null }> } | null };

export type EventRegistrationQueryVariables = Exact<{
  id: string | number;
}>;


export type EventRegistrationQuery = { eventRegistration: { id: string, eventId: string, characterId: string | null, eventRole: string, state: RegistrationState | null, waitlistNote: string | null, registeredAt: string, questionAnswers: Array<{ questionId: string, answer: string }> } | null };

export type RegisterForEventMutationVariables = Exact<{
  input: RegistrationInput;
}>;


export type RegisterForEventMutation = { registerForEvent: { id: string, eventId: string, characterId: string | null, eventRole: string, state: RegistrationState | null } };

export type UpdateEventRegistrationMutationVariables = Exact<{
  id: string | number;
  input: RegistrationInput;
}>;


export type UpdateEventRegistrationMutation = { updateEventRegistration: { id: string, eventId: string, characterId: string | null, eventRole: string, state: RegistrationState | null, waitlistNote: string | null, registeredAt: string, questionAnswers: Array<{ questionId: string, answer: string }> } };

export type CancelEventRegistrationMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelEventRegistrationMutation = { cancelEventRegistration: { id: string, state: RegistrationState | null } };

export type SurveyEventQueryVariables = Exact<{
  id: string | number;
}>;


export type SurveyEventQuery = { event: { id: string, eventTitle: string, eventStartTime: string, eventEndTime: string, eventPublished: boolean, eventFinalized: boolean, eventSurveyOpenAt: string | null, surveyQuestions: Array<{ id: string, questionText: string, rolesToAsk: Array<string>, answerRequired: boolean }>, attendanceRecords: Array<{ id: string, eventRole: string }>, surveyResponses: Array<{ id: string, surveyAnswers: Array<{ questionId: string, answer: string }> }> } | null };

export type SubmitSurveyResponseMutationVariables = Exact<{
  eventId: string | number;
  answers: Array<AnswerInput> | AnswerInput;
  edit: boolean;
}>;


export type SubmitSurveyResponseMutation = { submitSurveyResponse: { id: string, eventId: string, surveyAnswers: Array<{ questionId: string, answer: string }> } };

export type PlayerPastEventsQueryVariables = Exact<{
  staff: boolean;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PlayerPastEventsQuery = { eventConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, eventTitle: string, eventDescription: string, eventAddress: string, eventImage: string | null, eventStartTime: string, eventEndTime: string, eventPublished: boolean, eventFinalized: boolean, eventSurveyOpenAt: string | null, eventRegistrationCount: number | null, attendanceRecordCount: number | null, surveyResponseCount?: number | null, surveyQuestions: Array<{ id: string }>, eventRegistrations: Array<{ id: string, state: RegistrationState | null, eventRole: string, registeredAt: string, waitlistNote: string | null, character: { id: string, characterName: string | null } | null }>, attendanceRecords: Array<{ id: string }>, surveyResponses: Array<{ id: string }> }> } };

export type AskedQuestionFieldsFragment = { id: string, questionText: string, rolesToAsk: Array<string>, answerRequired: boolean };

export type EventPlacesQueryVariables = Exact<{ [key: string]: never; }>;


export type EventPlacesQuery = { eventConnection: { nodes: Array<{ id: string, pcPlacesLeft: number | null, npcPlacesLeft: number | null, eventRegistrations: Array<{ id: string, state: RegistrationState | null, eventRole: string, waitlistPosition: number | null, offerExpiresAt: string | null }> }> } };

export type OfferQueryVariables = Exact<{
  id: string | number;
}>;


export type OfferQuery = { eventRegistration: { id: string, eventId: string, state: RegistrationState | null, eventRole: string, offerExpiresAt: string | null, waitlistPosition: number | null } | null };

export type OfferEventQueryVariables = Exact<{
  id: string | number;
}>;


export type OfferEventQuery = { event: { id: string, eventTitle: string, eventStartTime: string } | null };

export type AcceptOfferMutationVariables = Exact<{
  id: string | number;
}>;


export type AcceptOfferMutation = { acceptOffer: { id: string, state: RegistrationState | null, offerExpiresAt: string | null, waitlistPosition: number | null } };

export type DeclineOfferMutationVariables = Exact<{
  id: string | number;
}>;


export type DeclineOfferMutation = { declineOffer: { id: string, state: RegistrationState | null, offerExpiresAt: string | null, waitlistPosition: number | null } };

export type NotificationSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsQuery = { notificationSettings: { reminderMails: boolean } };

export type UpdateNotificationSettingsMutationVariables = Exact<{
  reminderMails: boolean;
}>;


export type UpdateNotificationSettingsMutation = { updateNotificationSettings: { reminderMails: boolean } };

export type MailOutboxQueryVariables = Exact<{ [key: string]: never; }>;


export type MailOutboxQuery = { mailOutbox: Array<{ id: string, kind: string, to: string, subject: string, state: string, attempts: number, lastError: string | null, createdAt: string, lastAttemptAt: string | null }> };

export type SendMailAgainMutationVariables = Exact<{
  id: string | number;
}>;


export type SendMailAgainMutation = { sendMailAgain: { message: string, mail: { id: string, state: string } } };

export type PaymentSettingsFieldsFragment = { currency: string, currencyFixed: boolean, paymentAccount: string | null, retentionYears: number };

export type EventFeesFieldsFragment = { eventId: string, currency: string, dueOn: string, refundPolicy: string, keptFee: number, fees: Array<{ eventRole: string, price: number, earlyPrice: number | null, earlyUntil: string | null }> };

export type PaymentAccountFieldsFragment = { registrationId: string, currency: string, price: number | null, owed: number, paid: number, waived: number, balance: number, status: string };

export type RegistrationPaymentsQueryVariables = Exact<{
  registrationId: string | number;
}>;


export type RegistrationPaymentsQuery = { registrationPayments: { registrationId: string, currency: string, owed: number, paid: number, waived: number, balance: number, balanceText: string | null, status: string, reference: string, paymentAccount: string | null } };

export type PaymentSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentSettingsQuery = { paymentSettings: { currency: string, currencyFixed: boolean, paymentAccount: string | null, retentionYears: number } };

export type UpdatePaymentSettingsMutationVariables = Exact<{
  input: PaymentSettingsInput;
}>;


export type UpdatePaymentSettingsMutation = { updatePaymentSettings: { currency: string, currencyFixed: boolean, paymentAccount: string | null, retentionYears: number } };

export type EventFeesQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventFeesQuery = { eventFees: { eventId: string, currency: string, dueOn: string, refundPolicy: string, keptFee: number, fees: Array<{ eventRole: string, price: number, earlyPrice: number | null, earlyUntil: string | null }> } };

export type SetEventFeesMutationVariables = Exact<{
  eventId: string | number;
  input: EventFeesInput;
}>;


export type SetEventFeesMutation = { setEventFees: { eventId: string, currency: string, dueOn: string, refundPolicy: string, keptFee: number, fees: Array<{ eventRole: string, price: number, earlyPrice: number | null, earlyUntil: string | null }> } };

export type EventPaymentsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventPaymentsQuery = { paymentSettings: { currency: string }, eventPayments: Array<{ registrationId: string, currency: string, price: number | null, owed: number, paid: number, waived: number, balance: number, status: string }> };

export type MarkPaidCashMutationVariables = Exact<{
  eventId: string | number;
  registrationIds: Array<string | number> | string | number;
}>;


export type MarkPaidCashMutation = { markPaidCash: Array<{ registrationId: string, currency: string, price: number | null, owed: number, paid: number, waived: number, balance: number, status: string }> };

export type RecordPaymentMutationVariables = Exact<{
  registrationId: string | number;
  input: PaymentEntryInput;
}>;


export type RecordPaymentMutation = { recordPayment: { registrationId: string, currency: string, price: number | null, owed: number, paid: number, waived: number, balance: number, status: string } };

export type RepriceRegistrationMutationVariables = Exact<{
  registrationId: string | number;
  price: number;
  reason: string;
}>;


export type RepriceRegistrationMutation = { repriceRegistration: { registrationId: string, currency: string, price: number | null, owed: number, paid: number, waived: number, balance: number, status: string } };

export type BankImportSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type BankImportSettingsQuery = { paymentSettings: { currency: string, bankCsvMapping: { date: string, amount: string, counterparty: string, reference: string, account: string | null } | null } };

export type ImportBankStatementMutationVariables = Exact<{
  input: BankStatementInput;
}>;


export type ImportBankStatementMutation = { importBankStatement: Array<{ line: number, bankLineKey: string, outcome: string, registrationId: string | null, account: string, date: string, amount: number, counterparty: string, reference: string, reason: string | null, registration: { playerName: string, characterName: string | null, eventTitle: string } | null }> };

export type ApplyBankLineMutationVariables = Exact<{
  input: BankLineDecisionInput;
}>;


export type ApplyBankLineMutation = { applyBankLine: { line: number, bankLineKey: string, outcome: string, registrationId: string | null, account: string, date: string, amount: number, counterparty: string, reference: string, reason: string | null, registration: { playerName: string, characterName: string | null, eventTitle: string } | null } };

export type PaymentReminderPreviewQueryVariables = Exact<{
  eventId: string | number;
}>;


export type PaymentReminderPreviewQuery = { paymentReminderPreview: { eventId: string, count: number, skipped: number } };

export type RemindUnpaidMutationVariables = Exact<{
  eventId: string | number;
}>;


export type RemindUnpaidMutation = { remindUnpaid: { eventId: string, count: number, skipped: number } };

export type PostEventPaymentsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type PostEventPaymentsQuery = { paymentSettings: { currency: string }, eventPayments: Array<{ registrationId: string, currency: string, price: number | null, owed: number, paid: number, waived: number, balance: number, status: string }>, attendanceReview: { id: string, eventRegistrations: Array<{ id: string, eventRole: string, state: RegistrationState | null, user: { id: string, firstName: string, lastName: string } | null, character: { id: string, characterName: string | null } | null }> } };

export type CancelAccountDeletionByLinkMutationVariables = Exact<{
  token: string;
}>;


export type CancelAccountDeletionByLinkMutation = { cancelAccountDeletionByLink: string };

export type EraseUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type EraseUserMutation = { eraseUser: string };

export type MyDataExportQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDataExportQuery = { myDataExport: Record<string, unknown> };

export type AccountProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountProfileQuery = { currentUser: { id: string, firstName: string, lastName: string, email: string, emailConsent: boolean } | null };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { message: string, pendingEmail: string | null, user: { id: string, firstName: string, lastName: string, email: string, emailConsent: boolean } } };

export type ConfirmEmailMutationVariables = Exact<{
  token: string;
}>;


export type ConfirmEmailMutation = { confirmEmail: { message: string, user: { id: string, email: string } } };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ id: string, device: string | null, createdAt: string, lastSeen: string, current: boolean }> };

export type EndSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type EndSessionMutation = { endSession: string };

export type AccountDeletionQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountDeletionQuery = { accountDeletion: { scheduled: boolean, requestedAt: string | null, eraseAt: string | null } };

export type RequestAccountDeletionMutationVariables = Exact<{
  password?: string | null | undefined;
}>;


export type RequestAccountDeletionMutation = { requestAccountDeletion: { scheduled: boolean, requestedAt: string | null, eraseAt: string | null } };

export type CancelAccountDeletionMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelAccountDeletionMutation = { cancelAccountDeletion: string };

export type CharacterRulesetNoticesQueryVariables = Exact<{
  characterId: string | number;
}>;


export type CharacterRulesetNoticesQuery = { characterRulesetNotices: Array<{ version: number, explanation: string }> };

export type CurrentRulesetQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentRulesetQuery = { ruleset: Record<string, unknown> };

export type RulesetVersionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RulesetVersionsQuery = { rulesetVersions: Array<{ number: number, name: string, label: string, publishedAt: string, publishedBy: string | null, policy: PublishPolicy | null, rebuildUntil: string | null, inForce: boolean }> };

export type RulesetVersionJsonQueryVariables = Exact<{
  number: number;
}>;


export type RulesetVersionJsonQuery = { rulesetVersion: Record<string, unknown> };

export type CreateRulesetDraftMutationVariables = Exact<{
  ruleset: Record<string, unknown>;
}>;


export type CreateRulesetDraftMutation = { createRulesetDraft: { id: string, name: string, label: string, baseVersion: number, currentVersion: number, stale: boolean, summary: Array<string> } };

export type RulesetDraftsQueryVariables = Exact<{ [key: string]: never; }>;


export type RulesetDraftsQuery = { rulesetDrafts: Array<{ id: string, name: string, label: string, createdAt: string, updatedAt: string | null, createdBy: string | null }> };

export type RulesetDraftQueryVariables = Exact<{
  id: string | number;
}>;


export type RulesetDraftQuery = { rulesetDraft: { id: string, name: string, label: string, baseVersion: number, currentVersion: number, stale: boolean, summary: Array<string>, objectVersions: Record<string, unknown> } | null };

export type RulesetDraftJsonQueryVariables = Exact<{
  id: string | number;
}>;


export type RulesetDraftJsonQuery = { rulesetDraftJson: Record<string, unknown> };

export type SaveRulesetObjectMutationVariables = Exact<{
  draftId: string | number;
  kind: string;
  key: string;
  version: number;
  value?: unknown;
}>;


export type SaveRulesetObjectMutation = { saveRulesetObject: { kind: string, key: string, version: number, value: unknown, alsoChanged: Array<string> } };

export type DiscardRulesetDraftMutationVariables = Exact<{
  id: string | number;
}>;


export type DiscardRulesetDraftMutation = { discardRulesetDraft: string };

export type RulesetImpactQueryVariables = Exact<{
  draftId: string | number;
}>;


export type RulesetImpactQuery = { rulesetImpact: { counts: { characters: number, affected: number, players: number, invalidBuild: number, overBudget: number, costChanged: number }, characters: Array<{ characterId: string, characterName: string, kinds: Array<RulesetImpactKind>, costBefore: number, costAfter: number, characterXpTotal: number, messages: Array<string>, lostSkills: Array<{ skill: string, dependents: Array<string> }> }> } };

export type PublishRulesetDraftMutationVariables = Exact<{
  draftId: string | number;
  policy: PublishPolicy;
  rebuildUntil?: string | null | undefined;
}>;


export type PublishRulesetDraftMutation = { publishRulesetDraft: { number: number, name: string } };

export type PrivacyStatementQueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyStatementQuery = { privacyStatement: { text: string, isDefault: boolean, updatedAt: string | null } };

export type UpdatePrivacyStatementMutationVariables = Exact<{
  text: string;
}>;


export type UpdatePrivacyStatementMutation = { updatePrivacyStatement: { text: string, isDefault: boolean, updatedAt: string | null } };

export type SiteLookQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteLookQuery = { siteLook: { communityName: string | null, welcomeText: string | null, accentColor: string | null, logoUrl: string | null } };

export type UpdateSiteLookMutationVariables = Exact<{
  input: SiteLookInput;
}>;


export type UpdateSiteLookMutation = { updateSiteLook: { communityName: string | null, welcomeText: string | null, accentColor: string | null, logoUrl: string | null } };

export type PreviewParticipantMessageQueryVariables = Exact<{
  input: ParticipantMessageInput;
}>;


export type PreviewParticipantMessageQuery = { previewParticipantMessage: { recipientCount: number, recipients: Array<{ userId: string, firstName: string, lastName: string }>, mail: { to: string, subject: string, text: string } | null } };

export type SendParticipantMessageMutationVariables = Exact<{
  input: ParticipantMessageInput;
  sendKey: string;
}>;


export type SendParticipantMessageMutation = { sendParticipantMessage: { id: string, audience: string, eventRole: string | null, subject: string, body: string, recipientCount: number, sentAt: string, sentByName: string | null, delivered: number, waiting: number, failed: number } };

export type ParticipantMessagesQueryVariables = Exact<{
  eventId?: string | number | null | undefined;
}>;


export type ParticipantMessagesQuery = { participantMessages: Array<{ id: string, audience: string, eventRole: string | null, subject: string, body: string, recipientCount: number, sentAt: string, sentByName: string | null, delivered: number, waiting: number, failed: number }> };

export type ParticipantMessageFieldsFragment = { id: string, audience: string, eventRole: string | null, subject: string, body: string, recipientCount: number, sentAt: string, sentByName: string | null, delivered: number, waiting: number, failed: number };

export type EventPlacesSettingsQueryVariables = Exact<{
  id: string | number;
}>;


export type EventPlacesSettingsQuery = { event: { id: string, eventPcCapacity: number | null, eventNpcCapacity: number | null, eventWaitlistMode: WaitlistMode, eventOfferHours: number } | null };

export type AdminEventsQueryVariables = Exact<{
  window: EventWindow;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminEventsQuery = { eventConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, eventTitle: string, eventDescription: string, eventAddress: string, eventImage: string | null, eventStartTime: string, eventEndTime: string, eventPublished: boolean, eventFinalized: boolean, eventSurveyOpenAt: string | null, pcRegistrationCount: number | null, npcRegistrationCount: number | null, eventRegistrationCount: number | null, acceptedRegistrationCount: number | null, waitlistedRegistrationCount: number | null, unreviewedRegistrationCount: number | null, pcPlacesLeft: number | null, npcPlacesLeft: number | null, eventPcCapacity: number | null, eventNpcCapacity: number | null, attendanceRecordCount: number | null, surveyResponseCount: number | null }> } };

export type PublishEventMutationVariables = Exact<{
  id: string | number;
}>;


export type PublishEventMutation = { publishEvent: { id: string, eventPublished: boolean } };

export type DeleteEventMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEventMutation = { deleteEvent: string };

export type EventFormQueryVariables = Exact<{
  id: string | number;
  editing: boolean;
}>;


export type EventFormQuery = { event?: { id: string, eventTitle: string, eventDescription: string, eventAddress: string, eventStartTime: string, eventEndTime: string, eventImage: string | null, eventPublished: boolean, eventFinalized: boolean, eventSurveyOpenAt: string | null, registrationQuestions: Array<{ id: string, questionText: string, rolesToAsk: Array<string>, answerRequired: boolean }> } | null, defaultRegistrationQuestions: Array<{ id: string, questionText: string, rolesToAsk: Array<string>, answerRequired: boolean }>, eventRoleTypes: Array<{ code: string, description: string }> };

export type DefaultRegistrationQuestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DefaultRegistrationQuestionsQuery = { defaultRegistrationQuestions: Array<{ id: string, questionText: string, rolesToAsk: Array<string>, answerRequired: boolean }>, eventRoleTypes: Array<{ code: string, description: string }> };

export type DefaultSurveyQuestionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DefaultSurveyQuestionsQuery = { defaultSurveyQuestions: Array<{ id: string, questionText: string, rolesToAsk: Array<string>, answerRequired: boolean }>, eventRoleTypes: Array<{ code: string, description: string }> };

export type UpdateDefaultRegistrationQuestionsMutationVariables = Exact<{
  questions: Array<QuestionInput> | QuestionInput;
}>;


export type UpdateDefaultRegistrationQuestionsMutation = { updateDefaultRegistrationQuestions: Array<{ id: string, questionText: string, rolesToAsk: Array<string>, answerRequired: boolean }> };

export type UpdateDefaultSurveyQuestionsMutationVariables = Exact<{
  questions: Array<QuestionInput> | QuestionInput;
}>;


export type UpdateDefaultSurveyQuestionsMutation = { updateDefaultSurveyQuestions: Array<{ id: string, questionText: string, rolesToAsk: Array<string>, answerRequired: boolean }> };

export type AttendanceRecordFieldsFragment = { id: string, userId: string, characterId: string | null, eventRole: string, deaths: number, reaperFights: number, xp: number, xpSequence: number, npcShards: number, donationShards: number, donationItems: string | null, user: { id: string, firstName: string, lastName: string, email: string } | null, character: { id: string, characterName: string | null } | null };

export type AttendanceReviewQueryVariables = Exact<{
  eventId: string | number;
}>;


export type AttendanceReviewQuery = { attendanceReview: { id: string, eventTitle: string, eventAddress: string, eventStartTime: string, eventEndTime: string, eventPublished: boolean, eventFinalized: boolean, eventSurveyOpenAt: string | null, pcRegistrationCount: number | null, npcRegistrationCount: number | null, attendanceRecordCount: number | null, surveyResponseCount: number | null, registrationQuestions: Array<{ id: string, questionText: string, rolesToAsk: Array<string>, answerRequired: boolean }>, surveyQuestions: Array<{ id: string, questionText: string }>, eventRegistrations: Array<{ id: string, userId: string, characterId: string | null, eventRole: string, state: RegistrationState | null, waitlistNote: string | null, staffNote: string | null, roleChangedAt: string | null, registeredAt: string, questionAnswers: Array<{ questionId: string, answer: string }>, user: { id: string, firstName: string, lastName: string, email: string } | null, character: { id: string, characterName: string | null, characterXpSequence: number } | null }>, attendanceRecords: Array<{ id: string, userId: string, characterId: string | null, eventRole: string, deaths: number, reaperFights: number, xp: number, xpSequence: number, npcShards: number, donationShards: number, donationItems: string | null, user: { id: string, firstName: string, lastName: string, email: string } | null, character: { id: string, characterName: string | null } | null }>, surveyResponses: Array<{ id: string, userId: string, surveyAnswers: Array<{ questionId: string, answer: string }>, user: { id: string, firstName: string, lastName: string } | null }> } };

export type ConfirmRegistrationsMutationVariables = Exact<{
  eventId: string | number;
  accept: Array<string | number> | string | number;
  waitlist: Array<WaitlistInput> | WaitlistInput;
  overrideCapacity?: boolean | null | undefined;
  waitlistOverPlaces?: boolean | null | undefined;
  overPlacesMessage?: string | null | undefined;
}>;


export type ConfirmRegistrationsMutation = { confirmRegistrations: Array<{ id: string, state: RegistrationState | null, waitlistNote: string | null }> };

export type FinalizePreviewRowFieldsFragment = { userId: string, characterId: string | null, characterName: string | null, eventRole: string, deaths: number, reaperFights: number, xp: number, xpSequence: number, npcShards: number, donationShards: number, donationItems: string | null, checkedInAt: string | null, walkIn: boolean, walkInReason: string | null, user: { id: string, firstName: string, lastName: string }, characterXp: { before: number, after: number } | null, characterXpSequence: { before: number, after: number } | null, characterDeaths: { before: number, after: number } | null, characterReaperFights: { before: number, after: number } | null, shards: { before: number, after: number } };

export type FinalizePreviewQueryVariables = Exact<{
  eventId: string | number;
  records: Array<AttendanceInput> | AttendanceInput;
}>;


export type FinalizePreviewQuery = { finalizePreview: Array<{ userId: string, characterId: string | null, characterName: string | null, eventRole: string, deaths: number, reaperFights: number, xp: number, xpSequence: number, npcShards: number, donationShards: number, donationItems: string | null, checkedInAt: string | null, walkIn: boolean, walkInReason: string | null, user: { id: string, firstName: string, lastName: string }, characterXp: { before: number, after: number } | null, characterXpSequence: { before: number, after: number } | null, characterDeaths: { before: number, after: number } | null, characterReaperFights: { before: number, after: number } | null, shards: { before: number, after: number } }> };

export type PostEventPageQueryVariables = Exact<{
  eventId: string | number;
}>;


export type PostEventPageQuery = { attendanceReview: { id: string, eventTitle: string, eventStartTime: string, eventEndTime: string, eventFinalized: boolean, attendanceRecords: Array<{ id: string, userId: string, characterId: string | null, eventRole: string, deaths: number, reaperFights: number, xp: number, xpSequence: number, npcShards: number, donationShards: number, donationItems: string | null, user: { id: string, firstName: string, lastName: string, email: string } | null, character: { id: string, characterName: string | null } | null }> }, postEventDefaults: Array<{ userId: string, characterId: string | null, characterName: string | null, eventRole: string, deaths: number, reaperFights: number, xp: number, xpSequence: number, npcShards: number, donationShards: number, donationItems: string | null, checkedInAt: string | null, walkIn: boolean, walkInReason: string | null, user: { id: string, firstName: string, lastName: string }, characterXp: { before: number, after: number } | null, characterXpSequence: { before: number, after: number } | null, characterDeaths: { before: number, after: number } | null, characterReaperFights: { before: number, after: number } | null, shards: { before: number, after: number } }>, postEventDraft: { version: number, updatedAt: string | null, updatedByName: string | null, records: Array<{ userId: string, playerName: string, eventRole: string, characterId: string | null, characterName: string | null, deaths: string, reaperFights: string, xp: string, xpSequence: string, npcShards: string, donationShards: string, donationItems: string, xpTouched: boolean, walkIn: boolean }> }, postEventWalkIns: Array<{ checkinId: string, name: string, reason: string | null, scannedAt: string, user: { id: string, firstName: string, lastName: string, email: string } | null }> };

export type PostEventDraftFieldsFragment = { version: number, updatedAt: string | null, updatedByName: string | null, records: Array<{ userId: string, playerName: string, eventRole: string, characterId: string | null, characterName: string | null, deaths: string, reaperFights: string, xp: string, xpSequence: string, npcShards: string, donationShards: string, donationItems: string, xpTouched: boolean, walkIn: boolean }> };

export type GateWalkInFieldsFragment = { checkinId: string, name: string, reason: string | null, scannedAt: string, user: { id: string, firstName: string, lastName: string, email: string } | null };

export type PostEventDraftQueryVariables = Exact<{
  eventId: string | number;
}>;


export type PostEventDraftQuery = { postEventDraft: { version: number, updatedAt: string | null, updatedByName: string | null, records: Array<{ userId: string, playerName: string, eventRole: string, characterId: string | null, characterName: string | null, deaths: string, reaperFights: string, xp: string, xpSequence: string, npcShards: string, donationShards: string, donationItems: string, xpTouched: boolean, walkIn: boolean }> } };

export type SavePostEventDraftMutationVariables = Exact<{
  eventId: string | number;
  version: number;
  records: Array<PostEventDraftRowInput> | PostEventDraftRowInput;
}>;


export type SavePostEventDraftMutation = { savePostEventDraft: { version: number, updatedAt: string | null, updatedByName: string | null } };

export type GateWalkInsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type GateWalkInsQuery = { postEventWalkIns: Array<{ checkinId: string, name: string, reason: string | null, scannedAt: string, user: { id: string, firstName: string, lastName: string, email: string } | null }> };

export type AttachWalkInAccountMutationVariables = Exact<{
  eventId: string | number;
  checkinId: string | number;
  userId?: string | number | null | undefined;
  newAccount?: NewWalkInAccountInput | null | undefined;
}>;


export type AttachWalkInAccountMutation = { attachWalkInAccount: { checkinId: string, name: string, reason: string | null, scannedAt: string, user: { id: string, firstName: string, lastName: string, email: string } | null } };

export type FinalizeEventMutationVariables = Exact<{
  eventId: string | number;
  records: Array<AttendanceInput> | AttendanceInput;
}>;


export type FinalizeEventMutation = { finalizeEvent: { id: string, eventFinalized: boolean, attendanceRecordCount: number | null } };

export type PlayerCharactersQueryVariables = Exact<{
  userId: string | number;
}>;


export type PlayerCharactersQuery = { userCharacters: Array<{ id: string, characterXpSequence: number, shownBuild: { characterName: string } | null }> };

export type EventCheckinsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventCheckinsQuery = { eventCheckins: { checkins: Array<{ id: string, registrationId: string | null, deviceId: string, scannedAt: string, walkIn: boolean, walkInName: string | null, walkInReason: string | null, annulledAt: string | null }>, conflicts: Array<{ id: string, registrationId: string | null, checkinId: string, openedAt: string, resolvedAt: string | null, resolution: string | null, devices: Array<{ deviceId: string, scannedAt: string, staffName: string | null }> }> }, checkinDecisions: Array<{ id: string, action: string, at: string, reason: string, checkinId: string | null, conflictId: string | null }> };

export type UpdateStaffNoteMutationVariables = Exact<{
  eventId: string | number;
  registrationId: string | number;
  staffNote: string;
}>;


export type UpdateStaffNoteMutation = { updateRegistrationAdmin: { id: string, staffNote: string | null } };

export type ChangeRegistrationAdminMutationVariables = Exact<{
  eventId: string | number;
  registrationId: string | number;
  eventRole?: string | null | undefined;
  characterId?: string | number | null | undefined;
  accept?: boolean | null | undefined;
  overrideCapacity?: boolean | null | undefined;
}>;


export type ChangeRegistrationAdminMutation = { updateRegistrationAdmin: { id: string, eventRole: string, state: RegistrationState | null, waitlistNote: string | null, roleChangedAt: string | null, characterId: string | null, character: { id: string, characterName: string | null, characterXpSequence: number } | null } };

export type WaitlistQueueQueryVariables = Exact<{
  eventId: string | number;
}>;


export type WaitlistQueueQuery = { waitlist: Array<{ eventRole: string, capacity: number | null, taken: number, placesLeft: number | null, waitlistMode: WaitlistMode, offers: Array<{ id: string, userId: string, registeredAt: string, waitlistPosition: number | null, waitlistPriority: number | null, offerExpiresAt: string | null }>, line: Array<{ id: string, userId: string, registeredAt: string, waitlistPosition: number | null, waitlistPriority: number | null, offerExpiresAt: string | null }> }> };

export type QueueEntryFragment = { id: string, userId: string, registeredAt: string, waitlistPosition: number | null, waitlistPriority: number | null, offerExpiresAt: string | null };

export type WaitlistNamesQueryVariables = Exact<{
  eventId: string | number;
}>;


export type WaitlistNamesQuery = { attendanceReview: { id: string, eventRegistrations: Array<{ id: string, user: { id: string, firstName: string, lastName: string } | null, character: { id: string, characterName: string | null } | null }> } };

export type SetWaitlistPriorityMutationVariables = Exact<{
  eventId: string | number;
  registrationId: string | number;
  priority?: number | null | undefined;
}>;


export type SetWaitlistPriorityMutation = { updateRegistrationAdmin: { id: string, waitlistPriority: number | null, waitlistPosition: number | null } };

export type PromoteRegistrationMutationVariables = Exact<{
  eventId: string | number;
  registrationId: string | number;
  override?: boolean | null | undefined;
}>;


export type PromoteRegistrationMutation = { confirmRegistrations: Array<{ id: string, state: RegistrationState | null, waitlistPosition: number | null }> };

export type StaffDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffDashboardQuery = { staffDashboard: { playerCount: number, characterCount: number, uncommittedCount: number, upcomingEventCount: number } };

export type StaffCharacterRowFieldsFragment = { id: string, userId: string, playerName: string, playerEmail: string, characterName: string, characterClass: string | null, raceDescription: string, characterLevel: number, characterXpTotal: number, characterXpSequence: number, deathCount: number, reaperFightCount: number, committed: boolean };

export type StaffCharacterConnectionQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  sort?: StaffCharacterOrder | null | undefined;
  direction?: SortDirection | null | undefined;
  search?: string | null | undefined;
  committed?: boolean | null | undefined;
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type StaffCharacterConnectionQuery = { staffCharacterConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, userId: string, playerName: string, playerEmail: string, characterName: string, characterClass: string | null, raceDescription: string, characterLevel: number, characterXpTotal: number, characterXpSequence: number, deathCount: number, reaperFightCount: number, committed: boolean }> } };

export type StaffUserConnectionQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  sort?: StaffUserOrder | null | undefined;
  direction?: SortDirection | null | undefined;
  search?: string | null | undefined;
  includeErased?: boolean | null | undefined;
  role?: UserRole | null | undefined;
  verified?: boolean | null | undefined;
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type StaffUserConnectionQuery = { staffUserConnection: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ id: string, firstName: string, lastName: string, email: string, verified: boolean, roles: Array<UserRole>, shardTotal: number, characterCount: number, erased: boolean }> } };

export type CharacterXpLedgerQueryVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type CharacterXpLedgerQuery = { characters: Array<{ id: string, characterXpTotal: number, shownBuild: { characterName: string } | null, xpLedger: Array<{ id: string, amount: number, kind: LedgerKind, reason: string, createdAt: string, eventTitle: string | null, actor: { id: string, firstName: string, lastName: string } | null }> }> };

export type UserShardLedgerQueryVariables = Exact<{
  userId: string | number;
}>;


export type UserShardLedgerQuery = { userShardLedger: Array<{ id: string, amount: number, kind: LedgerKind, reason: string, createdAt: string, eventTitle: string | null, actor: { id: string, firstName: string, lastName: string } | null }> };

export type UncommitCharacterMutationVariables = Exact<{
  userId: string | number;
  characterId: string | number;
  scope?: UncommitScope | null | undefined;
}>;


export type UncommitCharacterMutation = { uncommitCharacter: { id: string, committed: boolean, buildVersion: number } };

export type GrantXpMutationVariables = Exact<{
  characterIds: Array<string | number> | string | number;
  xpAmount: number;
  reason: string;
}>;


export type GrantXpMutation = { grantXp: { message: string, ids: Array<string> } };

export type GrantShardsMutationVariables = Exact<{
  userIds: Array<string | number> | string | number;
  shardAmount: number;
  reason: string;
}>;


export type GrantShardsMutation = { grantShards: { message: string, ids: Array<string> } };

export type RecordDeathsMutationVariables = Exact<{
  characterId: string | number;
  deathCount?: number | null | undefined;
  reaperFightCount?: number | null | undefined;
  event?: string | null | undefined;
}>;


export type RecordDeathsMutation = { recordDeaths: { message: string, ids: Array<string> } };

export type UpdatePastEventCountsMutationVariables = Exact<{
  counts: Array<PastEventCountInput> | PastEventCountInput;
}>;


export type UpdatePastEventCountsMutation = { updatePastEventCounts: { message: string, ids: Array<string> } };

export type UpdateUserRolesMutationVariables = Exact<{
  users: Array<UserRolesInput> | UserRolesInput;
}>;


export type UpdateUserRolesMutation = { updateUserRoles: Array<{ id: string, roles: Array<UserRole> }> };

export type CreateCharacterForUserMutationVariables = Exact<{
  userId: string | number;
  input: AdminCharacterInput;
}>;


export type CreateCharacterForUserMutation = { createCharacterForUser: { id: string, userId: string, committed: boolean } };

export type StaffCharacterSheetsQueryVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type StaffCharacterSheetsQuery = { characters: Array<{ userId: string, characterXpSequence: number, id: string, buildVersion: number, committed: boolean, characterLevel: number, characterXpTotal: number, deathCount: number, reaperFightCount: number, additionalSpellSchools: Array<string>, shownBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> } | null, user: { id: string, firstName: string, lastName: string, email: string } | null, savedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> } | null, committedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> } | null }> };

export type SecretOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SecretOptionsQuery = { secretOptions: Array<string> };

export type SetAdditionalSpellSchoolsMutationVariables = Exact<{
  userId: string | number;
  characterId: string | number;
  schools: Array<string> | string;
}>;


export type SetAdditionalSpellSchoolsMutation = { setAdditionalSpellSchools: { id: string, buildVersion: number, committed: boolean, characterLevel: number, characterXpTotal: number, deathCount: number, reaperFightCount: number, additionalSpellSchools: Array<string>, savedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> } | null, committedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> } | null } };

export type SetTransformationMutationVariables = Exact<{
  userId: string | number;
  characterId: string | number;
  transformation?: string | null | undefined;
}>;


export type SetTransformationMutation = { setTransformation: { id: string, buildVersion: number, committed: boolean, characterLevel: number, characterXpTotal: number, deathCount: number, reaperFightCount: number, additionalSpellSchools: Array<string>, savedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> } | null, committedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null }, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }> } | null } };

export type FinalizedEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type FinalizedEventsQuery = { eventConnection: { nodes: Array<{ id: string, eventTitle: string, eventStartTime: string, eventFinalized: boolean }> } };

export type EventAttendeesQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventAttendeesQuery = { attendanceReview: { id: string, attendanceRecords: Array<{ id: string, userId: string, characterId: string | null }> } };

export type CharacterInfoToUpdateFieldsFragment = { id: string, committed: boolean, buildVersion: number, additionalSpellSchools: Array<string>, savedBuild: { characterName: string, characterClass: string | null, characterBuildCost: number, createdAt: string | null, characterSkills: Array<{ skillId: string, entry: Record<string, unknown> }>, characterRace: { race: string | null, subculture: string | null, transformation: string | null, raceAttributes: Array<string> | null } } | null };

export type OwnRegistrationFieldsFragment = { id: string, eventId: string, characterId: string | null, eventRole: string, state: RegistrationState | null, waitlistNote: string | null, registeredAt: string, questionAnswers: Array<{ questionId: string, answer: string }> };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { apiTokens: { scopes: Array<ApiTokenScope>, tokens: Array<{ id: string, name: string, tokenPrefix: string, scopes: Array<ApiTokenScope>, expiresAt: string, lastUsedAt: string | null, state: ApiTokenState }> } };

export type ApiTokenFieldsFragment = { id: string, name: string, tokenPrefix: string, scopes: Array<ApiTokenScope>, expiresAt: string, lastUsedAt: string | null, state: ApiTokenState };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { token: string, apiToken: { id: string, name: string, tokenPrefix: string, scopes: Array<ApiTokenScope>, expiresAt: string, lastUsedAt: string | null, state: ApiTokenState } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { id: string, name: string, tokenPrefix: string, scopes: Array<ApiTokenScope>, expiresAt: string, lastUsedAt: string | null, state: ApiTokenState } };

export type CalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeedQuery = { calendarFeed: { hasFeed: boolean } };

export type ResetCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type ResetCalendarFeedMutation = { resetCalendarFeed: string };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhooks: Array<{ id: string, url: string, events: Array<string>, secret: string, active: boolean, createdAt: string }> };

export type WebhookFieldsFragment = { id: string, url: string, events: Array<string>, secret: string, active: boolean, createdAt: string };

export type CreateWebhookMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type CreateWebhookMutation = { createWebhook: { id: string, url: string, events: Array<string>, secret: string, active: boolean, createdAt: string } };

export type SetWebhookActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type SetWebhookActiveMutation = { setWebhookActive: { id: string, url: string, events: Array<string>, secret: string, active: boolean, createdAt: string } };

export type DeleteWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookMutation = { deleteWebhook: string };

export type WebhookDeliveriesQueryVariables = Exact<{
  webhookId: string | number;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: string, event: string, state: string, attempts: number, nextAttemptAt: string | null, lastStatusCode: number | null, lastError: string | null, createdAt: string }> };

export const SignedInUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedInUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"shardTotal"}},{"kind":"Field","name":{"kind":"Name","value":"xpTokenPurchased"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageEvents"}},{"kind":"Field","name":{"kind":"Name","value":"reviewRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"sendMessages"}},{"kind":"Field","name":{"kind":"Name","value":"reviewAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"viewSurveyCounts"}},{"kind":"Field","name":{"kind":"Name","value":"runCheckin"}},{"kind":"Field","name":{"kind":"Name","value":"decideCheckins"}},{"kind":"Field","name":{"kind":"Name","value":"manageCharacters"}},{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewStaffArea"}},{"kind":"Field","name":{"kind":"Name","value":"useGraphiql"}}]}}]}}]} as unknown as DocumentNode<SignedInUserFieldsFragment, unknown>;
export const CharacterRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CharacterRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Character"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpTotal"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpSequence"}},{"kind":"Field","name":{"kind":"Name","value":"deathCount"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFightCount"}},{"kind":"Field","name":{"kind":"Name","value":"deleteAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"uncommittedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"shownBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterClass"}},{"kind":"Field","name":{"kind":"Name","value":"characterRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"subculture"}},{"kind":"Field","name":{"kind":"Name","value":"transformation"}}]}}]}}]}}]} as unknown as DocumentNode<CharacterRowFieldsFragment, unknown>;
export const EditorBuildFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorBuildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterBuild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterClass"}},{"kind":"Field","name":{"kind":"Name","value":"characterBuildCost"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"characterRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"subculture"}},{"kind":"Field","name":{"kind":"Name","value":"transformation"}},{"kind":"Field","name":{"kind":"Name","value":"raceAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterSkills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skillId"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}}]}}]}}]} as unknown as DocumentNode<EditorBuildFieldsFragment, unknown>;
export const EditorCharacterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorCharacterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Character"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"buildVersion"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"characterLevel"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpTotal"}},{"kind":"Field","name":{"kind":"Name","value":"deathCount"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFightCount"}},{"kind":"Field","name":{"kind":"Name","value":"additionalSpellSchools"}},{"kind":"Field","name":{"kind":"Name","value":"savedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorBuildFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"committedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorBuildFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorBuildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterBuild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterClass"}},{"kind":"Field","name":{"kind":"Name","value":"characterBuildCost"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"characterRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"subculture"}},{"kind":"Field","name":{"kind":"Name","value":"transformation"}},{"kind":"Field","name":{"kind":"Name","value":"raceAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterSkills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skillId"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}}]}}]}}]} as unknown as DocumentNode<EditorCharacterFieldsFragment, unknown>;
export const EventTimingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventTimingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventEndTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventPublished"}},{"kind":"Field","name":{"kind":"Name","value":"eventFinalized"}},{"kind":"Field","name":{"kind":"Name","value":"eventSurveyOpenAt"}}]}}]} as unknown as DocumentNode<EventTimingFieldsFragment, unknown>;
export const PlayerEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventDescription"}},{"kind":"Field","name":{"kind":"Name","value":"eventAddress"}},{"kind":"Field","name":{"kind":"Name","value":"eventImage"}},{"kind":"Field","name":{"kind":"Name","value":"eventStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventEndTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventPublished"}},{"kind":"Field","name":{"kind":"Name","value":"eventFinalized"}},{"kind":"Field","name":{"kind":"Name","value":"eventSurveyOpenAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventRegistrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"surveyResponseCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"surveyQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistNote"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendanceRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surveyResponses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PlayerEventFieldsFragment, unknown>;
export const AskedQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AskedQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"rolesToAsk"}},{"kind":"Field","name":{"kind":"Name","value":"answerRequired"}}]}}]} as unknown as DocumentNode<AskedQuestionFieldsFragment, unknown>;
export const PaymentSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencyFixed"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"retentionYears"}}]}}]} as unknown as DocumentNode<PaymentSettingsFieldsFragment, unknown>;
export const EventFeesFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFeesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventFees"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"refundPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"keptFee"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"earlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"earlyUntil"}}]}}]}}]} as unknown as DocumentNode<EventFeesFieldsFragment, unknown>;
export const PaymentAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"waived"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<PaymentAccountFieldsFragment, unknown>;
export const ParticipantMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParticipantMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentByName"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]} as unknown as DocumentNode<ParticipantMessageFieldsFragment, unknown>;
export const AttendanceRecordFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttendanceRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttendanceRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"deaths"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFights"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"xpSequence"}},{"kind":"Field","name":{"kind":"Name","value":"npcShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationItems"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}}]}}]}}]} as unknown as DocumentNode<AttendanceRecordFieldsFragment, unknown>;
export const FinalizePreviewRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FinalizePreviewRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FinalizePreviewRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"deaths"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFights"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"xpSequence"}},{"kind":"Field","name":{"kind":"Name","value":"npcShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationItems"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"walkIn"}},{"kind":"Field","name":{"kind":"Name","value":"walkInReason"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterXp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterXpSequence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterDeaths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterReaperFights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<FinalizePreviewRowFieldsFragment, unknown>;
export const PostEventDraftFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostEventDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostEventDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"deaths"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFights"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"xpSequence"}},{"kind":"Field","name":{"kind":"Name","value":"npcShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationItems"}},{"kind":"Field","name":{"kind":"Name","value":"xpTouched"}},{"kind":"Field","name":{"kind":"Name","value":"walkIn"}}]}}]}}]} as unknown as DocumentNode<PostEventDraftFieldsFragment, unknown>;
export const GateWalkInFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GateWalkInFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GateWalkIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkinId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"scannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<GateWalkInFieldsFragment, unknown>;
export const QueueEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueueEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPriority"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}}]}}]} as unknown as DocumentNode<QueueEntryFragment, unknown>;
export const StaffCharacterRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCharacterRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCharacterRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterClass"}},{"kind":"Field","name":{"kind":"Name","value":"raceDescription"}},{"kind":"Field","name":{"kind":"Name","value":"characterLevel"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpTotal"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpSequence"}},{"kind":"Field","name":{"kind":"Name","value":"deathCount"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFightCount"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}}]}}]} as unknown as DocumentNode<StaffCharacterRowFieldsFragment, unknown>;
export const CharacterInfoToUpdateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CharacterInfoToUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Character"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"buildVersion"}},{"kind":"Field","name":{"kind":"Name","value":"additionalSpellSchools"}},{"kind":"Field","name":{"kind":"Name","value":"savedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterClass"}},{"kind":"Field","name":{"kind":"Name","value":"characterBuildCost"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"characterSkills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skillId"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"subculture"}},{"kind":"Field","name":{"kind":"Name","value":"transformation"}},{"kind":"Field","name":{"kind":"Name","value":"raceAttributes"}}]}}]}}]}}]} as unknown as DocumentNode<CharacterInfoToUpdateFieldsFragment, unknown>;
export const OwnRegistrationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistNote"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"questionAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<OwnRegistrationFieldsFragment, unknown>;
export const ApiTokenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<ApiTokenFieldsFragment, unknown>;
export const WebhookFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookFieldsFragment, unknown>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignedInUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedInUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"shardTotal"}},{"kind":"Field","name":{"kind":"Name","value":"xpTokenPurchased"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageEvents"}},{"kind":"Field","name":{"kind":"Name","value":"reviewRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"sendMessages"}},{"kind":"Field","name":{"kind":"Name","value":"reviewAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"viewSurveyCounts"}},{"kind":"Field","name":{"kind":"Name","value":"runCheckin"}},{"kind":"Field","name":{"kind":"Name","value":"decideCheckins"}},{"kind":"Field","name":{"kind":"Name","value":"manageCharacters"}},{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewStaffArea"}},{"kind":"Field","name":{"kind":"Name","value":"useGraphiql"}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignedInUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedInUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"shardTotal"}},{"kind":"Field","name":{"kind":"Name","value":"xpTokenPurchased"}},{"kind":"Field","name":{"kind":"Name","value":"can"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manageEvents"}},{"kind":"Field","name":{"kind":"Name","value":"reviewRegistrations"}},{"kind":"Field","name":{"kind":"Name","value":"sendMessages"}},{"kind":"Field","name":{"kind":"Name","value":"reviewAttendance"}},{"kind":"Field","name":{"kind":"Name","value":"viewSurveyCounts"}},{"kind":"Field","name":{"kind":"Name","value":"runCheckin"}},{"kind":"Field","name":{"kind":"Name","value":"decideCheckins"}},{"kind":"Field","name":{"kind":"Name","value":"manageCharacters"}},{"kind":"Field","name":{"kind":"Name","value":"manageUsers"}},{"kind":"Field","name":{"kind":"Name","value":"viewStaffArea"}},{"kind":"Field","name":{"kind":"Name","value":"useGraphiql"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const SignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Signup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<SignupMutation, SignupMutationVariables>;
export const ResendVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<ResendVerificationMutation, ResendVerificationMutationVariables>;
export const VerifyAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}}]}}]}}]} as unknown as DocumentNode<VerifyAccountMutation, VerifyAccountMutationVariables>;
export const ForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<ForgotPasswordMutation, ForgotPasswordMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const UpdatePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<UpdatePasswordMutation, UpdatePasswordMutationVariables>;
export const HomeCharactersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeCharacters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCharacters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CharacterRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CharacterRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Character"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpTotal"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpSequence"}},{"kind":"Field","name":{"kind":"Name","value":"deathCount"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFightCount"}},{"kind":"Field","name":{"kind":"Name","value":"deleteAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"uncommittedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"shownBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterClass"}},{"kind":"Field","name":{"kind":"Name","value":"characterRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"subculture"}},{"kind":"Field","name":{"kind":"Name","value":"transformation"}}]}}]}}]}}]} as unknown as DocumentNode<HomeCharactersQuery, HomeCharactersQueryVariables>;
export const HomeShardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeShards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myShards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shards"}},{"kind":"Field","name":{"kind":"Name","value":"xpTokenPurchased"}}]}}]}}]} as unknown as DocumentNode<HomeShardsQuery, HomeShardsQueryVariables>;
export const DeleteOwnCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOwnCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteOwnCharacterMutation, DeleteOwnCharacterMutationVariables>;
export const BuyXpTokenForCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyXpTokenForCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyXpToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpTotal"}},{"kind":"Field","name":{"kind":"Name","value":"shards"}},{"kind":"Field","name":{"kind":"Name","value":"xpTokenPurchased"}}]}}]}}]} as unknown as DocumentNode<BuyXpTokenForCharacterMutation, BuyXpTokenForCharacterMutationVariables>;
export const RaceRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RaceRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"races"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"raceName"}},{"kind":"Field","name":{"kind":"Name","value":"subcultureName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"attributeChoice"}},{"kind":"Field","name":{"kind":"Name","value":"transformations"}},{"kind":"Field","name":{"kind":"Name","value":"raceDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transformations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transformationName"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAttributes"}},{"kind":"Field","name":{"kind":"Name","value":"transformationDescription"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterClasses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<RaceRulesQuery, RaceRulesQueryVariables>;
export const CreateNewCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNewCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterInfoGqlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateNewCharacterMutation, CreateNewCharacterMutationVariables>;
export const CharacterInfoToUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CharacterInfoToUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CharacterInfoToUpdateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CharacterInfoToUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Character"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"buildVersion"}},{"kind":"Field","name":{"kind":"Name","value":"additionalSpellSchools"}},{"kind":"Field","name":{"kind":"Name","value":"savedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterClass"}},{"kind":"Field","name":{"kind":"Name","value":"characterBuildCost"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"characterSkills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skillId"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"subculture"}},{"kind":"Field","name":{"kind":"Name","value":"transformation"}},{"kind":"Field","name":{"kind":"Name","value":"raceAttributes"}}]}}]}}]}}]} as unknown as DocumentNode<CharacterInfoToUpdateQuery, CharacterInfoToUpdateQueryVariables>;
export const UpdateCharacterInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCharacterInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterInfoGqlInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CharacterInfoToUpdateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CharacterInfoToUpdateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Character"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"buildVersion"}},{"kind":"Field","name":{"kind":"Name","value":"additionalSpellSchools"}},{"kind":"Field","name":{"kind":"Name","value":"savedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterClass"}},{"kind":"Field","name":{"kind":"Name","value":"characterBuildCost"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"characterSkills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skillId"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"subculture"}},{"kind":"Field","name":{"kind":"Name","value":"transformation"}},{"kind":"Field","name":{"kind":"Name","value":"raceAttributes"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCharacterInfoMutation, UpdateCharacterInfoMutationVariables>;
export const SiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulebookLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;
export const EditorCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorCharacterFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"shardTotal"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorBuildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterBuild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterClass"}},{"kind":"Field","name":{"kind":"Name","value":"characterBuildCost"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"characterRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"subculture"}},{"kind":"Field","name":{"kind":"Name","value":"transformation"}},{"kind":"Field","name":{"kind":"Name","value":"raceAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterSkills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skillId"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorCharacterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Character"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"buildVersion"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"characterLevel"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpTotal"}},{"kind":"Field","name":{"kind":"Name","value":"deathCount"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFightCount"}},{"kind":"Field","name":{"kind":"Name","value":"additionalSpellSchools"}},{"kind":"Field","name":{"kind":"Name","value":"savedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorBuildFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"committedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorBuildFields"}}]}}]}}]} as unknown as DocumentNode<EditorCharacterQuery, EditorCharacterQueryVariables>;
export const SaveCharacterBuildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCharacterBuild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"characterBuild"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buildVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCharacterBuild"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"characterBuild"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterBuild"}}},{"kind":"Argument","name":{"kind":"Name","value":"buildVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buildVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorCharacterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorBuildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterBuild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterClass"}},{"kind":"Field","name":{"kind":"Name","value":"characterBuildCost"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"characterRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"subculture"}},{"kind":"Field","name":{"kind":"Name","value":"transformation"}},{"kind":"Field","name":{"kind":"Name","value":"raceAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterSkills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skillId"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorCharacterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Character"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"buildVersion"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"characterLevel"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpTotal"}},{"kind":"Field","name":{"kind":"Name","value":"deathCount"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFightCount"}},{"kind":"Field","name":{"kind":"Name","value":"additionalSpellSchools"}},{"kind":"Field","name":{"kind":"Name","value":"savedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorBuildFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"committedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorBuildFields"}}]}}]}}]} as unknown as DocumentNode<SaveCharacterBuildMutation, SaveCharacterBuildMutationVariables>;
export const CommitCharacterBuildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CommitCharacterBuild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"characterBuild"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"buildVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitCharacterBuild"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"characterBuild"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterBuild"}}},{"kind":"Argument","name":{"kind":"Name","value":"buildVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"buildVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorCharacterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorBuildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterBuild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterClass"}},{"kind":"Field","name":{"kind":"Name","value":"characterBuildCost"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"characterRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"subculture"}},{"kind":"Field","name":{"kind":"Name","value":"transformation"}},{"kind":"Field","name":{"kind":"Name","value":"raceAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterSkills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skillId"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorCharacterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Character"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"buildVersion"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"characterLevel"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpTotal"}},{"kind":"Field","name":{"kind":"Name","value":"deathCount"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFightCount"}},{"kind":"Field","name":{"kind":"Name","value":"additionalSpellSchools"}},{"kind":"Field","name":{"kind":"Name","value":"savedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorBuildFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"committedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorBuildFields"}}]}}]}}]} as unknown as DocumentNode<CommitCharacterBuildMutation, CommitCharacterBuildMutationVariables>;
export const GameDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GameData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameData"}}]}}]} as unknown as DocumentNode<GameDataQuery, GameDataQueryVariables>;
export const PlayerEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staff"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"window"},"value":{"kind":"EnumValue","value":"UPCOMING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerEventFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"pastEvents"},"name":{"kind":"Name","value":"eventConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"window"},"value":{"kind":"EnumValue","value":"PAST"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventDescription"}},{"kind":"Field","name":{"kind":"Name","value":"eventAddress"}},{"kind":"Field","name":{"kind":"Name","value":"eventImage"}},{"kind":"Field","name":{"kind":"Name","value":"eventStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventEndTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventPublished"}},{"kind":"Field","name":{"kind":"Name","value":"eventFinalized"}},{"kind":"Field","name":{"kind":"Name","value":"eventSurveyOpenAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventRegistrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"surveyResponseCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"surveyQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistNote"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendanceRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surveyResponses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PlayerEventsQuery, PlayerEventsQueryVariables>;
export const RegistrationChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCharacters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shownBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventRoleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<RegistrationChoicesQuery, RegistrationChoicesQueryVariables>;
export const RegistrationEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventTimingFields"}},{"kind":"Field","name":{"kind":"Name","value":"registrationQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AskedQuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventTimingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventEndTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventPublished"}},{"kind":"Field","name":{"kind":"Name","value":"eventFinalized"}},{"kind":"Field","name":{"kind":"Name","value":"eventSurveyOpenAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AskedQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"rolesToAsk"}},{"kind":"Field","name":{"kind":"Name","value":"answerRequired"}}]}}]} as unknown as DocumentNode<RegistrationEventQuery, RegistrationEventQueryVariables>;
export const EventRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OwnRegistrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistNote"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"questionAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<EventRegistrationQuery, EventRegistrationQueryVariables>;
export const RegisterForEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterForEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerForEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<RegisterForEventMutation, RegisterForEventMutationVariables>;
export const UpdateEventRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEventRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEventRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OwnRegistrationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OwnRegistrationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistNote"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"questionAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<UpdateEventRegistrationMutation, UpdateEventRegistrationMutationVariables>;
export const CancelEventRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelEventRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelEventRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<CancelEventRegistrationMutation, CancelEventRegistrationMutationVariables>;
export const SurveyEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SurveyEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventTimingFields"}},{"kind":"Field","name":{"kind":"Name","value":"surveyQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AskedQuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendanceRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surveyResponses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"surveyAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventTimingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventEndTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventPublished"}},{"kind":"Field","name":{"kind":"Name","value":"eventFinalized"}},{"kind":"Field","name":{"kind":"Name","value":"eventSurveyOpenAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AskedQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"rolesToAsk"}},{"kind":"Field","name":{"kind":"Name","value":"answerRequired"}}]}}]} as unknown as DocumentNode<SurveyEventQuery, SurveyEventQueryVariables>;
export const SubmitSurveyResponseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitSurveyResponse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"edit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitSurveyResponse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}},{"kind":"Argument","name":{"kind":"Name","value":"edit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"edit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"surveyAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]} as unknown as DocumentNode<SubmitSurveyResponseMutation, SubmitSurveyResponseMutationVariables>;
export const PlayerPastEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerPastEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staff"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"window"},"value":{"kind":"EnumValue","value":"PAST"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlayerEventFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlayerEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventDescription"}},{"kind":"Field","name":{"kind":"Name","value":"eventAddress"}},{"kind":"Field","name":{"kind":"Name","value":"eventImage"}},{"kind":"Field","name":{"kind":"Name","value":"eventStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventEndTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventPublished"}},{"kind":"Field","name":{"kind":"Name","value":"eventFinalized"}},{"kind":"Field","name":{"kind":"Name","value":"eventSurveyOpenAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventRegistrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"surveyResponseCount"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"surveyQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistNote"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendanceRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surveyResponses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PlayerPastEventsQuery, PlayerPastEventsQueryVariables>;
export const EventPlacesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPlaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"published"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"window"},"value":{"kind":"EnumValue","value":"UPCOMING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pcPlacesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"npcPlacesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"eventRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventPlacesQuery, EventPlacesQueryVariables>;
export const OfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Offer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}}]}}]}}]} as unknown as DocumentNode<OfferQuery, OfferQueryVariables>;
export const OfferEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OfferEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"mine"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventStartTime"}}]}}]}}]} as unknown as DocumentNode<OfferEventQuery, OfferEventQueryVariables>;
export const AcceptOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}}]}}]}}]} as unknown as DocumentNode<AcceptOfferMutation, AcceptOfferMutationVariables>;
export const DeclineOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineOffer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}}]}}]}}]} as unknown as DocumentNode<DeclineOfferMutation, DeclineOfferMutationVariables>;
export const NotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminderMails"}}]}}]}}]} as unknown as DocumentNode<NotificationSettingsQuery, NotificationSettingsQueryVariables>;
export const UpdateNotificationSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateNotificationSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reminderMails"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reminderMails"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reminderMails"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reminderMails"}}]}}]}}]} as unknown as DocumentNode<UpdateNotificationSettingsMutation, UpdateNotificationSettingsMutationVariables>;
export const MailOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailOutbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mailOutbox"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}}]}}]}}]} as unknown as DocumentNode<MailOutboxQuery, MailOutboxQueryVariables>;
export const SendMailAgainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMailAgain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMailAgain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"mail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}}]} as unknown as DocumentNode<SendMailAgainMutation, SendMailAgainMutationVariables>;
export const RegistrationPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistrationPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"waived"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"balanceText"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAccount"}}]}}]}}]} as unknown as DocumentNode<RegistrationPaymentsQuery, RegistrationPaymentsQueryVariables>;
export const PaymentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencyFixed"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"retentionYears"}}]}}]} as unknown as DocumentNode<PaymentSettingsQuery, PaymentSettingsQueryVariables>;
export const UpdatePaymentSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"currencyFixed"}},{"kind":"Field","name":{"kind":"Name","value":"paymentAccount"}},{"kind":"Field","name":{"kind":"Name","value":"retentionYears"}}]}}]} as unknown as DocumentNode<UpdatePaymentSettingsMutation, UpdatePaymentSettingsMutationVariables>;
export const EventFeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventFees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventFees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFeesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFeesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventFees"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"refundPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"keptFee"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"earlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"earlyUntil"}}]}}]}}]} as unknown as DocumentNode<EventFeesQuery, EventFeesQueryVariables>;
export const SetEventFeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEventFees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFeesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEventFees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventFeesFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventFeesFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventFees"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"dueOn"}},{"kind":"Field","name":{"kind":"Name","value":"refundPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"keptFee"}},{"kind":"Field","name":{"kind":"Name","value":"fees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"earlyPrice"}},{"kind":"Field","name":{"kind":"Name","value":"earlyUntil"}}]}}]}}]} as unknown as DocumentNode<SetEventFeesMutation, SetEventFeesMutationVariables>;
export const EventPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"waived"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<EventPaymentsQuery, EventPaymentsQueryVariables>;
export const MarkPaidCashDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkPaidCash"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markPaidCash"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"registrationIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"waived"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<MarkPaidCashMutation, MarkPaidCashMutationVariables>;
export const RecordPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"waived"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RecordPaymentMutation, RecordPaymentMutationVariables>;
export const RepriceRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RepriceRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"price"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"repriceRegistration"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"price"},"value":{"kind":"Variable","name":{"kind":"Name","value":"price"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAccountFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"waived"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RepriceRegistrationMutation, RepriceRegistrationMutationVariables>;
export const BankImportSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankImportSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"bankCsvMapping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}}]}}]} as unknown as DocumentNode<BankImportSettingsQuery, BankImportSettingsQueryVariables>;
export const ImportBankStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportBankStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankStatementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importBankStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"bankLineKey"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ImportBankStatementMutation, ImportBankStatementMutationVariables>;
export const ApplyBankLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyBankLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankLineDecisionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyBankLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"bankLineKey"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}}]}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ApplyBankLineMutation, ApplyBankLineMutationVariables>;
export const PaymentReminderPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentReminderPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentReminderPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]} as unknown as DocumentNode<PaymentReminderPreviewQuery, PaymentReminderPreviewQueryVariables>;
export const RemindUnpaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemindUnpaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"remindUnpaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]} as unknown as DocumentNode<RemindUnpaidMutation, RemindUnpaidMutationVariables>;
export const PostEventPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostEventPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAccountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendanceReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"owed"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"waived"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<PostEventPaymentsQuery, PostEventPaymentsQueryVariables>;
export const CancelAccountDeletionByLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAccountDeletionByLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAccountDeletionByLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<CancelAccountDeletionByLinkMutation, CancelAccountDeletionByLinkMutationVariables>;
export const EraseUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EraseUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eraseUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<EraseUserMutation, EraseUserMutationVariables>;
export const MyDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDataExport"}}]}}]} as unknown as DocumentNode<MyDataExportQuery, MyDataExportQueryVariables>;
export const AccountProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConsent"}}]}}]}}]} as unknown as DocumentNode<AccountProfileQuery, AccountProfileQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConsent"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ConfirmEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmEmailMutation, ConfirmEmailMutationVariables>;
export const MySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeen"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const EndSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const AccountDeletionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountDeletion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountDeletion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduled"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eraseAt"}}]}}]}}]} as unknown as DocumentNode<AccountDeletionQuery, AccountDeletionQueryVariables>;
export const RequestAccountDeletionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestAccountDeletion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAccountDeletion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduled"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eraseAt"}}]}}]}}]} as unknown as DocumentNode<RequestAccountDeletionMutation, RequestAccountDeletionMutationVariables>;
export const CancelAccountDeletionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAccountDeletion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAccountDeletion"}}]}}]} as unknown as DocumentNode<CancelAccountDeletionMutation, CancelAccountDeletionMutationVariables>;
export const CharacterRulesetNoticesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CharacterRulesetNotices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterRulesetNotices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}}]} as unknown as DocumentNode<CharacterRulesetNoticesQuery, CharacterRulesetNoticesQueryVariables>;
export const CurrentRulesetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentRuleset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleset"}}]}}]} as unknown as DocumentNode<CurrentRulesetQuery, CurrentRulesetQueryVariables>;
export const RulesetVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RulesetVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulesetVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedBy"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"rebuildUntil"}},{"kind":"Field","name":{"kind":"Name","value":"inForce"}}]}}]}}]} as unknown as DocumentNode<RulesetVersionsQuery, RulesetVersionsQueryVariables>;
export const RulesetVersionJsonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RulesetVersionJson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulesetVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}]}]}}]} as unknown as DocumentNode<RulesetVersionJsonQuery, RulesetVersionJsonQueryVariables>;
export const CreateRulesetDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRulesetDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ruleset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSONObject"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRulesetDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ruleset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ruleset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"baseVersion"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}}]} as unknown as DocumentNode<CreateRulesetDraftMutation, CreateRulesetDraftMutationVariables>;
export const RulesetDraftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RulesetDrafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulesetDrafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]}}]} as unknown as DocumentNode<RulesetDraftsQuery, RulesetDraftsQueryVariables>;
export const RulesetDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RulesetDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulesetDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"baseVersion"}},{"kind":"Field","name":{"kind":"Name","value":"currentVersion"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"objectVersions"}}]}}]}}]} as unknown as DocumentNode<RulesetDraftQuery, RulesetDraftQueryVariables>;
export const RulesetDraftJsonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RulesetDraftJson"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulesetDraftJson"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RulesetDraftJsonQuery, RulesetDraftJsonQueryVariables>;
export const SaveRulesetObjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveRulesetObject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"draftId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"value"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveRulesetObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"draftId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"draftId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"value"},"value":{"kind":"Variable","name":{"kind":"Name","value":"value"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"alsoChanged"}}]}}]}}]} as unknown as DocumentNode<SaveRulesetObjectMutation, SaveRulesetObjectMutationVariables>;
export const DiscardRulesetDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DiscardRulesetDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"discardRulesetDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DiscardRulesetDraftMutation, DiscardRulesetDraftMutationVariables>;
export const RulesetImpactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RulesetImpact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"draftId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rulesetImpact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"draftId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"draftId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characters"}},{"kind":"Field","name":{"kind":"Name","value":"affected"}},{"kind":"Field","name":{"kind":"Name","value":"players"}},{"kind":"Field","name":{"kind":"Name","value":"invalidBuild"}},{"kind":"Field","name":{"kind":"Name","value":"overBudget"}},{"kind":"Field","name":{"kind":"Name","value":"costChanged"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"}},{"kind":"Field","name":{"kind":"Name","value":"lostSkills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skill"}},{"kind":"Field","name":{"kind":"Name","value":"dependents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"costBefore"}},{"kind":"Field","name":{"kind":"Name","value":"costAfter"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpTotal"}},{"kind":"Field","name":{"kind":"Name","value":"messages"}}]}}]}}]}}]} as unknown as DocumentNode<RulesetImpactQuery, RulesetImpactQueryVariables>;
export const PublishRulesetDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishRulesetDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"draftId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"policy"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishPolicy"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rebuildUntil"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishRulesetDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"draftId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"draftId"}}},{"kind":"Argument","name":{"kind":"Name","value":"policy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"policy"}}},{"kind":"Argument","name":{"kind":"Name","value":"rebuildUntil"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rebuildUntil"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PublishRulesetDraftMutation, PublishRulesetDraftMutationVariables>;
export const PrivacyStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrivacyStatement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privacyStatement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<PrivacyStatementQuery, PrivacyStatementQueryVariables>;
export const UpdatePrivacyStatementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePrivacyStatement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePrivacyStatement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<UpdatePrivacyStatementMutation, UpdatePrivacyStatementMutationVariables>;
export const SiteLookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteLook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteLook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityName"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeText"}},{"kind":"Field","name":{"kind":"Name","value":"accentColor"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}}]} as unknown as DocumentNode<SiteLookQuery, SiteLookQueryVariables>;
export const UpdateSiteLookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSiteLook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SiteLookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteLook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"communityName"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeText"}},{"kind":"Field","name":{"kind":"Name","value":"accentColor"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}}]} as unknown as DocumentNode<UpdateSiteLookMutation, UpdateSiteLookMutationVariables>;
export const PreviewParticipantMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewParticipantMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewParticipantMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<PreviewParticipantMessageQuery, PreviewParticipantMessageQueryVariables>;
export const SendParticipantMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendParticipantMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantMessageInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sendKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendParticipantMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"sendKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sendKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParticipantMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParticipantMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentByName"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]} as unknown as DocumentNode<SendParticipantMessageMutation, SendParticipantMessageMutationVariables>;
export const ParticipantMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParticipantMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participantMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParticipantMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParticipantMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"recipientCount"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentByName"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]} as unknown as DocumentNode<ParticipantMessagesQuery, ParticipantMessagesQueryVariables>;
export const EventPlacesSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPlacesSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventPcCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"eventNpcCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"eventWaitlistMode"}},{"kind":"Field","name":{"kind":"Name","value":"eventOfferHours"}}]}}]}}]} as unknown as DocumentNode<EventPlacesSettingsQuery, EventPlacesSettingsQueryVariables>;
export const AdminEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"window"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventWindow"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"window"},"value":{"kind":"Variable","name":{"kind":"Name","value":"window"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventDescription"}},{"kind":"Field","name":{"kind":"Name","value":"eventAddress"}},{"kind":"Field","name":{"kind":"Name","value":"eventImage"}},{"kind":"Field","name":{"kind":"Name","value":"eventStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventEndTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventPublished"}},{"kind":"Field","name":{"kind":"Name","value":"eventFinalized"}},{"kind":"Field","name":{"kind":"Name","value":"eventSurveyOpenAt"}},{"kind":"Field","name":{"kind":"Name","value":"pcRegistrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"npcRegistrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"eventRegistrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedRegistrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistedRegistrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"unreviewedRegistrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"pcPlacesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"npcPlacesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"eventPcCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"eventNpcCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"surveyResponseCount"}}]}}]}}]}}]} as unknown as DocumentNode<AdminEventsQuery, AdminEventsQueryVariables>;
export const PublishEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventPublished"}}]}}]}}]} as unknown as DocumentNode<PublishEventMutation, PublishEventMutationVariables>;
export const DeleteEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteEventMutation, DeleteEventMutationVariables>;
export const EventFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"editing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"editing"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventDescription"}},{"kind":"Field","name":{"kind":"Name","value":"eventAddress"}},{"kind":"Field","name":{"kind":"Name","value":"eventStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventEndTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventImage"}},{"kind":"Field","name":{"kind":"Name","value":"eventPublished"}},{"kind":"Field","name":{"kind":"Name","value":"eventFinalized"}},{"kind":"Field","name":{"kind":"Name","value":"eventSurveyOpenAt"}},{"kind":"Field","name":{"kind":"Name","value":"registrationQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"rolesToAsk"}},{"kind":"Field","name":{"kind":"Name","value":"answerRequired"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultRegistrationQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"rolesToAsk"}},{"kind":"Field","name":{"kind":"Name","value":"answerRequired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventRoleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<EventFormQuery, EventFormQueryVariables>;
export const DefaultRegistrationQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DefaultRegistrationQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultRegistrationQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"rolesToAsk"}},{"kind":"Field","name":{"kind":"Name","value":"answerRequired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventRoleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<DefaultRegistrationQuestionsQuery, DefaultRegistrationQuestionsQueryVariables>;
export const DefaultSurveyQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DefaultSurveyQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultSurveyQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"rolesToAsk"}},{"kind":"Field","name":{"kind":"Name","value":"answerRequired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventRoleTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<DefaultSurveyQuestionsQuery, DefaultSurveyQuestionsQueryVariables>;
export const UpdateDefaultRegistrationQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDefaultRegistrationQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questions"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDefaultRegistrationQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"questions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"rolesToAsk"}},{"kind":"Field","name":{"kind":"Name","value":"answerRequired"}}]}}]}}]} as unknown as DocumentNode<UpdateDefaultRegistrationQuestionsMutation, UpdateDefaultRegistrationQuestionsMutationVariables>;
export const UpdateDefaultSurveyQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDefaultSurveyQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questions"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDefaultSurveyQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"questions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"rolesToAsk"}},{"kind":"Field","name":{"kind":"Name","value":"answerRequired"}}]}}]}}]} as unknown as DocumentNode<UpdateDefaultSurveyQuestionsMutation, UpdateDefaultSurveyQuestionsMutationVariables>;
export const AttendanceReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttendanceReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventAddress"}},{"kind":"Field","name":{"kind":"Name","value":"eventStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventEndTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventPublished"}},{"kind":"Field","name":{"kind":"Name","value":"eventFinalized"}},{"kind":"Field","name":{"kind":"Name","value":"eventSurveyOpenAt"}},{"kind":"Field","name":{"kind":"Name","value":"pcRegistrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"npcRegistrationCount"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceRecordCount"}},{"kind":"Field","name":{"kind":"Name","value":"surveyResponseCount"}},{"kind":"Field","name":{"kind":"Name","value":"registrationQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"rolesToAsk"}},{"kind":"Field","name":{"kind":"Name","value":"answerRequired"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surveyQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistNote"}},{"kind":"Field","name":{"kind":"Name","value":"staffNote"}},{"kind":"Field","name":{"kind":"Name","value":"roleChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"questionAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpSequence"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendanceRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttendanceRecordFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"surveyResponses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"surveyAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttendanceRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttendanceRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"deaths"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFights"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"xpSequence"}},{"kind":"Field","name":{"kind":"Name","value":"npcShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationItems"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}}]}}]}}]} as unknown as DocumentNode<AttendanceReviewQuery, AttendanceReviewQueryVariables>;
export const ConfirmRegistrationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmRegistrations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waitlist"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WaitlistInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overrideCapacity"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"waitlistOverPlaces"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overPlacesMessage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmRegistrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}},{"kind":"Argument","name":{"kind":"Name","value":"waitlist"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waitlist"}}},{"kind":"Argument","name":{"kind":"Name","value":"overrideCapacity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overrideCapacity"}}},{"kind":"Argument","name":{"kind":"Name","value":"waitlistOverPlaces"},"value":{"kind":"Variable","name":{"kind":"Name","value":"waitlistOverPlaces"}}},{"kind":"Argument","name":{"kind":"Name","value":"overPlacesMessage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overPlacesMessage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistNote"}}]}}]}}]} as unknown as DocumentNode<ConfirmRegistrationsMutation, ConfirmRegistrationsMutationVariables>;
export const FinalizePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FinalizePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"records"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttendanceInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalizePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"records"},"value":{"kind":"Variable","name":{"kind":"Name","value":"records"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FinalizePreviewRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FinalizePreviewRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FinalizePreviewRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"deaths"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFights"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"xpSequence"}},{"kind":"Field","name":{"kind":"Name","value":"npcShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationItems"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"walkIn"}},{"kind":"Field","name":{"kind":"Name","value":"walkInReason"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterXp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterXpSequence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterDeaths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterReaperFights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]} as unknown as DocumentNode<FinalizePreviewQuery, FinalizePreviewQueryVariables>;
export const PostEventPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostEventPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventEndTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventFinalized"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttendanceRecordFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"postEventDefaults"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FinalizePreviewRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postEventDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostEventDraftFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"postEventWalkIns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GateWalkInFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttendanceRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttendanceRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"deaths"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFights"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"xpSequence"}},{"kind":"Field","name":{"kind":"Name","value":"npcShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationItems"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FinalizePreviewRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FinalizePreviewRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"deaths"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFights"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"xpSequence"}},{"kind":"Field","name":{"kind":"Name","value":"npcShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationItems"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"walkIn"}},{"kind":"Field","name":{"kind":"Name","value":"walkInReason"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterXp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterXpSequence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterDeaths"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterReaperFights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostEventDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostEventDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"deaths"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFights"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"xpSequence"}},{"kind":"Field","name":{"kind":"Name","value":"npcShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationItems"}},{"kind":"Field","name":{"kind":"Name","value":"xpTouched"}},{"kind":"Field","name":{"kind":"Name","value":"walkIn"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GateWalkInFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GateWalkIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkinId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"scannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<PostEventPageQuery, PostEventPageQueryVariables>;
export const PostEventDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostEventDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postEventDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostEventDraftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostEventDraftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostEventDraft"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}},{"kind":"Field","name":{"kind":"Name","value":"records"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"deaths"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFights"}},{"kind":"Field","name":{"kind":"Name","value":"xp"}},{"kind":"Field","name":{"kind":"Name","value":"xpSequence"}},{"kind":"Field","name":{"kind":"Name","value":"npcShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationShards"}},{"kind":"Field","name":{"kind":"Name","value":"donationItems"}},{"kind":"Field","name":{"kind":"Name","value":"xpTouched"}},{"kind":"Field","name":{"kind":"Name","value":"walkIn"}}]}}]}}]} as unknown as DocumentNode<PostEventDraftQuery, PostEventDraftQueryVariables>;
export const SavePostEventDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePostEventDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"records"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostEventDraftRowInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePostEventDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"records"},"value":{"kind":"Variable","name":{"kind":"Name","value":"records"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedByName"}}]}}]}}]} as unknown as DocumentNode<SavePostEventDraftMutation, SavePostEventDraftMutationVariables>;
export const GateWalkInsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GateWalkIns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postEventWalkIns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GateWalkInFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GateWalkInFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GateWalkIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkinId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"scannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<GateWalkInsQuery, GateWalkInsQueryVariables>;
export const AttachWalkInAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AttachWalkInAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkinId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newAccount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"NewWalkInAccountInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attachWalkInAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkinId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkinId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"newAccount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newAccount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GateWalkInFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GateWalkInFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GateWalkIn"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkinId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"scannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<AttachWalkInAccountMutation, AttachWalkInAccountMutationVariables>;
export const FinalizeEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinalizeEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"records"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AttendanceInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finalizeEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"records"},"value":{"kind":"Variable","name":{"kind":"Name","value":"records"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventFinalized"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceRecordCount"}}]}}]}}]} as unknown as DocumentNode<FinalizeEventMutation, FinalizeEventMutationVariables>;
export const PlayerCharactersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayerCharacters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userCharacters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpSequence"}},{"kind":"Field","name":{"kind":"Name","value":"shownBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}}]}}]}}]}}]} as unknown as DocumentNode<PlayerCharactersQuery, PlayerCharactersQueryVariables>;
export const EventCheckinsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventCheckins"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventCheckins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"scannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"walkIn"}},{"kind":"Field","name":{"kind":"Name","value":"walkInName"}},{"kind":"Field","name":{"kind":"Name","value":"walkInReason"}},{"kind":"Field","name":{"kind":"Name","value":"annulledAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conflicts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationId"}},{"kind":"Field","name":{"kind":"Name","value":"checkinId"}},{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolution"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"scannedAt"}},{"kind":"Field","name":{"kind":"Name","value":"staffName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkinDecisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"checkinId"}},{"kind":"Field","name":{"kind":"Name","value":"conflictId"}}]}}]}}]} as unknown as DocumentNode<EventCheckinsQuery, EventCheckinsQueryVariables>;
export const UpdateStaffNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStaffNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staffNote"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRegistrationAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"staffNote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staffNote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"staffNote"}}]}}]}}]} as unknown as DocumentNode<UpdateStaffNoteMutation, UpdateStaffNoteMutationVariables>;
export const ChangeRegistrationAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeRegistrationAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventRole"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accept"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"overrideCapacity"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRegistrationAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventRole"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventRole"}}},{"kind":"Argument","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accept"}}},{"kind":"Argument","name":{"kind":"Name","value":"overrideCapacity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"overrideCapacity"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistNote"}},{"kind":"Field","name":{"kind":"Name","value":"roleChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpSequence"}}]}}]}}]}}]} as unknown as DocumentNode<ChangeRegistrationAdminMutation, ChangeRegistrationAdminMutationVariables>;
export const WaitlistQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitlistQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventRole"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"taken"}},{"kind":"Field","name":{"kind":"Name","value":"placesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistMode"}},{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueueEntry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"line"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueueEntry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueueEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPriority"}},{"kind":"Field","name":{"kind":"Name","value":"offerExpiresAt"}}]}}]} as unknown as DocumentNode<WaitlistQueueQuery, WaitlistQueueQueryVariables>;
export const WaitlistNamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitlistNames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"character"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WaitlistNamesQuery, WaitlistNamesQueryVariables>;
export const SetWaitlistPriorityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWaitlistPriority"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priority"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRegistrationAdmin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"registrationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"waitlistPriority"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priority"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPriority"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}}]}}]}}]} as unknown as DocumentNode<SetWaitlistPriorityMutation, SetWaitlistPriorityMutationVariables>;
export const PromoteRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PromoteRegistration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"override"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmRegistrations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"accept"},"value":{"kind":"ListValue","values":[{"kind":"Variable","name":{"kind":"Name","value":"registrationId"}}]}},{"kind":"Argument","name":{"kind":"Name","value":"overrideCapacity"},"value":{"kind":"Variable","name":{"kind":"Name","value":"override"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"waitlistPosition"}}]}}]}}]} as unknown as DocumentNode<PromoteRegistrationMutation, PromoteRegistrationMutationVariables>;
export const StaffDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playerCount"}},{"kind":"Field","name":{"kind":"Name","value":"characterCount"}},{"kind":"Field","name":{"kind":"Name","value":"uncommittedCount"}},{"kind":"Field","name":{"kind":"Name","value":"upcomingEventCount"}}]}}]}}]} as unknown as DocumentNode<StaffDashboardQuery, StaffDashboardQueryVariables>;
export const StaffCharacterConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffCharacterConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCharacterOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"committed"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffCharacterConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"committed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"committed"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffCharacterRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffCharacterRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffCharacterRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"playerName"}},{"kind":"Field","name":{"kind":"Name","value":"playerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterClass"}},{"kind":"Field","name":{"kind":"Name","value":"raceDescription"}},{"kind":"Field","name":{"kind":"Name","value":"characterLevel"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpTotal"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpSequence"}},{"kind":"Field","name":{"kind":"Name","value":"deathCount"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFightCount"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}}]}}]} as unknown as DocumentNode<StaffCharacterConnectionQuery, StaffCharacterConnectionQueryVariables>;
export const StaffUserConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffUserConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffUserOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeErased"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserRole"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"verified"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffUserConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeErased"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeErased"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"verified"},"value":{"kind":"Variable","name":{"kind":"Name","value":"verified"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}},{"kind":"Field","name":{"kind":"Name","value":"shardTotal"}},{"kind":"Field","name":{"kind":"Name","value":"characterCount"}},{"kind":"Field","name":{"kind":"Name","value":"erased"}}]}}]}}]}}]} as unknown as DocumentNode<StaffUserConnectionQuery, StaffUserConnectionQueryVariables>;
export const CharacterXpLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CharacterXpLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpTotal"}},{"kind":"Field","name":{"kind":"Name","value":"shownBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"xpLedger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CharacterXpLedgerQuery, CharacterXpLedgerQueryVariables>;
export const UserShardLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserShardLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userShardLedger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<UserShardLedgerQuery, UserShardLedgerQueryVariables>;
export const UncommitCharacterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UncommitCharacter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"scope"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UncommitScope"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uncommitCharacter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"scope"},"value":{"kind":"Variable","name":{"kind":"Name","value":"scope"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"buildVersion"}}]}}]}}]} as unknown as DocumentNode<UncommitCharacterMutation, UncommitCharacterMutationVariables>;
export const GrantXpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantXp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"characterIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"xpAmount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantXp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"characterIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"xpAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"xpAmount"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ids"}}]}}]}}]} as unknown as DocumentNode<GrantXpMutation, GrantXpMutationVariables>;
export const GrantShardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantShards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shardAmount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantShards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"shardAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shardAmount"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ids"}}]}}]}}]} as unknown as DocumentNode<GrantShardsMutation, GrantShardsMutationVariables>;
export const RecordDeathsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordDeaths"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deathCount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reaperFightCount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"event"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordDeaths"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"deathCount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deathCount"}}},{"kind":"Argument","name":{"kind":"Name","value":"reaperFightCount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reaperFightCount"}}},{"kind":"Argument","name":{"kind":"Name","value":"event"},"value":{"kind":"Variable","name":{"kind":"Name","value":"event"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ids"}}]}}]}}]} as unknown as DocumentNode<RecordDeathsMutation, RecordDeathsMutationVariables>;
export const UpdatePastEventCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePastEventCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"counts"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PastEventCountInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePastEventCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"counts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"counts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"ids"}}]}}]}}]} as unknown as DocumentNode<UpdatePastEventCountsMutation, UpdatePastEventCountsMutationVariables>;
export const UpdateUserRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUserRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"users"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserRolesInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUserRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"users"},"value":{"kind":"Variable","name":{"kind":"Name","value":"users"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"}}]}}]}}]} as unknown as DocumentNode<UpdateUserRolesMutation, UpdateUserRolesMutationVariables>;
export const CreateCharacterForUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCharacterForUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminCharacterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCharacterForUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}}]}}]}}]} as unknown as DocumentNode<CreateCharacterForUserMutation, CreateCharacterForUserMutationVariables>;
export const StaffCharacterSheetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffCharacterSheets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorCharacterFields"}},{"kind":"Field","name":{"kind":"Name","value":"shownBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorBuildFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpSequence"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorBuildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterBuild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterClass"}},{"kind":"Field","name":{"kind":"Name","value":"characterBuildCost"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"characterRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"subculture"}},{"kind":"Field","name":{"kind":"Name","value":"transformation"}},{"kind":"Field","name":{"kind":"Name","value":"raceAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterSkills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skillId"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorCharacterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Character"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"buildVersion"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"characterLevel"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpTotal"}},{"kind":"Field","name":{"kind":"Name","value":"deathCount"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFightCount"}},{"kind":"Field","name":{"kind":"Name","value":"additionalSpellSchools"}},{"kind":"Field","name":{"kind":"Name","value":"savedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorBuildFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"committedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorBuildFields"}}]}}]}}]} as unknown as DocumentNode<StaffCharacterSheetsQuery, StaffCharacterSheetsQueryVariables>;
export const SecretOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecretOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secretOptions"}}]}}]} as unknown as DocumentNode<SecretOptionsQuery, SecretOptionsQueryVariables>;
export const SetAdditionalSpellSchoolsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAdditionalSpellSchools"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schools"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAdditionalSpellSchools"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"schools"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schools"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorCharacterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorBuildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterBuild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterClass"}},{"kind":"Field","name":{"kind":"Name","value":"characterBuildCost"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"characterRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"subculture"}},{"kind":"Field","name":{"kind":"Name","value":"transformation"}},{"kind":"Field","name":{"kind":"Name","value":"raceAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterSkills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skillId"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorCharacterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Character"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"buildVersion"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"characterLevel"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpTotal"}},{"kind":"Field","name":{"kind":"Name","value":"deathCount"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFightCount"}},{"kind":"Field","name":{"kind":"Name","value":"additionalSpellSchools"}},{"kind":"Field","name":{"kind":"Name","value":"savedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorBuildFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"committedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorBuildFields"}}]}}]}}]} as unknown as DocumentNode<SetAdditionalSpellSchoolsMutation, SetAdditionalSpellSchoolsMutationVariables>;
export const SetTransformationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTransformation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transformation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTransformation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"characterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"characterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"transformation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transformation"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorCharacterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorBuildFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharacterBuild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"characterName"}},{"kind":"Field","name":{"kind":"Name","value":"characterClass"}},{"kind":"Field","name":{"kind":"Name","value":"characterBuildCost"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"characterRace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"race"}},{"kind":"Field","name":{"kind":"Name","value":"subculture"}},{"kind":"Field","name":{"kind":"Name","value":"transformation"}},{"kind":"Field","name":{"kind":"Name","value":"raceAttributes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"characterSkills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skillId"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorCharacterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Character"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"buildVersion"}},{"kind":"Field","name":{"kind":"Name","value":"committed"}},{"kind":"Field","name":{"kind":"Name","value":"characterLevel"}},{"kind":"Field","name":{"kind":"Name","value":"characterXpTotal"}},{"kind":"Field","name":{"kind":"Name","value":"deathCount"}},{"kind":"Field","name":{"kind":"Name","value":"reaperFightCount"}},{"kind":"Field","name":{"kind":"Name","value":"additionalSpellSchools"}},{"kind":"Field","name":{"kind":"Name","value":"savedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorBuildFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"committedBuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorBuildFields"}}]}}]}}]} as unknown as DocumentNode<SetTransformationMutation, SetTransformationMutationVariables>;
export const FinalizedEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FinalizedEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"window"},"value":{"kind":"EnumValue","value":"PAST"}},{"kind":"Argument","name":{"kind":"Name","value":"finalized"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventFinalized"}}]}}]}}]}}]} as unknown as DocumentNode<FinalizedEventsQuery, FinalizedEventsQueryVariables>;
export const EventAttendeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventAttendees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceRecords"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"characterId"}}]}}]}}]}}]} as unknown as DocumentNode<EventAttendeesQuery, EventAttendeesQueryVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tokenPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const CalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasFeed"}}]}}]}}]} as unknown as DocumentNode<CalendarFeedQuery, CalendarFeedQueryVariables>;
export const ResetCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetCalendarFeed"}}]}}]} as unknown as DocumentNode<ResetCalendarFeedMutation, ResetCalendarFeedMutationVariables>;
export const WebhooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhooksQuery, WebhooksQueryVariables>;
export const CreateWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateWebhookMutation, CreateWebhookMutationVariables>;
export const SetWebhookActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWebhookActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWebhookActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Webhook"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<SetWebhookActiveMutation, SetWebhookActiveMutationVariables>;
export const DeleteWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"webhookId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"webhookId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;