import { OneTimeToken } from './one-time-token.entity';
import { RateLimitBucket } from './rate-limit-bucket.entity';
import { Session } from './session.entity';
import { User } from './user.entity';

export * from './one-time-token.entity';
export * from './rate-limit-bucket.entity';
export * from './session.entity';
export * from './user.entity';

/** Every entity, for the DataSource. */
export const ENTITIES = [User, Session, OneTimeToken, RateLimitBucket];
