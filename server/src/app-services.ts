import { WebhooksService, webhookDeliveryJob } from './modules/webhooks/webhooks.service';
import { WebhookTargets, type WebhookLookup } from './modules/webhooks/webhook-targets';
import { ExportsService } from './modules/exports/exports.service';
import { SavedQueriesService } from './modules/saved-queries/saved-queries.service';
import type { SavedQueryChecker } from './modules/saved-queries/saved-query-check';
import { IdempotencyStore, idempotencySweepJob } from './rest/idempotency';
import { ApiTokensService } from './modules/api-tokens/api-tokens.service';
import type { DataSource } from 'typeorm';
import { BackgroundTasks } from './background-tasks';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import { housekeepingJob } from './housekeeping';
import type { Mailer } from './mail';
import { AccountsService } from './modules/accounts/accounts.service';
import { GameDataService } from './modules/game-data/game-data.service';
import { RulesetsService, rebuildWindowJob } from './modules/rulesets/rulesets.service';
import { RateLimiter } from './modules/accounts/rate-limiter';
import { SessionService } from './modules/accounts/session.service';
import { createEventAreaServices, type EventAreaServices } from './event-area-services';
import { CharactersService } from './modules/characters/characters.service';
import { ShardsService } from './modules/shards/shards.service';
import { PaymentsService } from './modules/payments/payments.service';
import { PaymentMails } from './modules/payments/payment-mails';
import { StaffCharactersService } from './modules/characters/staff-characters.service';
import { EventListsService } from './modules/events/event-lists.service';
import { StaffListsService } from './modules/staff-lists/staff-lists.service';
import { Outbox } from './modules/notifications/outbox';
import { NotificationSettingsService } from './modules/notifications/notification-settings.service';
import { MailOutboxService } from './modules/notifications/mail-outbox.service';
import { MessagesService } from './modules/messages/messages.service';
import { Reminders } from './modules/notifications/reminders';
import { registerNotificationJobs } from './modules/notifications/jobs';
import { registerWaitlistJobs } from './modules/registrations/jobs';
import { registerEventJobs } from './modules/events/jobs';
import { Scheduler } from './scheduler';
import { DEFAULT_ERASURE_GRACE_DAYS } from './config';
import { PrivacyService } from './modules/privacy/privacy.service';
import { DatabaseImageStorage } from './storage';
import { SiteService } from './modules/site/site.service';
import { erasureJob } from './modules/privacy/erasure';
import { retentionJob } from './modules/privacy/retention';
import { createCheckinServices, createTicketing, type CheckinServices } from './modules/checkin';

/** Every service of the app, built once per app and shared by the REST bridge and GraphQL. Later areas add theirs here. */
declare module './calls/call-definition' {
  /** What a call's run gets as its services (calls/call-definition.ts). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds nothing but AppServices
  interface CallServices extends AppServices {}
}

export interface AppServices extends EventAreaServices, CheckinServices {
  dataSource: DataSource;
  clock: Clock;
  config: AppConfig;
  mailer: Mailer;
  sessions: SessionService;
  rateLimiter: RateLimiter;
  apiTokens: ApiTokensService;
  savedQueries: SavedQueriesService;
  exports: ExportsService;
  webhooks: WebhooksService;
  /** Idempotency-Key answers of the spending and granting POSTs */
  idempotency: IdempotencyStore;
  /** work started by requests and finished after their answers (account mails) */
  background: BackgroundTasks;
  /** notification mails written with the changes they tell about, delivered off the request path */
  outbox: Outbox;
  /** the admins' list of undelivered mail and its "Send again" */
  mailOutbox: MailOutboxService;
  messages: MessagesService;
  /** optional mails (reminders) per player, one-click unsubscribe */
  notificationSettings: NotificationSettingsService;
  reminders: Reminders;
  /** periodic work run once across processes (started by main.ts); areas register their jobs here */
  scheduler: Scheduler;
  accounts: AccountsService;
  gameData: GameDataService;
  rulesets: RulesetsService;
  characters: CharactersService;
  shards: ShardsService;
  /** event fees and the payments ledger */
  payments: PaymentsService;
  /** the payment-due mail and the admins' "Remind unpaid" */
  paymentMails: PaymentMails;
  staffCharacters: StaffCharactersService;
  staffLists: StaffListsService;
  /** the events and an event's registrations a page at a time */
  eventLists: EventListsService;
  /** export, profile and sessions self-service, erasure */
  privacy: PrivacyService;
  /** the community's own settings: rulebook links, privacy statement, the site's look */
  site: SiteService;
}

export interface ServiceDeps {
  config: AppConfig;
  dataSource: DataSource;
  clock: Clock;
  mailer: Mailer;
  logger: { error(details: object, message: string): void; info(details: object, message: string): void };
  /** how webhook host names are resolved (default: the system resolver) */
  webhookLookup?: WebhookLookup;
  /** checks saved GraphQL queries against the schema the server runs (graphql/saved-query-check.ts) */
  savedQueryChecker: SavedQueryChecker;
}

export function createServices({ config, dataSource, clock, mailer, logger, webhookLookup, savedQueryChecker }: ServiceDeps): AppServices {
  const sessions = new SessionService(dataSource, clock);
  const rateLimiter = new RateLimiter(dataSource, clock);
  const apiTokens = new ApiTokensService(dataSource, clock);
  const savedQueries = new SavedQueriesService(dataSource, clock, savedQueryChecker);
  const idempotency = new IdempotencyStore(dataSource, clock);
  const background = new BackgroundTasks(logger);
  const outbox = new Outbox({ dataSource, clock, mailer, background, publicUrl: config.publicUrl, logger });
  const scheduler = new Scheduler(dataSource, { clock, logger });
  scheduler.register(housekeepingJob(dataSource, clock, logger));
  scheduler.register(idempotencySweepJob(idempotency));
  const accounts = new AccountsService({
    background,
    dataSource,
    clock,
    outbox,
    sessions,
    rateLimiter,
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
    logger,
    // staffLists is made below; a page is asked for only once the app serves requests
    userIds: (context, query) => staffLists.userIdConnection(context, query),
  });
  const gameData = new GameDataService(dataSource, clock);
  const site = new SiteService({
    dataSource,
    clock,
    gameData,
    storage: new DatabaseImageStorage(dataSource),
    rulebookLinks: config.rulebookLinks,
  });
  const characters = new CharactersService({ dataSource, clock, gameData });
  const shards = new ShardsService({ dataSource, clock });
  const notificationSettings = new NotificationSettingsService(dataSource, config.publicUrl);
  const paymentMails = new PaymentMails({ dataSource, clock, outbox, settings: notificationSettings, publicUrl: config.publicUrl });
  const payments = new PaymentsService({ dataSource, clock, mails: paymentMails });
  const staffLists = new StaffListsService({ dataSource, clock, gameData });
  const staffCharacters = new StaffCharactersService({
    dataSource,
    clock,
    gameData,
    characters,
    characterIds: (context, query) => staffLists.characterIdConnection(context, query),
  });
  const eventLists = new EventListsService({ dataSource, clock });
  const ticketing = createTicketing({ dataSource, clock });
  const eventArea = createEventAreaServices({
    tickets: ticketing.tickets,
    dataSource,
    clock,
    dataDir: config.dataDir,
    outbox,
    publicUrl: config.publicUrl,
    payments: paymentMails,
  });
  const checkin = createCheckinServices({ dataSource, clock, events: eventArea.events }, ticketing);
  // An admin gives a walk-in an account through the accounts module (its mails, its checks).
  eventArea.attendance.walkInAccounts = accounts;
  if (config.siteTimeZone) eventArea.attendance.siteTimeZone = config.siteTimeZone;
  const privacy = new PrivacyService({
    dataSource,
    clock,
    outbox,
    rateLimiter,
    publicUrl: config.publicUrl,
    graceDays: config.erasureGraceDays ?? DEFAULT_ERASURE_GRACE_DAYS,
    waitlist: eventArea.waitlist,
  });
  scheduler.register(erasureJob(dataSource, clock, { waitlist: eventArea.waitlist, afterwards: () => outbox.kick() }, logger));
  scheduler.register(retentionJob(dataSource, clock, config.dataDir, logger));
  const mailOutbox = new MailOutboxService({ dataSource, outbox, logger });
  const messages = new MessagesService({ dataSource, clock, outbox, events: eventArea.events, publicUrl: config.publicUrl });
  const reminders = new Reminders(dataSource, clock, outbox, notificationSettings, config.publicUrl);
  registerNotificationJobs(scheduler, { outbox, reminders });
  registerWaitlistJobs(scheduler, eventArea.waitlist);
  registerEventJobs(scheduler, eventArea.events, logger);
  const exports = new ExportsService({
    dataSource,
    clock,
    publicUrl: config.publicUrl,
    attendance: eventArea.attendance,
    staffLists,
    payments,
  });
  const webhooks = new WebhooksService({
    dataSource,
    clock,
    logger,
    background,
    targets: new WebhookTargets(config.webhookAllowNetworks, webhookLookup),
  });
  // The reported changes write their deliveries in their own transactions (the webhook outbox).
  for (const service of [eventArea.registrations, eventArea.events, eventArea.attendance, eventArea.waitlist])
    service.changeFeed = webhooks;
  payments.changeFeed = webhooks;
  scheduler.register(webhookDeliveryJob(webhooks));
  const rulesets = new RulesetsService({ dataSource, clock, gameData, outbox, publicUrl: config.publicUrl });
  scheduler.register(rebuildWindowJob(rulesets));
  return {
    dataSource,
    clock,
    config,
    mailer,
    sessions,
    rateLimiter,
    apiTokens,
    savedQueries,
    exports,
    webhooks,
    idempotency,
    background,
    outbox,
    mailOutbox,
    messages,
    notificationSettings,
    reminders,
    scheduler,
    accounts,
    gameData,
    rulesets,
    characters,
    shards,
    payments,
    paymentMails,
    staffCharacters,
    staffLists,
    eventLists,
    privacy,
    site,
    ...eventArea,
    ...checkin,
  };
}
