import type { User, UserRole } from '../../db/entities/user.entity';
import { AppError } from '../../errors';
import type { RequestContext } from '../../request-context';
import { ACCOUNT_MESSAGES } from './accounts.messages';

/** Every verified account is a player; staff and admin are stored roles. Admins may do what staff may. */
export type Role = 'player' | UserRole;

export function hasRole(user: User, role: Role): boolean {
  if (role === 'player') return user.verified;
  if (role === 'staff') return user.roles.includes('staff') || user.roles.includes('admin');
  return user.roles.includes(role);
}

/** The signed-in user, or UNAUTHENTICATED (401: the client goes to /login). */
export function requireUser(context: RequestContext): User {
  if (!context.user) throw new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.notSignedIn);
  return context.user;
}

/** The signed-in user holding `role`, else 401 (anonymous) or 403. */
export function requireRole(context: RequestContext, role: Role): User {
  const user = requireUser(context);
  if (!hasRole(user, role)) throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.notAllowed);
  return user;
}
