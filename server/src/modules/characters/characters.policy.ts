import type { Character } from '../../db/entities/character.entity';
import type { User } from '../../db/entities/user.entity';
import { AppError } from '../../errors';
import type { RequestContext } from '../../request-context';
import { authorize, can, type Policy } from '../accounts/accounts.policy';
import { CHARACTER_MESSAGES as M } from './characters.messages';

/*
 * Who may do what to a character. Players reach only their own characters through /user/...;
 * admins reach every character through the staff calls (events §6: the staff screens are admin-only).
 * Someone else's character answers 404, like a missing one, so ids cannot be probed.
 */

/** The staff character tools (players §6, events §5): list, create for, change, delete, grant XP, shards and deaths. */
export const CHARACTER_POLICY = {
  manageAll: 'admin',
} as const satisfies Policy<string>;
export type CharacterAction = keyof typeof CHARACTER_POLICY;

export const canOnCharacters = (user: User | null, action: CharacterAction): boolean => can(CHARACTER_POLICY, user, action);
export const authorizeOnCharacters = (context: RequestContext, action: CharacterAction): User =>
  authorize(CHARACTER_POLICY, context, action);

/** The character if `user` owns it; else NOT_FOUND. */
export function requireOwnCharacter(user: User, character: Character | null): Character {
  if (!character || character.userId !== user.id) throw new AppError('NOT_FOUND', M.notFound);
  return character;
}
