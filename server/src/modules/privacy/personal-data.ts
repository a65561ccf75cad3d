import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { AttendanceRecord } from '../../db/entities/attendance-record.entity';
import { CharacterBuildCommit } from '../../db/entities/character-build-commit.entity';
import { Character } from '../../db/entities/character.entity';
import { DeathRecord } from '../../db/entities/death-record.entity';
import { EventRegistration } from '../../db/entities/event-registration.entity';
import { ApiToken, CalendarFeed, IdempotencyRecord, SavedGraphqlQuery, Webhook } from '../../db/entities/integrator.entities';
import { ShardLedgerEntry, XpLedgerEntry } from '../../db/entities/ledger.entities';
import { Notification, NotificationSettings } from '../../db/entities/notification.entity';
import { ParticipantMessage } from '../../db/entities/participant-message.entity';
import { OneTimeToken } from '../../db/entities/one-time-token.entity';
import { RateLimitBucket } from '../../db/entities/rate-limit-bucket.entity';
import { CharacterRulesetNotice, RulesetDraft, RulesetVersion } from '../../db/entities/ruleset-version.entities';
import { Session } from '../../db/entities/session.entity';
import { SurveyResponse } from '../../db/entities/survey-response.entity';
import { User } from '../../db/entities/user.entity';
import { Checkin, CheckinAuditEntry, CheckinConflict, CheckinScan } from '../../db/entities/checkin.entities';
import { PostEventDraft } from '../../db/entities/post-event-draft.entity';
import { PaymentEntry, RegistrationPrice } from '../../db/entities/payment.entities';

/**
 * What erasure does to the person's rows of a table:
 * - delete: the rows go;
 * - pseudonymize: the account row becomes "Deleted player N" (names, email, password, consents gone);
 * - characters: never played at an event: deleted (with their build history, XP rows and deaths);
 *   played: kept and renamed "Deleted character N-k" in every stored build;
 * - registrations: for events not yet started cancelled, then deleted; for started or past events
 *   kept for the counts with their answers and waitlist note deleted;
 * - clear-survey-answers: kept as a response, answers deleted;
 * - walk-ins: check-ins kept; a walk-in's typed name becomes the pseudonym's ("Deleted player N");
 * - pseudonymize-payments: kept for the bookkeeping retention, pointing at the pseudonym, with the
 *   payer's name as the bank gave it blanked;
 * - keep: kept as they are, pointing at the pseudonym (ledgers, deaths, attendance, build history).
 */
export type ErasureAction =
  'delete' | 'pseudonymize' | 'characters' | 'registrations' | 'clear-survey-answers' | 'walk-ins' | 'pseudonymize-payments' | 'keep';

/** Parameters of every `mine` condition. */
export interface PersonKeys {
  userId: string;
  /** the account's current email, lower-cased */
  email: string;
  /** "user:<id>", the idempotency records' principal */
  principal: string;
  /** LIKE patterns of the limiter rows counted for the email and for the user id (keyed hashes, rate-limiter.ts) */
  limiterEmailPattern: string;
  limiterUserPattern: string;
}

export interface PersonalDataRule {
  table: string;
  entity: EntityTarget<ObjectLiteral>;
  /** SQL condition on the table (alias `row`) selecting the person's own rows; parameters from PersonKeys */
  mine: string;
  /** the export's key for these rows; null: not exported (then `notExported` says why) */
  section: string | null;
  notExported?: string;
  /** properties left out of the export (secrets, hashes) */
  hidden?: string[];
  erase: ErasureAction;
  /**
   * Other columns (database names) that may name a user on rows that are not the person's own (a
   * staff member's ledger entries for someone else), and what erasure leaves there.
   */
  alsoNames?: Record<string, string>;
  /** what the rows hold and why (docs/PRIVACY.md says the same) */
  purpose: string;
}

const OWN_CHARACTER = 'character_id IN (SELECT c.id FROM characters c WHERE c.user_id = :userId)';
const OWN_REGISTRATION = 'registration_id IN (SELECT r.id FROM event_registrations r WHERE r.user_id = :userId)';
const POINTS_AT_PSEUDONYM = 'kept; after erasure it names the pseudonym';

/**
 * Every table that holds personal data, in erasure order (registrations before characters, the
 * account row last). A new table with a column naming a user needs one line here: the privacy test
 * discovers such columns from the entity metadata and fails when a table is missing.
 */
export const PERSONAL_DATA: PersonalDataRule[] = [
  {
    table: 'sessions',
    entity: Session,
    mine: 'user_id = :userId',
    section: 'sessions',
    hidden: ['id', 'userId'],
    erase: 'delete',
    purpose: 'signed-in browsers: device (User-Agent), start, last seen, expiry',
  },
  {
    table: 'one_time_tokens',
    entity: OneTimeToken,
    mine: 'user_id = :userId',
    section: 'one_time_tokens',
    hidden: ['tokenHash'],
    erase: 'delete',
    purpose: 'verification, password-reset and email-change links (only their hashes)',
  },
  {
    table: 'rate_limit_buckets',
    entity: RateLimitBucket,
    mine: '(bucket_key LIKE :limiterEmailPattern OR bucket_key LIKE :limiterUserPattern)',
    section: null,
    notExported: 'counters of attempts, keyed by keyed hashes of the email or account and the address; they expire within a day',
    erase: 'delete',
    purpose: 'attempt counters per account and per address, under keyed hashes (no email or address in clear)',
  },
  {
    table: 'api_tokens',
    entity: ApiToken,
    mine: 'user_id = :userId',
    section: 'api_tokens',
    hidden: ['tokenHash'],
    erase: 'delete',
    purpose: 'personal API tokens (names, scopes, last use; only their hashes)',
  },
  {
    table: 'calendar_feeds',
    entity: CalendarFeed,
    mine: 'user_id = :userId',
    section: 'calendar_feeds',
    hidden: ['tokenHash'],
    erase: 'delete',
    purpose: 'the secret iCal feed address (only its hash)',
  },
  {
    table: 'idempotency_keys',
    entity: IdempotencyRecord,
    mine: 'principal = :principal',
    section: 'idempotency_keys',
    hidden: ['response', 'requestHash'],
    erase: 'delete',
    purpose: 'answers to retried API calls, kept a day',
  },
  {
    table: 'saved_graphql_queries',
    entity: SavedGraphqlQuery,
    mine: 'owner_id = :userId',
    section: 'saved_graphql_queries',
    erase: 'delete',
    purpose: 'GraphQL queries staff saved in the IDE',
  },
  {
    table: 'webhooks',
    entity: Webhook,
    mine: 'created_by_id = :userId',
    section: 'webhooks_created',
    hidden: ['secret'],
    erase: 'keep',
    alsoNames: { created_by_id: POINTS_AT_PSEUDONYM },
    purpose: "webhooks an admin registered (the community's, not the person's: kept)",
  },
  {
    table: 'notifications',
    entity: Notification,
    mine: '(user_id = :userId OR to_address = :email)',
    section: 'notifications',
    erase: 'delete',
    purpose: 'mails to the person (queued and sent), purged 90 days after sending',
  },
  {
    table: 'participant_messages',
    entity: ParticipantMessage,
    mine: 'sent_by_id = :userId',
    section: 'participant_messages_sent',
    erase: 'keep',
    alsoNames: { sent_by_id: POINTS_AT_PSEUDONYM },
    purpose: "messages an admin sent to an event's participants (the event's history, not the person's: kept)",
  },
  {
    table: 'notification_settings',
    entity: NotificationSettings,
    mine: 'user_id = :userId',
    section: 'notification_settings',
    hidden: ['unsubscribeToken'],
    erase: 'delete',
    purpose: 'the choice of optional mails',
  },
  {
    table: 'event_registrations',
    entity: EventRegistration,
    mine: 'user_id = :userId',
    section: 'registrations',
    erase: 'registrations',
    purpose: 'registrations for events with their answers (which may hold health or dietary notes)',
  },
  {
    table: 'checkins',
    entity: Checkin,
    // a walk-in let in by name: theirs once an admin gave them an account
    mine: `${OWN_REGISTRATION} OR walk_in_user_id = :userId`,
    section: 'checkins',
    erase: 'walk-ins',
    alsoNames: { admitted_by_id: POINTS_AT_PSEUDONYM, annulled_by_id: POINTS_AT_PSEUDONYM },
    purpose: "when and at which gate device the person was let in at an event; kept with the registration as the event's history",
  },
  {
    table: 'checkin_scans',
    entity: CheckinScan,
    mine: OWN_REGISTRATION,
    section: 'checkin_scans',
    erase: 'keep',
    alsoNames: { uploaded_by_id: POINTS_AT_PSEUDONYM },
    purpose: "each scan of the person's ticket at the gate (device, time, result); nothing personal beyond the registration",
  },
  {
    table: 'checkin_conflicts',
    entity: CheckinConflict,
    mine: OWN_REGISTRATION,
    section: 'checkin_conflicts',
    erase: 'keep',
    alsoNames: { resolved_by_id: POINTS_AT_PSEUDONYM },
    purpose: "two gate devices admitting the person's registration, and the admin's resolution",
  },
  {
    table: 'post_event_drafts',
    entity: PostEventDraft,
    mine: 'updated_by_id = :userId',
    section: null,
    notExported:
      "a working copy of an event's post-event table, about its attendees rather than the admin who saved it last; deleted when the event is finalized",
    erase: 'keep',
    purpose: 'the post-event table of an event as an admin typed it before finalizing, and who saved it last',
  },
  {
    table: 'checkin_audit',
    entity: CheckinAuditEntry,
    mine: 'actor_id = :userId',
    section: 'checkin_decisions',
    erase: 'keep',
    purpose: "an admin's decisions at the gate (annulled check-ins, resolved conflicts) with their reasons: the event's audit trail",
  },
  {
    table: 'survey_responses',
    entity: SurveyResponse,
    mine: 'user_id = :userId',
    section: 'survey_responses',
    erase: 'clear-survey-answers',
    purpose: 'post-event survey answers',
  },
  {
    table: 'attendance_records',
    entity: AttendanceRecord,
    mine: 'user_id = :userId',
    section: 'attendance',
    erase: 'keep',
    purpose: "what the person did at finalized events (role, XP, deaths, donations): the game's history",
  },
  {
    table: 'shard_ledger',
    entity: ShardLedgerEntry,
    mine: 'user_id = :userId',
    section: 'shard_ledger',
    erase: 'keep',
    alsoNames: { actor_id: POINTS_AT_PSEUDONYM },
    purpose: "every change of the shard balance: the game's accounts",
  },
  {
    table: 'payment_entries',
    entity: PaymentEntry,
    mine: 'user_id = :userId',
    section: 'payments',
    erase: 'pseudonymize-payments',
    alsoNames: { actor_id: POINTS_AT_PSEUDONYM },
    purpose:
      "event fees paid, refunded, waived or corrected (amount, method, reference, the bank's payer name): bookkeeping, kept for the payment retention",
  },
  {
    table: 'registration_prices',
    entity: RegistrationPrice,
    mine: OWN_REGISTRATION,
    section: 'registration_prices',
    erase: 'keep',
    alsoNames: { set_by_id: POINTS_AT_PSEUDONYM },
    purpose: 'the price a registration keeps (paid at, or set by an admin with a reason)',
  },
  {
    table: 'xp_ledger',
    entity: XpLedgerEntry,
    mine: OWN_CHARACTER,
    section: 'xp_ledger',
    erase: 'keep',
    alsoNames: { actor_id: POINTS_AT_PSEUDONYM },
    purpose: "every change of a character's XP: the game's accounts",
  },
  {
    table: 'death_records',
    entity: DeathRecord,
    mine: OWN_CHARACTER,
    section: 'death_records',
    erase: 'keep',
    alsoNames: { actor_id: POINTS_AT_PSEUDONYM },
    purpose: "deaths and reaper fights of the person's characters",
  },
  {
    table: 'character_build_commits',
    entity: CharacterBuildCommit,
    mine: OWN_CHARACTER,
    section: 'build_commits',
    erase: 'keep',
    alsoNames: { committed_by_id: POINTS_AT_PSEUDONYM },
    purpose: "each committed build of the person's characters (renamed with the character)",
  },
  {
    table: 'character_ruleset_notices',
    entity: CharacterRulesetNotice,
    mine: OWN_CHARACTER,
    section: 'ruleset_notices',
    erase: 'keep',
    purpose: "what a ruleset change did to the person's characters (no names; they go with the character)",
  },
  {
    table: 'ruleset_versions',
    entity: RulesetVersion,
    mine: 'published_by_id = :userId',
    section: 'ruleset_versions_published',
    hidden: ['ruleset'],
    erase: 'keep',
    alsoNames: { published_by_id: POINTS_AT_PSEUDONYM },
    purpose: "ruleset versions an admin published (the community's rules, not the person's: kept)",
  },
  {
    table: 'ruleset_drafts',
    entity: RulesetDraft,
    mine: 'created_by_id = :userId',
    section: 'ruleset_drafts_created',
    hidden: ['ruleset'],
    erase: 'keep',
    alsoNames: { created_by_id: POINTS_AT_PSEUDONYM },
    purpose: "ruleset drafts an admin uploaded (the community's, not the person's: kept)",
  },
  {
    table: 'characters',
    entity: Character,
    mine: 'user_id = :userId',
    section: 'characters',
    erase: 'characters',
    purpose: 'characters with their saved and committed builds',
  },
  {
    table: 'users',
    entity: User,
    mine: 'id = :userId',
    section: 'account',
    hidden: ['passwordHash'],
    erase: 'pseudonymize',
    purpose: 'the account: names, email, password hash, consents, roles, shard balance',
  },
];

/** The rule of a table. */
export function ruleOf(table: string): PersonalDataRule | undefined {
  return PERSONAL_DATA.find((rule) => rule.table === table);
}
