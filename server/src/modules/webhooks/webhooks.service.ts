import { randomBytes } from 'node:crypto';
import { In, LessThanOrEqual, type DataSource, type EntityManager } from 'typeorm';
import type { BackgroundTasks } from '../../background-tasks';
import type { Clock } from '../../clock';
import { Webhook, WebhookDelivery } from '../../db/entities/integrator.entities';
import { withTransaction } from '../../db/transaction';
import { badInput, notFound } from '../../errors';
import type { RequestContext } from '../../request-context';
import type { PeriodicJob } from '../../scheduler';
import { authorizeOnWebhooks } from './webhooks.policy';
import { signDelivery } from './webhook-signature';
import { postTo } from './webhook-post';
import { TargetNotAllowedError, WebhookTargets } from './webhook-targets';
import { WEBHOOK_MESSAGES as M, type WebhookEvent } from '@larp/rules';
import type { CreateWebhookCommand } from './webhooks.inputs';

/** Attempts per delivery before it is marked failed. */
export const WEBHOOK_MAX_ATTEMPTS = 6;
/** Wait before attempt n+1: 30 s, 2 min, 8 min, 32 min, ~2 h. */
export const webhookBackoffMs = (attempts: number) => 30_000 * 4 ** (attempts - 1);
/** A claimed delivery is not taken by another process for this long. */
const CLAIM_MS = 60_000;
const TIMEOUT_MS = 10_000;
const BATCH = 50;

export interface WebhookLogger {
  error(details: object, message: string): void;
}

/**
 * Admin-registered webhooks: each change of interest becomes one delivery row per
 * subscribed webhook (the delivery log), written in the transaction of the change (record()), sent as signed JSON and retried with back-off until a 2xx
 * answer or WEBHOOK_MAX_ATTEMPTS. Deliveries are claimed with a conditional UPDATE, so several
 * processes never send the same attempt twice.
 */
export class WebhooksService {
  constructor(
    private readonly deps: {
      dataSource: DataSource;
      clock: Clock;
      logger: WebhookLogger;
      background?: BackgroundTasks;
      /** the addresses deliveries may go to (WEBHOOK_ALLOW_NETWORKS, the resolver) */
      targets: WebhookTargets;
    },
  ) {}

  /** a record() since the last afterCommit(): worth a delivery pass */
  private recorded = false;

  get dataSource(): DataSource {
    return this.deps.dataSource;
  }

  async list(context: RequestContext): Promise<Webhook[]> {
    authorizeOnWebhooks(context, 'manage');
    return this.deps.dataSource.getRepository(Webhook).find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async create(context: RequestContext, command: CreateWebhookCommand): Promise<Webhook> {
    const user = authorizeOnWebhooks(context, 'manage');
    await this.assertTargetAllowed(command.url);
    return withTransaction(this.deps.dataSource, (manager) =>
      manager.save(
        manager.create(Webhook, {
          url: command.url,
          events: command.events,
          secret: randomBytes(32).toString('hex'),
          active: true,
          createdById: user.id,
          createdAt: this.deps.clock.now(),
        }),
      ),
    );
  }

  async setActive(context: RequestContext, id: string, active: boolean): Promise<Webhook> {
    authorizeOnWebhooks(context, 'manage');
    // Enabling checks the address again: it may have been registered under wider rules.
    if (active) {
      const hook = await this.deps.dataSource.getRepository(Webhook).findOneBy({ id });
      if (!hook) throw notFound(M.notFound);
      await this.assertTargetAllowed(hook.url);
    }
    return withTransaction(this.deps.dataSource, async (manager) => {
      const result = await manager.update(Webhook, { id }, { active });
      if (!result.affected) throw notFound(M.notFound);
      return manager.findOneByOrFail(Webhook, { id });
    });
  }

  async remove(context: RequestContext, id: string): Promise<void> {
    authorizeOnWebhooks(context, 'manage');
    const result = await withTransaction(this.deps.dataSource, (manager) => manager.delete(Webhook, { id }));
    if (!result.affected) throw notFound(M.notFound);
  }

  private async assertTargetAllowed(url: string): Promise<void> {
    try {
      await this.deps.targets.assertAllowed(url);
    } catch (error) {
      if (error instanceof TargetNotAllowedError) throw badInput(M.addressNotAllowed);
      throw error;
    }
  }

  /** The delivery log of one webhook, newest first. */
  async deliveries(context: RequestContext, id: string): Promise<WebhookDelivery[]> {
    authorizeOnWebhooks(context, 'manage');
    if (!(await this.deps.dataSource.getRepository(Webhook).existsBy({ id }))) throw notFound(M.notFound);
    return this.deps.dataSource
      .getRepository(WebhookDelivery)
      .find({ where: { webhookId: id }, order: { createdAt: 'DESC', id: 'DESC' }, take: 100 });
  }

  /**
   * Writes one delivery per active webhook that wants `event`, in the transaction of `manager`: the
   * delivery exists exactly when the change it reports is committed (the webhook outbox). Returns
   * the number written. Call afterCommit() once the transaction has committed.
   */
  async record(manager: EntityManager, event: WebhookEvent, data: Record<string, unknown>): Promise<number> {
    const hooks = (await manager.findBy(Webhook, { active: true })).filter((hook) => hook.events.includes(event));
    if (hooks.length === 0) return 0;
    const now = this.deps.clock.now();
    await manager.insert(
      WebhookDelivery,
      hooks.map((hook) => ({
        webhookId: hook.id,
        event,
        payload: { event, created_at: now.toISOString(), data } as never,
        state: 'pending' as const,
        attempts: 0,
        nextAttemptAt: now,
        lastStatusCode: null,
        lastError: null,
        createdAt: now,
        deliveredAt: null,
      })),
    );
    this.recorded = true;
    return hooks.length;
  }

  /**
   * After a commit that may have recorded deliveries: sends them off the request path. (A delivery
   * whose send is missed here, by a stopped process, goes with the scheduler's next pass.)
   */
  afterCommit(): void {
    if (!this.recorded || !this.deps.background) return;
    this.recorded = false;
    this.deps.background.run('webhook deliveries', async () => {
      await this.deliverDue();
    });
  }

  /** Sends every due delivery once (claimed first); returns how many were attempted. */
  async deliverDue(): Promise<number> {
    const repository = this.deps.dataSource.getRepository(WebhookDelivery);
    const due = await repository.find({
      where: { state: 'pending', nextAttemptAt: LessThanOrEqual(this.deps.clock.now()) },
      order: { nextAttemptAt: 'ASC', id: 'ASC' },
      take: BATCH,
    });
    if (due.length === 0) return 0;
    const hooks = new Map(
      (await this.deps.dataSource.getRepository(Webhook).findBy({ id: In([...new Set(due.map((d) => d.webhookId))]) })).map((hook) => [
        hook.id,
        hook,
      ]),
    );
    let attempted = 0;
    for (const delivery of due) {
      const hook = hooks.get(delivery.webhookId);
      if (!hook || !(await this.claim(delivery))) continue;
      attempted += 1;
      await this.attempt(hook, delivery);
    }
    return attempted;
  }

  private async claim(delivery: WebhookDelivery): Promise<boolean> {
    const now = this.deps.clock.now();
    const result = await this.deps.dataSource
      .getRepository(WebhookDelivery)
      .update(
        { id: delivery.id, state: 'pending', nextAttemptAt: LessThanOrEqual(now) },
        { nextAttemptAt: new Date(now.getTime() + CLAIM_MS) },
      );
    return result.affected === 1;
  }

  private async attempt(hook: Webhook, delivery: WebhookDelivery): Promise<void> {
    const body = JSON.stringify({ id: delivery.id, ...delivery.payload });
    const timestamp = Math.floor(this.deps.clock.now().getTime() / 1000);
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const signal = AbortSignal.timeout(TIMEOUT_MS);
      const url = new URL(hook.url);
      // Resolved once and checked on every attempt; the connection goes to these very addresses.
      const addresses = await this.deps.targets.resolve(url);
      signal.throwIfAborted();
      statusCode = await postTo(
        url,
        addresses,
        {
          'Content-Type': 'application/json',
          'User-Agent': 'larp-app-webhooks',
          'X-Larp-Event': delivery.event,
          'X-Larp-Delivery': delivery.id,
          'X-Larp-Timestamp': String(timestamp),
          'X-Larp-Signature': signDelivery(hook.secret, timestamp, body),
        },
        body,
        signal,
      );
      if (statusCode < 200 || statusCode >= 300) error = `HTTP ${statusCode}`;
    } catch (caught) {
      error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 500);
    }
    const attempts = delivery.attempts + 1;
    const now = this.deps.clock.now();
    const changes: Omit<Partial<WebhookDelivery>, 'payload' | 'webhook'> = error === null
      ? { state: 'delivered', attempts, lastStatusCode: statusCode, lastError: null, deliveredAt: now, nextAttemptAt: null }
      : attempts >= WEBHOOK_MAX_ATTEMPTS
        ? { state: 'failed', attempts, lastStatusCode: statusCode, lastError: error, nextAttemptAt: null }
        : { attempts, lastStatusCode: statusCode, lastError: error, nextAttemptAt: new Date(now.getTime() + webhookBackoffMs(attempts)) };
    if (error !== null) this.deps.logger.error({ webhookId: hook.id, deliveryId: delivery.id, attempts, error }, 'Webhook delivery failed');
    await this.deps.dataSource.getRepository(WebhookDelivery).update({ id: delivery.id }, changes);
  }
}

/** Retries (and first sends missed by a stopped process) every 30 s, once across processes. */
export function webhookDeliveryJob(webhooks: WebhooksService): PeriodicJob {
  return {
    name: 'webhook-deliveries',
    everyMs: 30_000,
    run: async () => {
      await webhooks.deliverDue();
    },
  };
}
