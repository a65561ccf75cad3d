import { closedSetEnum } from '../../../graphql/closed-set-enum';
import type { CharacterSort, SortDirection, UserSort } from '../staff-lists.inputs';

export const SortDirectionEnum = closedSetEnum<SortDirection>('SortDirection', 'The order of a sorted list.', {
  ascending: 'Smallest (or A) first.',
  descending: 'Largest (or Z) first.',
});

export const StaffCharacterSortEnum = closedSetEnum<CharacterSort>('StaffCharacterSort', 'What the staff character list is sorted by.', {
  character: "The character's name.",
  player: "The player's name.",
  level: "The character's level.",
  xp: "The character's total XP.",
  deaths: "The character's deaths.",
  events: "The character's XP sequence (events attended).",
  status: 'Committed or not.',
});

export const StaffUserSortEnum = closedSetEnum<UserSort>('StaffUserSort', 'What the staff user list is sorted by.', {
  name: "The user's name.",
  email: "The user's e-mail address.",
  verified: 'Whether the e-mail address is confirmed.',
  shards: "The user's shards.",
  characters: 'How many characters the user has.',
});
