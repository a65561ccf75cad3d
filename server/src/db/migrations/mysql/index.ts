import { AccountTables1795302518168 } from './1795302518168-AccountTables';
import { GameAndEventTables1795302768126 } from './1795302768126-GameAndEventTables';
import { DeathRecords1795304545236 } from './1795304545236-DeathRecords';
import { PlacesAndOutbox1795488898071 } from './1795488898071-PlacesAndOutbox';
import { SecretsAndLeases1795488905061 } from './1795488905061-SecretsAndLeases';
import { StoredImages1795489251877 } from './1795489251877-StoredImages';
import { IntegratorTables1795489361405 } from './1795489361405-IntegratorTables';
import { RegistrationRoleChangedAt1795489840484 } from './1795489840484-RegistrationRoleChangedAt';
import { PrivacySelfService1795489900001 } from './1795489900001-PrivacySelfService';
import { CheckinTables1795500186107 } from './1795500186107-CheckinTables';

import { RulesetVersions1795500300001 } from './1795500300001-RulesetVersions';
import { HashedLimiterKeys1795500420001 } from './1795500420001-HashedLimiterKeys';
import { CompletedJobs1795600000001 } from './1795600000001-CompletedJobs';
import { NotificationPriority1795845867855 } from './1795845867855-NotificationPriority';
import { PostEventDraftsWalkInAccounts1795869927295 } from './1795869927295-PostEventDraftsWalkInAccounts';
import { SiteSettings1795870078235 } from './1795870078235-SiteSettings';
import { ParticipantMessages1795870255251 } from './1795870255251-ParticipantMessages';
import { RulesetEditor1795883105994 } from './1795883105994-RulesetEditor';
import { StaffListColumns1795884357836 } from './1795884357836-StaffListColumns';
import { EventFeesAndPayments1795885756592 } from './1795885756592-EventFeesAndPayments';
import { CharactersCreatedOrder1795898446983 } from './1795898446983-CharactersCreatedOrder';
import { EventRegistrationPageIndex1795899999261 } from './1795899999261-EventRegistrationPageIndex';
import { LedgerKindIndexes1795910231033 } from './1795910231033-LedgerKindIndexes';
import { RegistrationCountIndex1795911086797 } from './1795911086797-RegistrationCountIndex';
import { ImpactCharacterFacts1795920000001 } from './1795920000001-ImpactCharacterFacts';
/** MySQL/MariaDB migrations in the order they run. Append new ones; never edit one that has shipped. */
export const MYSQL_MIGRATIONS = [
  AccountTables1795302518168,
  GameAndEventTables1795302768126,
  DeathRecords1795304545236,
  PlacesAndOutbox1795488898071,
  SecretsAndLeases1795488905061,
  StoredImages1795489251877,
  IntegratorTables1795489361405,
  RegistrationRoleChangedAt1795489840484,
  PrivacySelfService1795489900001,
  CheckinTables1795500186107,
  RulesetVersions1795500300001,
  HashedLimiterKeys1795500420001,
  CompletedJobs1795600000001,
  NotificationPriority1795845867855,
  PostEventDraftsWalkInAccounts1795869927295,
  SiteSettings1795870078235,
  ParticipantMessages1795870255251,
  RulesetEditor1795883105994,
  StaffListColumns1795884357836,
  EventFeesAndPayments1795885756592,
  CharactersCreatedOrder1795898446983,
  EventRegistrationPageIndex1795899999261,
  LedgerKindIndexes1795910231033,
  RegistrationCountIndex1795911086797,
  ImpactCharacterFacts1795920000001,
];
