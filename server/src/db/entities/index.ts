import { AttendanceRecord } from './attendance-record.entity';
import { CharacterBuildCommit } from './character-build-commit.entity';
import { Character } from './character.entity';
import { DeathRecord } from './death-record.entity';
import { EventRegistration } from './event-registration.entity';
import { Event } from './event.entity';
import { CharacterLevel, EventRoleType, Race, RulesetInfo, Skill, Transformation } from './game-data.entities';
import { ShardLedgerEntry, XpLedgerEntry } from './ledger.entities';
import { Notification, NotificationSettings } from './notification.entity';
import { ApiToken, CalendarFeed, IdempotencyRecord, SavedGraphqlQuery, Webhook, WebhookDelivery } from './integrator.entities';
import { OneTimeToken } from './one-time-token.entity';
import { RegistrationQuestion, SurveyQuestion } from './question.entities';
import { CharacterRulesetNotice, RulesetDraft, RulesetVersion } from './ruleset-version.entities';
import { RateLimitBucket } from './rate-limit-bucket.entity';
import { Lease } from './lease.entity';
import { CompletedJob } from './completed-job.entity';
import { ImpactCharacterFact } from './impact-character-fact.entity';
import { ParticipantMessage } from './participant-message.entity';
import { SiteSettings } from './site-settings.entity';
import { Session } from './session.entity';
import { StoredSecret } from './secret.entity';
import { SurveyResponse } from './survey-response.entity';
import { User } from './user.entity';
import { PostEventDraft } from './post-event-draft.entity';
import { EventFeeSchedule, PaymentEntry, RegistrationPrice } from './payment.entities';
import { Checkin, CheckinAuditEntry, CheckinConflict, CheckinKey, CheckinScan, CheckinTicket } from './checkin.entities';

export * from './attendance-record.entity';
export * from './character-build-commit.entity';
export * from './character.entity';
export * from './death-record.entity';
export * from './event-registration.entity';
export * from './event.entity';
export * from './game-data.entities';
export * from './ledger.entities';
export * from './notification.entity';
export * from './integrator.entities';
export * from './one-time-token.entity';
export * from './question.entities';
export * from './rate-limit-bucket.entity';
export * from './ruleset-version.entities';
export * from './lease.entity';
export * from './impact-character-fact.entity';
export * from './completed-job.entity';
export * from './participant-message.entity';
export * from './site-settings.entity';
export * from './secret.entity';
export * from './session.entity';
export * from './survey-response.entity';
export * from './user.entity';
export * from './checkin.entities';
export * from './post-event-draft.entity';
export * from './payment.entities';

/** Every entity, for the DataSource. */
export const ENTITIES = [
  User,
  Session,
  OneTimeToken,
  RateLimitBucket,
  Character,
  CharacterBuildCommit,
  Skill,
  Race,
  Transformation,
  EventRoleType,
  CharacterLevel,
  RulesetInfo,
  RulesetVersion,
  RulesetDraft,
  CharacterRulesetNotice,
  Event,
  RegistrationQuestion,
  SurveyQuestion,
  EventRegistration,
  AttendanceRecord,
  SurveyResponse,
  XpLedgerEntry,
  ShardLedgerEntry,
  DeathRecord,
  Notification,
  NotificationSettings,
  ParticipantMessage,
  StoredSecret,
  Lease,
  CompletedJob,
  ImpactCharacterFact,
  SiteSettings,
  ApiToken,
  IdempotencyRecord,
  SavedGraphqlQuery,
  CalendarFeed,
  Webhook,
  WebhookDelivery,
  CheckinKey,
  CheckinTicket,
  Checkin,
  CheckinScan,
  CheckinConflict,
  CheckinAuditEntry,
  PostEventDraft,
  EventFeeSchedule,
  RegistrationPrice,
  PaymentEntry,
];
