import { z } from 'zod';
import { body, params } from '../../input/contract';
import { LIMITS, bool, id, text } from '../../input/fields';
import { PRIVACY_MESSAGES as M } from './privacy.messages';

/*
 * The privacy calls' input, one contract for REST and GraphQL. Whether a name is blank or
 * an address well formed is the service's to say, with its messages.
 */

const optionalFlag = () =>
  bool()
    .nullable()
    .optional()
    .transform((value) => value ?? undefined);

/** PATCH /user/profile: any of the four; an absent field is left as it is. */
export const updateProfileInput = body({
  first_name: text(LIMITS.name).optional(),
  last_name: text(LIMITS.name).optional(),
  email: text(LIMITS.email, { tooLong: M.invalidEmail }).optional(),
  email_consent: optionalFlag(),
}).transform((input) => ({
  firstName: input.first_name,
  lastName: input.last_name,
  email: input.email,
  emailConsent: input.email_consent,
}));
export type UpdateProfileCommand = z.output<typeof updateProfileInput>;

export const confirmEmailInput = body({ token: text(LIMITS.token, { required: M.emailLinkInvalid }) });

/** POST /user/deletion: the password, bounded like the account calls' (the check says whether it is right). */
export const requestDeletionInput = body({ password: text(1024, { required: M.passwordMissing }) });

export const sessionParams = params({ id: text(64) });
/** POST /user/deletion/cancel/{token}: the confirmation mail's link (checked by the service). */
export const cancelDeletionParams = params({ token: text(LIMITS.token) });
export const userIdParams = params({ user_id: id() });
