import { DEFAULT_PAYMENT_RETENTION_YEARS, formatMinorUnits, type PaymentFilter } from '@larp/rules';
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../clock';
import { Event, EventFeeSchedule, EventRegistration, PaymentEntry, SiteSettings, toEventFee, withTransaction } from '../../db';
import { conflict, notFound } from '../../errors';
import type { RequestContext } from '../../request-context';
import { requireUser } from '../accounts/accounts.policy';
import { canOnEvents } from '../events/events.policy';
import { NO_CHANGE_FEED, type ChangeFeed } from '../webhooks/webhook-emitters';
import { accountsOf, type PaymentAccount } from './payment-accounts';
import { DEFAULT_CURRENCY, SITE_SETTINGS_ID, keepPrice, siteCurrency, writePayment } from './payment-ledger';
import type {
  ApplyBankLineCommand,
  BankImportCommand,
  EventFeesCommand,
  MarkPaidCashCommand,
  PaymentEntryCommand,
  PaymentSettingsCommand,
  RepriceCommand,
} from './payments.inputs';
import { PAYMENTS_MESSAGES as M } from './payments.messages';
import { authorizeOnPayments, canOnPayments } from './payments.policy';
import { scopesAllow } from '../api-tokens/api-token-scopes';
import { presentPaymentForWebhook } from './payment-webhooks';
import { BankImports, type BankLineResult } from './bank-imports';
import type { CsvMapping } from './bank-statement';
import type { PaymentMails } from './payment-mails';
import { lockingRead } from '../checkin/locking';

export interface PaymentSettingsView {
  currency: string;
  /** true once a payment exists: the currency cannot change */
  currencyFixed: boolean;
  paymentAccount: string | null;
  retentionYears: number;
  /** the CSV columns the last bank statement import named, used when an import names none */
  bankCsvMapping: CsvMapping | null;
}

export interface EventFeesView {
  eventId: string;
  currency: string;
  dueOn: EventFeeSchedule['dueOn'];
  refundPolicy: EventFeeSchedule['refundPolicy'];
  keptFee: number;
  fees: ReturnType<typeof toEventFee>[];
}

/** A registration's account with the account details to pay to. */
export interface RegistrationPaymentView extends PaymentAccount {
  paymentAccount: string | null;
  /** "20.00": the balance in the currency's units, as the player reads it */
  balanceText: string;
}

/**
 * Event fees and payments (issue: event fees and payments): fees per event role type, a ledger of
 * immutable rows written by one writer (payment-ledger.ts), and what each registration owes and has
 * paid, derived from the rows on every read.
 */
export class PaymentsService {
  /** payment.received and payment.refunded go to the webhooks (set by the app) */
  changeFeed: ChangeFeed = NO_CHANGE_FEED;

  private readonly bankImports: BankImports;

  constructor(
    private readonly deps: {
      dataSource: DataSource;
      clock: Clock;
      /** the "payment due" mails to registrations a fee change makes owe more */
      mails: Pick<PaymentMails, 'feesChanged' | 'afterCommit'>;
    },
  ) {
    this.bankImports = new BankImports({ ...deps, afterApplied: (manager, entry) => this.report(manager, entry) });
  }

  /** Imports a bank statement (admins): exact references applied, near matches proposed, the rest listed. */
  async importBankStatement(context: RequestContext, command: BankImportCommand): Promise<BankLineResult[]> {
    const lines = await this.bankImports.import(context, command);
    this.changeFeed.afterCommit();
    return lines;
  }

  /** Applies one listed bank line to a registration (an admin's decision), never twice. */
  async applyBankLine(context: RequestContext, command: ApplyBankLineCommand): Promise<BankLineResult> {
    const line = await this.bankImports.apply(context, command);
    this.changeFeed.afterCommit();
    return line;
  }

  async settings(context: RequestContext): Promise<PaymentSettingsView> {
    const user = requireUser(context);
    const settings = await this.readSettings(this.deps.dataSource.manager);
    // the statement's columns are the admins' working setting: players see what they pay and to whom
    return canOnPayments(user, 'manage') ? settings : { ...settings, bankCsvMapping: null };
  }

  async updateSettings(context: RequestContext, command: PaymentSettingsCommand): Promise<PaymentSettingsView> {
    authorizeOnPayments(context, 'manage');
    return withTransaction(this.deps.dataSource, async (manager) => {
      const current = await this.readSettings(manager);
      if (command.currency !== undefined && command.currency !== current.currency && current.currencyFixed) throw conflict(M.currencyFixed);
      const changes: Partial<SiteSettings> = { updatedAt: this.deps.clock.now() };
      if (command.currency !== undefined) changes.currency = command.currency;
      if (command.paymentAccount !== undefined) changes.paymentAccount = command.paymentAccount.trim() || null;
      if (command.retentionYears !== undefined) changes.paymentRetentionYears = command.retentionYears;
      const existing = await manager.findOneBy(SiteSettings, { id: SITE_SETTINGS_ID });
      if (existing) await manager.update(SiteSettings, { id: SITE_SETTINGS_ID }, changes);
      else await manager.insert(SiteSettings, { id: SITE_SETTINGS_ID, ...changes });
      return this.readSettings(manager);
    });
  }

  async eventFees(context: RequestContext, eventId: string): Promise<EventFeesView> {
    const user = requireUser(context);
    const manager = this.deps.dataSource.manager;
    const event = await manager.findOneBy(Event, { id: eventId });
    if (!event || (!event.eventPublished && !canOnEvents(user, 'viewUnpublished'))) throw notFound(M.eventNotFound);
    return this.feesView(manager, eventId);
  }

  /**
   * Sets an event's fees. Registrations with payments keep the price they were paid at (their kept
   * price); the others owe the new fee from now on, and those whose fee is due and now owe more
   * (accepted before the fee was set, or before it was raised) get the "payment due" mail, once.
   */
  async setEventFees(context: RequestContext, eventId: string, command: EventFeesCommand): Promise<EventFeesView> {
    const user = authorizeOnPayments(context, 'manage');
    let mailed = 0;
    const view = await withTransaction(this.deps.dataSource, async (manager) => {
      // Locked first (MariaDB): a second save of the same event waits here and then reads what the first wrote.
      const event = await lockingRead(
        manager,
        manager.createQueryBuilder(Event, 'event').where('event.id = :eventId', { eventId }),
      ).getOne();
      if (!event) throw notFound(M.eventNotFound);
      const registrations = await manager.find(EventRegistration, { where: { eventId }, order: { registeredAt: 'ASC', id: 'ASC' } });
      const before = await accountsOf(manager, registrations);
      const at = this.deps.clock.now();
      // A registration with payments keeps the price it paid against, also when it paid before its
      // role had a price kept (a payment made before the first fee keeps that fee from now on).
      for (const account of before) {
        if (account.price === null || !account.entries.some((entry) => entry.kind === 'payment')) continue;
        await keepPrice(manager, account.registration, account.price, {
          actorId: user.id,
          reason: 'price when the fee changed',
          at,
          force: false,
        });
      }
      const owedBefore = new Map(before.map((account) => [account.registration.id, account.owed]));
      const row = {
        dueOn: command.dueOn,
        refundPolicy: command.refundPolicy,
        keptFee: command.keptFee,
        fees: command.fees.map((fee) => ({
          event_role: fee.eventRole,
          price: fee.price,
          early_price: fee.earlyPrice,
          early_until: fee.earlyUntil?.toISOString() ?? null,
        })),
        updatedAt: at,
      };
      if (await manager.existsBy(EventFeeSchedule, { eventId })) await manager.update(EventFeeSchedule, { eventId }, row);
      else await manager.insert(EventFeeSchedule, { eventId, ...row });
      mailed = await this.deps.mails.feesChanged(manager, eventId, owedBefore, await accountsOf(manager, registrations));
      return this.feesView(manager, eventId);
    });
    if (mailed > 0) this.deps.mails.afterCommit();
    return view;
  }

  /** One registration's account: its player's own, or any for staff. */
  async registrationPayments(context: RequestContext, registrationId: string): Promise<RegistrationPaymentView> {
    const manager = this.deps.dataSource.manager;
    const registration = await this.readable(context, manager, registrationId);
    const [account] = await accountsOf(manager, [registration]);
    const settings = await this.readSettings(manager);
    return { ...account, paymentAccount: settings.paymentAccount, balanceText: formatMinorUnits(account.balance, account.currency) };
  }

  /** Every registration of an event with its account (the registrations review), filtered by how far it is paid. */
  async eventPayments(context: RequestContext, eventId: string, filter: PaymentFilter = 'all'): Promise<PaymentAccount[]> {
    authorizeOnPayments(context, 'view');
    const manager = this.deps.dataSource.manager;
    if (!(await manager.existsBy(Event, { id: eventId }))) throw notFound(M.eventNotFound);
    const registrations = await manager.find(EventRegistration, { where: { eventId }, order: { registeredAt: 'ASC', id: 'ASC' } });
    const accounts = await accountsOf(manager, registrations);
    return filter === 'all' ? accounts : accounts.filter((account) => account.status === filter);
  }

  /**
   * The accounts of an event's registrations for another domain's output (the registrations CSV),
   * or null when the caller may not read payments: a player, or an API token without
   * payments:read. The other output then leaves its payment columns out rather than failing.
   */
  async accountsIfVisible(
    context: RequestContext,
    eventId: string,
  ): Promise<{ currency: string; accounts: Map<string, PaymentAccount> } | null> {
    if (!canOnPayments(context.user, 'view')) return null;
    if (context.apiToken && !scopesAllow(context.apiToken.scopes, 'payments', 'read')) return null;
    const accounts = await this.eventPayments(context, eventId);
    return {
      currency: await siteCurrency(this.deps.dataSource.manager),
      accounts: new Map(accounts.map((account) => [account.registration.id, account])),
    };
  }

  /**
   * Records one payment, refund, waiver or correction. Staff record cash payments (the gate, the
   * review's "mark paid"); everything else is for admins.
   */
  async record(context: RequestContext, registrationId: string, command: PaymentEntryCommand): Promise<RegistrationPaymentView> {
    const isCash = command.kind === 'payment' && command.method === 'cash';
    const user = authorizeOnPayments(context, isCash ? 'takeCash' : 'manage');
    await withTransaction(this.deps.dataSource, async (manager) => {
      const registration = await manager.findOneBy(EventRegistration, { id: registrationId });
      if (!registration) throw notFound(M.registrationNotFound);
      const entry = await writePayment(manager, { registration, ...command, actorId: user.id, at: this.deps.clock.now() });
      await this.report(manager, entry);
    });
    this.changeFeed.afterCommit();
    return this.registrationPayments(context, registrationId);
  }

  /** "Mark paid (cash)": a cash payment of what each chosen registration still owes; those owing nothing are left alone. */
  async markPaidCash(context: RequestContext, eventId: string, command: MarkPaidCashCommand): Promise<PaymentAccount[]> {
    const user = authorizeOnPayments(context, 'takeCash');
    const paid = await withTransaction(this.deps.dataSource, async (manager) => {
      const registrations = await manager.findBy(EventRegistration, { eventId });
      const chosen = registrations.filter((registration) => command.registrationIds.includes(registration.id));
      if (chosen.length !== command.registrationIds.length) throw notFound(M.registrationNotFound);
      const at = this.deps.clock.now();
      for (const account of await accountsOf(manager, chosen)) {
        if (account.balance <= 0) continue;
        const entry = await writePayment(manager, {
          registration: account.registration,
          kind: 'payment',
          amount: account.balance,
          method: 'cash',
          reference: '',
          reason: 'marked paid (cash)',
          actorId: user.id,
          at,
        });
        await this.report(manager, entry);
      }
      return accountsOf(manager, chosen);
    });
    this.changeFeed.afterCommit();
    return paid;
  }

  /** An admin's price for one registration, kept whatever the event's fees become. */
  async reprice(context: RequestContext, registrationId: string, command: RepriceCommand): Promise<RegistrationPaymentView> {
    const user = authorizeOnPayments(context, 'manage');
    await withTransaction(this.deps.dataSource, async (manager) => {
      const registration = await manager.findOneBy(EventRegistration, { id: registrationId });
      if (!registration) throw notFound(M.registrationNotFound);
      await keepPrice(manager, registration, command.price, {
        actorId: user.id,
        reason: command.reason,
        at: this.deps.clock.now(),
        force: true,
      });
    });
    return this.registrationPayments(context, registrationId);
  }

  private async report(manager: EntityManager, entry: PaymentEntry): Promise<void> {
    if (entry.kind === 'payment') await this.changeFeed.record(manager, 'payment.received', presentPaymentForWebhook(entry));
    if (entry.kind === 'refund') await this.changeFeed.record(manager, 'payment.refunded', presentPaymentForWebhook(entry));
  }

  private async readable(context: RequestContext, manager: EntityManager, registrationId: string): Promise<EventRegistration> {
    const user = requireUser(context);
    const registration = await manager.findOneBy(EventRegistration, { id: registrationId });
    // Someone else's registration does not exist for a player (404, not 403: ids are not confirmed).
    if (!registration || (registration.userId !== user.id && !canOnPayments(user, 'view'))) throw notFound(M.registrationNotFound);
    return registration;
  }

  private async readSettings(manager: EntityManager): Promise<PaymentSettingsView> {
    const row = await manager.findOneBy(SiteSettings, { id: SITE_SETTINGS_ID });
    const anyPayment = await manager.exists(PaymentEntry);
    return {
      currency: row?.currency ?? DEFAULT_CURRENCY,
      currencyFixed: anyPayment,
      paymentAccount: row?.paymentAccount ?? null,
      retentionYears: row?.paymentRetentionYears ?? DEFAULT_PAYMENT_RETENTION_YEARS,
      bankCsvMapping: row?.bankCsvMapping ?? null,
    };
  }

  private async feesView(manager: EntityManager, eventId: string): Promise<EventFeesView> {
    const [schedule, settings] = await Promise.all([manager.findOneBy(EventFeeSchedule, { eventId }), this.readSettings(manager)]);
    return {
      eventId,
      currency: settings.currency,
      dueOn: schedule?.dueOn ?? 'acceptance',
      refundPolicy: schedule?.refundPolicy ?? 'full',
      keptFee: schedule?.keptFee ?? 0,
      fees: schedule?.fees.map(toEventFee) ?? [],
    };
  }
}
