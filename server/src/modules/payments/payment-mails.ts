import { formatMinorUnits } from '@larp/rules';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { Clock } from '../../clock';
import { Event, EventRegistration, SiteSettings, withTransaction } from '../../db';
import { User } from '../../db/entities/user.entity';
import { conflict, isDuplicateKey, notFound } from '../../errors';
import type { RequestContext } from '../../request-context';
import type { NotificationSettingsService } from '../notifications/notification-settings.service';
import type { Outbox } from '../notifications/outbox';
import { accountsOf, type PaymentAccount } from './payment-accounts';
import { SITE_SETTINGS_ID } from './payment-ledger';
import { PAYMENTS_MESSAGES as M } from './payments.messages';
import { authorizeOnPayments } from './payments.policy';

/** What "Remind unpaid" would do, or did: how many reminders it writes (or wrote) now. */
export interface PaymentReminderResult {
  eventId: string;
  /** unpaid accepted registrations that get a reminder (now, or on confirming the preview) */
  count: number;
  /** unpaid accepted registrations left out: reminded already today, or reminders turned off */
  skipped: number;
}

export interface PaymentMailsDeps {
  dataSource: DataSource;
  clock: Clock;
  outbox: Outbox;
  settings: NotificationSettingsService;
  publicUrl: string;
}

/**
 * The payment mails, written to the notification outbox inside the transaction of the change:
 *  - "payment due": when a registration comes to owe money (on acceptance or on registration, as the
 *    event's fees say, or when an admin sets or raises the fee of one already accepted), what it
 *    owes, the account to pay to and its RF reference; keyed by the registration and the amount, so
 *    it goes once per registration and amount;
 *  - "Remind unpaid": an admin's reminder to each unpaid accepted registration of an event before it
 *    starts, optional mail (the player's reminder setting), keyed by the registration and the day, so a
 *    second click (or two at once) the same day writes nothing more.
 */
export class PaymentMails {
  constructor(private readonly deps: PaymentMailsDeps) {}

  /** Writes the "payment due" mail when `registration` owes money now; false when it owes nothing or was told this amount. */
  async feeOwed(manager: EntityManager, registration: EventRegistration): Promise<boolean> {
    const [account] = await accountsOf(manager, [registration]);
    if (account.owed <= 0 || account.balance <= 0) return false;
    const [event, user, paymentAccount] = await Promise.all([
      manager.findOneBy(Event, { id: registration.eventId }),
      manager.findOneBy(User, { id: registration.userId }),
      this.paymentAccount(manager),
    ]);
    if (!event || !user) return false;
    return this.writeDue(manager, { user, event, account, paymentAccount });
  }

  /**
   * After an admin set or changed an event's fees (in that transaction): the "payment due" mail to
   * each registration whose fee is due now and that owes more than before the change, with something
   * left to pay: accepted ones, and unreviewed ones where the fee is due on registration; never
   * waitlisted (told when accepted) or cancelled. Keyed as feeOwed's (registration and amount), so
   * saving the same fees again, or lowering them, writes nothing. How many it wrote.
   */
  async feesChanged(
    manager: EntityManager,
    eventId: string,
    owedBefore: ReadonlyMap<string, number>,
    after: PaymentAccount[],
  ): Promise<number> {
    const due = after.filter(
      (account) =>
        (account.registration.state === 'accepted' || account.registration.state === null) &&
        account.owed > (owedBefore.get(account.registration.id) ?? 0) &&
        account.balance > 0,
    );
    if (due.length === 0) return 0;
    const [event, users, paymentAccount] = await Promise.all([
      manager.findOneBy(Event, { id: eventId }),
      manager.findBy(User, { id: In([...new Set(due.map((account) => account.registration.userId))]) }),
      this.paymentAccount(manager),
    ]);
    if (!event) return 0;
    const userOf = new Map(users.map((user) => [user.id, user]));
    let written = 0;
    for (const account of due) {
      const user = userOf.get(account.registration.userId);
      if (user && (await this.writeDue(manager, { user, event, account, paymentAccount }))) written += 1;
    }
    return written;
  }

  /** Delivers the mails written (call it after the writing transaction committed). */
  afterCommit(): void {
    this.deps.outbox.kick();
  }

  private writeDue(manager: EntityManager, subject: PaymentMailSubject): Promise<boolean> {
    const message = paymentDueMail(this.deps.publicUrl, subject);
    return this.deps.outbox.write(manager, {
      key: `payment_due:${subject.account.registration.id}:${subject.account.owed}`,
      kind: 'payment_due',
      userId: subject.user.id,
      to: subject.user.email,
      subject: message.subject,
      text: message.text,
      link: message.link,
    });
  }

  /** How many reminders "Remind unpaid" would write now (admins). */
  async previewReminders(context: RequestContext, eventId: string): Promise<PaymentReminderResult> {
    authorizeOnPayments(context, 'manage');
    return this.reminders(this.deps.dataSource.manager, eventId, false);
  }

  /**
   * "Remind unpaid" (admins): one reminder per unpaid accepted registration of an event that has not
   * started, at most one per registration and day. Each reminder is written in its own transaction, so
   * a simultaneous click that wrote one first leaves that registration out.
   */
  async remindUnpaid(context: RequestContext, eventId: string): Promise<PaymentReminderResult> {
    authorizeOnPayments(context, 'manage');
    const result = await this.reminders(this.deps.dataSource.manager, eventId, true);
    if (result.count > 0) this.deps.outbox.kick();
    return result;
  }

  private async reminders(manager: EntityManager, eventId: string, write: boolean): Promise<PaymentReminderResult> {
    const event = await manager.findOneBy(Event, { id: eventId });
    if (!event) throw notFound(M.eventNotFound);
    const now = this.deps.clock.now();
    if (event.eventStartTime.getTime() <= now.getTime()) throw conflict(M.eventStarted);
    const accepted = await manager.find(EventRegistration, {
      where: { eventId, state: 'accepted' },
      order: { registeredAt: 'ASC', id: 'ASC' },
    });
    const unpaid = (await accountsOf(manager, accepted)).filter((account) => account.owed > 0 && account.balance > 0);
    const day = now.toISOString().slice(0, 10);
    let count = 0;
    for (const account of unpaid) {
      const key = `payment_reminder:${eventId}:${account.registration.id}:${day}`;
      const sent = write ? await this.writeReminder(event, account, key) : await this.remindOne(manager, event, account, key, false);
      if (sent) count += 1;
    }
    return { eventId, count, skipped: unpaid.length - count };
  }

  /** One reminder in its own transaction; a simultaneous click that wrote the same key first wins (the unique index). */
  private async writeReminder(event: Event, account: PaymentAccount, key: string): Promise<boolean> {
    try {
      return await withTransaction(this.deps.dataSource, (manager) => this.remindOne(manager, event, account, key, true));
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Writes (or, with write false, checks it would write) one reminder; false when reminders are off or it exists. */
  private async remindOne(manager: EntityManager, event: Event, account: PaymentAccount, key: string, write: boolean): Promise<boolean> {
    const user = await manager.findOneBy(User, { id: account.registration.userId });
    if (!user) return false;
    const settings = await this.deps.settings.settingsOf(manager, user.id);
    if (!settings.reminderMails) return false;
    if (!write) return !(await this.deps.outbox.has(manager, key));
    const urls = this.deps.settings.unsubscribeUrls(settings.unsubscribeToken);
    const message = paymentReminderMail(
      this.deps.publicUrl,
      { user, event, account, paymentAccount: await this.paymentAccount(manager) },
      urls.page,
    );
    return this.deps.outbox.write(manager, {
      key,
      kind: 'payment_reminder',
      userId: user.id,
      to: user.email,
      subject: message.subject,
      text: message.text,
      link: message.link,
      unsubscribeUrl: urls.oneClick,
      priority: 'bulk',
    });
  }

  private async paymentAccount(manager: EntityManager): Promise<string | null> {
    return (await manager.findOneBy(SiteSettings, { id: SITE_SETTINGS_ID }))?.paymentAccount ?? null;
  }
}

interface PaymentMailSubject {
  user: User;
  event: Event;
  account: PaymentAccount;
  paymentAccount: string | null;
}

/** The lines every payment mail carries: the amount, the account to pay to and the reference. */
function howToPay({ account, paymentAccount }: PaymentMailSubject): string[] {
  return [
    `Amount: ${formatMinorUnits(account.balance, account.currency)} ${account.currency}`,
    paymentAccount ? `Pay by bank transfer to: ${paymentAccount}` : 'The organizers will tell you where to pay.',
    `Payment reference: ${account.reference}`,
    'Please give the payment reference with your transfer, so your payment is matched to your registration.',
  ];
}

/** The mail a player gets when their registration comes to owe money. */
export function paymentDueMail(publicUrl: string, subject: PaymentMailSubject): { subject: string; text: string; link: string } {
  const link = `${publicUrl}/events`;
  return {
    subject: `Payment for ${subject.event.eventTitle}`,
    link,
    text: [
      `Hello ${subject.user.firstName},`,
      '',
      `Your registration for ${subject.event.eventTitle} has a fee to pay.`,
      ...howToPay(subject),
      '',
      'Your registration on the events page shows what you owe and have paid:',
      link,
    ].join('\n'),
  };
}

/** The reminder "Remind unpaid" writes: optional mail, with the way to turn reminders off. */
export function paymentReminderMail(
  publicUrl: string,
  subject: PaymentMailSubject,
  unsubscribeUrl: string,
): { subject: string; text: string; link: string } {
  const link = `${publicUrl}/events`;
  return {
    subject: `Reminder: payment for ${subject.event.eventTitle}`,
    link,
    text: [
      `Hello ${subject.user.firstName},`,
      '',
      `Your registration for ${subject.event.eventTitle} is not paid yet.`,
      ...howToPay(subject),
      '',
      'Your registration on the events page shows what you owe and have paid:',
      link,
      '',
      '--',
      `You get this reminder because reminders are on in your notification settings (${publicUrl}/account).`,
      `To stop reminders, open: ${unsubscribeUrl}`,
    ].join('\n'),
  };
}
