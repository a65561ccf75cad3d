import { Entity, Index, PrimaryColumn } from 'typeorm';
import { DateTimeColumn, IntColumn } from '../columns';

/**
 * One fixed window of a rate limit, e.g. key "login:ip:1.2.3.4". Kept in the database so limits hold
 * across restarts and across server processes. The column is `bucket_key` because KEY is reserved in MySQL.
 */
@Entity('rate_limit_buckets')
export class RateLimitBucket {
  @PrimaryColumn({ type: 'varchar', length: 191, name: 'bucket_key' })
  key: string;

  @PrimaryColumn({ type: 'datetime', precision: 3 })
  windowStart: Date;

  @IntColumn({ default: 0 })
  count: number;

  /** For sweeping old windows. */
  @Index()
  @DateTimeColumn()
  expiresAt: Date;
}
