import { RateLimitBucket } from '../src/db/entities/rate-limit-bucket.entity';
import { limiterKeyHasher } from '../src/secrets';
import { Agent, startApp } from './support/http';
import { databases, useTestDatabase } from './support';

/**
 * Rate limits count per client address. Behind a load balancer the TCP peer is the balancer, so
 * TRUST_PROXY names the proxies whose X-Forwarded-For is believed; nobody else can choose the
 * address they are counted under by sending that header.
 */
describe.each(databases())('the client address behind a proxy (%s)', (kind) => {
  const db = useTestDatabase(kind);

  /** the forgot-password limit's key of an address (keyed hashes: rate-limiter.ts) */
  const keyOf = async (address: string) => `forgotPassword:@${(await limiterKeyHasher(db.dataSource))(address)}`;

  async function addressCountedFor(trustProxy: false | string[], peer: string): Promise<string[]> {
    const t = await startApp(db, { config: { trustProxy } });
    try {
      const agent = new Agent(t.app, peer);
      const answer = await agent.request('POST', '/api/v1/forgot_password', {
        json: { email: `someone-${peer}@example.org` },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(answer.status).toBe(200);
      const buckets = await db.dataSource.getRepository(RateLimitBucket).find();
      return buckets.map((bucket) => bucket.key).filter((key) => key.startsWith('forgotPassword:@'));
    } finally {
      await t.app.close();
      await db.dataSource.getRepository(RateLimitBucket).clear();
    }
  }

  it('counts the TCP peer when no proxy is trusted, whatever X-Forwarded-For says', async () => {
    expect(await addressCountedFor(false, '198.51.100.20')).toEqual([await keyOf('198.51.100.20')]);
  });

  it('counts the forwarded client when the peer is a trusted proxy', async () => {
    expect(await addressCountedFor(['198.51.100.0/24'], '198.51.100.20')).toEqual([await keyOf('203.0.113.7')]);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    expect(await addressCountedFor(['10.0.0.1'], '198.51.100.20')).toEqual([await keyOf('198.51.100.20')]);
  });
});
