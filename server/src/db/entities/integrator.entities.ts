import { Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BoolColumn, DateTimeColumn, IntColumn, JsonColumn, RefColumn, StringColumn, TextColumn, WithObjectId } from '../columns';
import { User } from './user.entity';

/**
 * A personal API token: `Authorization: Bearer larp_...` acts as its owner, narrowed to
 * its scopes. Only the SHA-256 (hex) of the token is stored; the prefix is kept to tell tokens apart.
 */
@Entity('api_tokens')
export class ApiToken extends WithObjectId {
  @Index()
  @RefColumn()
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @StringColumn(100)
  name: string;

  @Index({ unique: true })
  @StringColumn(64)
  tokenHash: string;

  /** the first characters of the token, shown in lists ("larp_Ab3x…") */
  @StringColumn(16)
  tokenPrefix: string;

  /** e.g. ["characters:read", "events:write"] */
  @JsonColumn()
  scopes: string[];

  @DateTimeColumn()
  expiresAt: Date;

  @DateTimeColumn({ nullable: true })
  revokedAt: Date | null;

  @DateTimeColumn({ nullable: true })
  lastUsedAt: Date | null;

  @DateTimeColumn()
  createdAt: Date;
}

/**
 * The first answer to a POST sent with an Idempotency-Key, per caller and key: a retry with the same
 * body gets it again; a different body under the same key is refused. `status` null: still running.
 */
@Entity('idempotency_keys')
@Index(['principal', 'idempotencyKey'], { unique: true })
export class IdempotencyRecord extends WithObjectId {
  /** "user:<id>" */
  @StringColumn(64)
  principal: string;

  @StringColumn(191)
  idempotencyKey: string;

  /** "POST /api/v1/characters/xp" */
  @StringColumn(200)
  route: string;

  /** SHA-256 of the method, path and canonical JSON body */
  @StringColumn(64)
  requestHash: string;

  @IntColumn({ nullable: true })
  status: number | null;

  @JsonColumn({ nullable: true })
  response: unknown;

  @DateTimeColumn()
  createdAt: Date;

  @Index()
  @DateTimeColumn()
  expiresAt: Date;
}

/** A GraphQL query staff saved in the IDE under a name; shared ones are listed for every staff member. */
@Entity('saved_graphql_queries')
export class SavedGraphqlQuery extends WithObjectId {
  @Index()
  @RefColumn()
  ownerId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id' })
  owner?: User;

  @StringColumn(100)
  name: string;

  @TextColumn()
  query: string;

  @JsonColumn({ nullable: true })
  variables: Record<string, unknown> | null;

  @BoolColumn({ default: false })
  shared: boolean;

  @DateTimeColumn()
  createdAt: Date;

  @DateTimeColumn()
  updatedAt: Date;
}

/** A user's secret iCal feed address: only the SHA-256 of its token is stored; resetting replaces it. */
@Entity('calendar_feeds')
export class CalendarFeed extends WithObjectId {
  @Index({ unique: true })
  @RefColumn()
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index({ unique: true })
  @StringColumn(64)
  tokenHash: string;

  @DateTimeColumn()
  createdAt: Date;
}

/** An admin-registered receiver of event notifications (signed with its own secret). */
@Entity('webhooks')
export class Webhook extends WithObjectId {
  @StringColumn(500)
  url: string;

  /** e.g. ["registration.created", "event.finalized"] */
  @JsonColumn()
  events: string[];

  /** the HMAC-SHA256 key; shown to admins, needed to sign */
  @StringColumn(64)
  secret: string;

  @BoolColumn({ default: true })
  active: boolean;

  @RefColumn({ nullable: true })
  createdById: string | null;

  @DateTimeColumn()
  createdAt: Date;
}

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/** One notification to one webhook, its attempts and their outcome (the delivery log). */
@Entity('webhook_deliveries')
@Index(['state', 'nextAttemptAt'])
export class WebhookDelivery extends WithObjectId {
  @Index()
  @RefColumn()
  webhookId: string;

  @ManyToOne(() => Webhook, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'webhook_id' })
  webhook?: Webhook;

  @StringColumn(50)
  event: string;

  @JsonColumn()
  payload: Record<string, unknown>;

  @StringColumn(16)
  state: WebhookDeliveryState;

  @IntColumn({ default: 0 })
  attempts: number;

  @DateTimeColumn({ nullable: true })
  nextAttemptAt: Date | null;

  @IntColumn({ nullable: true })
  lastStatusCode: number | null;

  @StringColumn(500, { nullable: true })
  lastError: string | null;

  @DateTimeColumn()
  createdAt: Date;

  @DateTimeColumn({ nullable: true })
  deliveredAt: Date | null;
}
