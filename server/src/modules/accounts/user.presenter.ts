import { z } from 'zod';
import type { User } from '../../db/entities/user.entity';
import { badInput } from '../../errors';
import { ACCOUNT_MESSAGES } from './accounts.messages';

/** The documented REST shape of a user (players §3, events §3): snake_case with `_id`. */
export function presentUser(user: User) {
  return {
    _id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    verified: user.verified,
    roles: [...user.roles],
    shard_total: user.shardTotal,
    xp_token_purchased: user.xpTokenPurchased,
    email_consent: user.emailConsent,
  };
}

export type PresentedUser = ReturnType<typeof presentUser>;

/** The answer shape of presentUser (the API document's User; answers are serialized through it). */
export const userOutput = z.object({
  _id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  verified: z.boolean(),
  roles: z.array(z.enum(['staff', 'admin'])),
  shard_total: z.number().int(),
  xp_token_purchased: z.boolean(),
  email_consent: z.boolean(),
});
export const messageOutput = z.object({ message: z.string() });
const USER_ATTRIBUTES = Object.keys(presentUser({ roles: [] } as unknown as User)) as Array<keyof PresentedUser>;

/**
 * `?attributes=a,b` narrows each user to those fields (plus `_id`, which a list always needs).
 * An unknown name is refused rather than ignored, so a typo does not look like missing data.
 */
export function pickUserAttributes(attributes: string | undefined): (user: User) => Partial<PresentedUser> {
  if (attributes === undefined || attributes.trim() === '') return presentUser;
  const names = attributes
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of names) {
    if (!(USER_ATTRIBUTES as string[]).includes(name)) throw badInput(ACCOUNT_MESSAGES.unknownAttribute(name));
  }
  const wanted = new Set<string>(['_id', ...names]);
  return (user) => {
    const full = presentUser(user);
    return Object.fromEntries(Object.entries(full).filter(([key]) => wanted.has(key)));
  };
}
/** With `?attributes=`: the fields asked for, and `_id`. */
export const userAttributesOutput = userOutput.partial().required({ _id: true });
