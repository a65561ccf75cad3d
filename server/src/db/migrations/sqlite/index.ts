import { AccountTables1795302516515 } from './1795302516515-AccountTables';
import { GameAndEventTables1795302765982 } from './1795302765982-GameAndEventTables';
import { DeathRecords1795304537483 } from './1795304537483-DeathRecords';
import { PlacesAndOutbox1795488894224 } from './1795488894224-PlacesAndOutbox';
import { SecretsAndLeases1795488903478 } from './1795488903478-SecretsAndLeases';
import { StoredImages1795489251877 } from './1795489251877-StoredImages';
import { IntegratorTables1795489361404 } from './1795489361404-IntegratorTables';
import { RegistrationRoleChangedAt1795489827640 } from './1795489827640-RegistrationRoleChangedAt';
import { PrivacySelfService1795489900000 } from './1795489900000-PrivacySelfService';
import { CheckinTables1795500181196 } from './1795500181196-CheckinTables';

import { RulesetVersions1795500300000 } from './1795500300000-RulesetVersions';
import { HashedLimiterKeys1795500420000 } from './1795500420000-HashedLimiterKeys';
import { CompletedJobs1795600000000 } from './1795600000000-CompletedJobs';
import { NotificationPriority1795845845725 } from './1795845845725-NotificationPriority';
import { PostEventDraftsWalkInAccounts1795869916983 } from './1795869916983-PostEventDraftsWalkInAccounts';
import { SiteSettings1795870065166 } from './1795870065166-SiteSettings';
import { ParticipantMessages1795870233724 } from './1795870233724-ParticipantMessages';
import { RulesetEditor1795883080063 } from './1795883080063-RulesetEditor';
import { StaffListColumns1795884333266 } from './1795884333266-StaffListColumns';
import { EventFeesAndPayments1795885725286 } from './1795885725286-EventFeesAndPayments';
import { CharactersCreatedOrder1795898407171 } from './1795898407171-CharactersCreatedOrder';
import { EventRegistrationPageIndex1795899963265 } from './1795899963265-EventRegistrationPageIndex';
import { LedgerKindIndexes1795910207343 } from './1795910207343-LedgerKindIndexes';
import { RegistrationCountIndex1795911029267 } from './1795911029267-RegistrationCountIndex';
import { ImpactCharacterFacts1795920000000 } from './1795920000000-ImpactCharacterFacts';
/** SQLite migrations in the order they run. Append new ones; never edit one that has shipped. */
export const SQLITE_MIGRATIONS = [
  AccountTables1795302516515,
  GameAndEventTables1795302765982,
  DeathRecords1795304537483,
  PlacesAndOutbox1795488894224,
  SecretsAndLeases1795488903478,
  StoredImages1795489251877,
  IntegratorTables1795489361404,
  RegistrationRoleChangedAt1795489827640,
  PrivacySelfService1795489900000,
  CheckinTables1795500181196,
  RulesetVersions1795500300000,
  HashedLimiterKeys1795500420000,
  CompletedJobs1795600000000,
  NotificationPriority1795845845725,
  PostEventDraftsWalkInAccounts1795869916983,
  SiteSettings1795870065166,
  ParticipantMessages1795870233724,
  RulesetEditor1795883080063,
  StaffListColumns1795884333266,
  EventFeesAndPayments1795885725286,
  CharactersCreatedOrder1795898407171,
  EventRegistrationPageIndex1795899963265,
  LedgerKindIndexes1795910207343,
  RegistrationCountIndex1795911029267,
  ImpactCharacterFacts1795920000000,
];
