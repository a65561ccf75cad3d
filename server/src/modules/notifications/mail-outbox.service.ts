import type { DataSource } from 'typeorm';
import type { Notification } from '../../db/entities/notification.entity';
import { withTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import type { RequestContext } from '../../request-context';
import { MAIL_OUTBOX_MESSAGES as M } from './notifications.inputs';
import { authorizeOnNotifications } from './notifications.policy';
import type { Outbox } from './outbox';

/**
 * The admins' view of the mail outbox: the mails that were not delivered, and "Send again". A mail
 * whose send was cut off by a crash stays unconfirmed (it may have gone out, and the outbox sends a
 * notification at most once); only an admin, knowing the person may get it twice, puts it back in line.
 */
export class MailOutboxService {
  constructor(
    private readonly deps: { dataSource: DataSource; outbox: Outbox; logger: { info(details: object, message: string): void } },
  ) {}

  async undelivered(context: RequestContext): Promise<Notification[]> {
    authorizeOnNotifications(context, 'manageOutbox');
    return this.deps.outbox.undelivered();
  }

  /** Re-queues one unconfirmed or failed mail; it is delivered after the answer (with retries, like any mail). */
  async sendAgain(context: RequestContext, id: string): Promise<Notification> {
    const admin = authorizeOnNotifications(context, 'manageOutbox');
    const result = await withTransaction(this.deps.dataSource, (manager) => this.deps.outbox.sendAgain(manager, id));
    if (!result) throw notFound(M.notFound);
    if (!result.requeued) throw conflict(M.notSendableAgain(result.notification.state));
    this.deps.logger.info({ notification: id, key: result.notification.notificationKey, by: admin.id }, 'An admin sends a mail again');
    this.deps.outbox.kick();
    return result.notification;
  }
}
