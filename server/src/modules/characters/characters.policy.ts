import type { Character } from '../../db/entities/character.entity';
import type { User } from '../../db/entities/user.entity';
import { AppError } from '../../errors';
import { hasRole } from '../accounts/accounts.policy';
import { CHARACTER_MESSAGES as M } from './characters.messages';

/*
 * Who may do what to a character. Players reach only their own characters through /user/...;
 * admins reach every character through the staff calls (events §6: the staff screens are admin-only).
 * Someone else's character answers 404, like a missing one, so ids cannot be probed.
 */

export function canManageAllCharacters(user: User): boolean {
  return hasRole(user, 'admin');
}

/** The character if `user` owns it; else NOT_FOUND. */
export function requireOwnCharacter(user: User, character: Character | null): Character {
  if (!character || character.userId !== user.id) throw new AppError('NOT_FOUND', M.notFound);
  return character;
}
