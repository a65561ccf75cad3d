import type { DataSource, EntityManager } from 'typeorm';
import { In, IsNull, Not } from 'typeorm';
import type { Clock } from '../../clock';
import { AttendanceRecord } from '../../db/entities/attendance-record.entity';
import { Checkin, LIVE_KEY } from '../../db/entities/checkin.entities';
import { EventRegistration } from '../../db/entities/event-registration.entity';
import type { Event } from '../../db/entities/event.entity';
import { Notification } from '../../db/entities/notification.entity';
import { ParticipantMessage } from '../../db/entities/participant-message.entity';
import { User } from '../../db/entities/user.entity';
import { withTransaction } from '../../db/transaction';
import { badInput, isDuplicateKey } from '../../errors';
import type { RequestContext } from '../../request-context';
import type { EventsService } from '../events/events.service';
import type { Outbox } from '../notifications/outbox';
import { authorizeOnMessages } from './messages.policy';
import { MESSAGE_TEXTS as M, type MessageDraft, type SendMessageCommand } from './messages.inputs';

/** How many recipients a preview names. */
export const PREVIEW_NAMES = 20;
/** How many messages the history shows (the newest). */
export const HISTORY_LIMIT = 100;

export interface Recipient {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export interface MessagePreview {
  recipientCount: number;
  /** the first PREVIEW_NAMES recipients, by name */
  recipients: Recipient[];
  /** the mail the first recipient would get (null: nobody) */
  mail: { to: string; subject: string; text: string } | null;
}

/** A sent message with its delivery counts (from the outbox). */
export interface MessageView {
  message: ParticipantMessage;
  sentBy: { id: string; firstName: string; lastName: string } | null;
  delivered: number;
  waiting: number;
  failed: number;
}

/**
 * Messages to participants: an admin writes to an audience of one event (accepted, waitlisted,
 * unreviewed, attendees, one role, or picked registrations) or to every player who gave email
 * consent, sees the count and a preview, and sends. Sending writes the message and one outbox
 * notification per recipient in one transaction (key `message:<id>:<user>`: at most once each);
 * delivery runs after the answer, with the outbox's retries. The draft's send_key makes a second
 * Send of the same draft answer the first message instead of sending again.
 *
 * Mail about an event the person registered for is sent to every registrant of the audience (as
 * the decision mails are); mail to all players goes only to those who gave email consent, and says
 * where to withdraw it.
 */
export class MessagesService {
  constructor(private readonly deps: { dataSource: DataSource; clock: Clock; outbox: Outbox; events: EventsService; publicUrl: string }) {}

  async preview(context: RequestContext, draft: MessageDraft): Promise<MessagePreview> {
    authorizeOnMessages(context, 'send');
    const manager = this.deps.dataSource.manager;
    const event = await this.eventOf(context, draft, manager);
    const recipients = await this.recipients(manager, event, draft);
    const first = recipients.at(0);
    return {
      recipientCount: recipients.length,
      recipients: recipients.slice(0, PREVIEW_NAMES),
      mail: first ? { to: first.email, ...this.mailFor(first, event, draft) } : null,
    };
  }

  async send(context: RequestContext, command: SendMessageCommand): Promise<MessageView> {
    const sender = authorizeOnMessages(context, 'send');
    if (command.subject === '') throw badInput(M.subjectRequired);
    if (command.body === '') throw badInput(M.bodyRequired);
    const existing = await this.bySendKey(command.sendKey);
    if (existing) return existing;
    try {
      const message = await withTransaction(this.deps.dataSource, async (manager) => {
        // A retry of this transaction (deadlock) or a racing second click looks again.
        const sent = await manager.findOneBy(ParticipantMessage, { sendKey: command.sendKey });
        if (sent) return sent;
        const event = await this.eventOf(context, command, manager);
        const recipients = await this.recipients(manager, event, command);
        if (recipients.length === 0) throw badInput(M.nobody);
        const row = manager.create(ParticipantMessage, {
          sendKey: command.sendKey,
          eventId: event?.id ?? null,
          audience: command.audience,
          eventRole: command.audience === 'role' ? command.eventRole : null,
          sentById: sender.id,
          subject: command.subject,
          body: command.body,
          recipientCount: recipients.length,
          sentAt: this.deps.clock.now(),
        });
        await manager.insert(ParticipantMessage, row);
        for (const recipient of recipients) {
          const mail = this.mailFor(recipient, event, command);
          await this.deps.outbox.write(manager, {
            key: `message:${row.id}:${recipient.userId}`,
            kind: 'message',
            userId: recipient.userId,
            to: recipient.email,
            subject: mail.subject,
            text: mail.text,
            link: null,
            priority: event ? 'normal' : 'bulk',
          });
        }
        return row;
      });
      this.deps.outbox.kick();
      return (await this.views([message]))[0];
    } catch (error) {
      // Two clicks at once: the unique send_key lets one through; the other answers its message.
      if (isDuplicateKey(error)) {
        const first = await this.bySendKey(command.sendKey);
        if (first) return first;
      }
      throw error;
    }
  }

  /** The messages of an event (or, without one, those to all consenting players), newest first, with delivery counts. */
  async history(context: RequestContext, eventId: string | null): Promise<MessageView[]> {
    authorizeOnMessages(context, 'send');
    const manager = this.deps.dataSource.manager;
    if (eventId) await this.deps.events.visibleEvent(context, eventId, manager);
    const messages = await manager.find(ParticipantMessage, {
      where: { eventId: eventId ?? IsNull() },
      order: { sentAt: 'DESC', id: 'DESC' },
      take: HISTORY_LIMIT,
    });
    return this.views(messages);
  }

  private async bySendKey(sendKey: string): Promise<MessageView | null> {
    const message = await this.deps.dataSource.manager.findOneBy(ParticipantMessage, { sendKey });
    return message ? (await this.views([message]))[0] : null;
  }

  private async views(messages: ParticipantMessage[]): Promise<MessageView[]> {
    const manager = this.deps.dataSource.manager;
    const senderIds = [...new Set(messages.flatMap((m) => (m.sentById ? [m.sentById] : [])))];
    const senders = new Map(
      (senderIds.length
        ? await manager.find(User, { where: { id: In(senderIds) }, select: { id: true, firstName: true, lastName: true } })
        : []
      ).map((user) => [user.id, user]),
    );
    const views: MessageView[] = [];
    for (const message of messages) {
      const counts = await manager
        .createQueryBuilder(Notification, 'notification')
        .select('notification.state', 'state')
        .addSelect('COUNT(*)', 'count')
        .where('notification.notification_key LIKE :prefix', { prefix: `message:${message.id}:%` })
        .groupBy('notification.state')
        .getRawMany<{ state: string; count: string | number }>();
      const of = (...states: string[]) => counts.filter((c) => states.includes(c.state)).reduce((sum, c) => sum + Number(c.count), 0);
      const sender = message.sentById ? senders.get(message.sentById) : undefined;
      views.push({
        message,
        sentBy: sender ? { id: sender.id, firstName: sender.firstName, lastName: sender.lastName } : null,
        delivered: of('sent'),
        waiting: of('pending', 'sending'),
        failed: of('failed', 'unconfirmed'),
      });
    }
    return views;
  }

  /** The draft's event (visible to the sender), or null for the consenting audience. */
  private async eventOf(context: RequestContext, draft: MessageDraft, manager: EntityManager): Promise<Event | null> {
    if (draft.audience === 'consenting') return null;
    if (!draft.eventId) throw badInput(M.eventRequired);
    return this.deps.events.visibleEvent(context, draft.eventId, manager);
  }

  /** Everyone the draft's audience names, once each, by name. */
  private async recipients(manager: EntityManager, event: Event | null, draft: MessageDraft): Promise<Recipient[]> {
    const userIds = event ? await this.eventAudience(manager, event, draft) : null;
    if (userIds !== null && userIds.length === 0) return [];
    const users = await manager.find(User, {
      where: userIds === null ? { emailConsent: true, verified: true } : { id: In(userIds) },
      select: { id: true, email: true, firstName: true, lastName: true, deletionRequestedAt: true },
    });
    return users
      .filter((user) => user.deletionRequestedAt === null)
      .map((user) => ({ userId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName }))
      .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`) || (a.userId < b.userId ? -1 : 1));
  }

  private async eventAudience(manager: EntityManager, event: Event, draft: MessageDraft): Promise<string[]> {
    const registrations = (where: object) =>
      manager.find(EventRegistration, { where: { eventId: event.id, ...where }, select: { id: true, userId: true } });
    const users = (rows: Array<{ userId: string }>) => [...new Set(rows.map((row) => row.userId))];
    switch (draft.audience) {
      case 'registered':
        return users(await registrations({ state: Not('cancelled') }));
      case 'accepted':
      case 'waitlisted':
        return users(await registrations({ state: draft.audience }));
      case 'unreviewed':
        return users(await registrations({ state: IsNull() }));
      case 'role':
        if (!draft.eventRole) throw badInput(M.roleRequired);
        return users(await registrations({ eventRole: draft.eventRole, state: Not('cancelled') }));
      case 'picked': {
        if (draft.registrationIds.length === 0) throw badInput(M.pickRequired);
        const picked = await manager.find(EventRegistration, {
          where: { id: In(draft.registrationIds) },
          select: { id: true, eventId: true, userId: true },
        });
        for (const id of draft.registrationIds)
          if (!picked.some((r) => r.id === id && r.eventId === event.id)) throw badInput(M.notOfEvent(id));
        return users(picked);
      }
      case 'attendees': {
        // Those recorded at finalize, and those let in at the gate with a registration before it.
        const recorded = await manager.find(AttendanceRecord, { where: { eventId: event.id }, select: { id: true, userId: true } });
        const checkins = await manager.find(Checkin, {
          where: { eventId: event.id, liveKey: LIVE_KEY, registrationId: Not(IsNull()) },
          select: { id: true, registrationId: true },
        });
        const ids = checkins.flatMap((c) => (c.registrationId ? [c.registrationId] : []));
        const admitted = ids.length
          ? await manager.find(EventRegistration, { where: { id: In(ids) }, select: { id: true, userId: true } })
          : [];
        return users([...recorded, ...admitted]);
      }
      default:
        return [];
    }
  }

  /** The mail one recipient gets. */
  private mailFor(recipient: Recipient, event: Event | null, draft: MessageDraft): { subject: string; text: string } {
    const footer = event
      ? [`You get this message because you registered for ${event.eventTitle}.`, `${this.deps.publicUrl}/events`]
      : [
          'You get this message because you agreed to mails from the organizers.',
          `To withdraw your consent, open your account: ${this.deps.publicUrl}/account`,
        ];
    return {
      subject: event ? `${event.eventTitle}: ${draft.subject}` : draft.subject,
      text: [`Hello ${recipient.firstName},`, '', draft.body, '', '--', ...footer].join('\n'),
    };
  }
}
