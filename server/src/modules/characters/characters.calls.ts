import { defineCall, defineCalls } from '../../calls/call-definition';
import { rule } from '../accounts/accounts.policy';
import { CHARACTER_POLICY } from './characters.policy';
import type { CharacterView } from './character.presenter';
import type { BatchStream } from '../../calls/batch-stream';
import type { PagedList } from '../../input/paging';
import type { CharacterConnectionQuery } from '../staff-lists/staff-lists.inputs';
import { attributesQuery, characterIdParams, createCharacterInput, saveBuildInput, updateCharacterInput } from './characters.inputs';
import {
  adminCreateCharacterInput,
  characterChangeInput,
  characterIdParams as staffCharacterIdParams,
  characterListQuery,
  grantShardsInput,
  grantXpInput,
  pastEventCountsInput,
  recordDeathsInput,
  userCharacterParams,
  userIdParams,
} from './staff-characters.inputs';

/** The calls of characters: who may make each, its token scope, contracts, summary and service call (calls/call-definition.ts). */
export const CHARACTERS_CALLS = defineCalls({
  myCharacters: defineCall({
    access: 'signedIn',
    scope: 'characters:read',
    // REST's attributes= only trims the answer (the row's present)
    input: attributesQuery,
    summary: 'Your characters, optionally only some attributes.',
    run: ({ context, services }) => services.characters.listOwn(context),
  }),
  myCharacter: defineCall({
    access: 'signedIn',
    scope: 'characters:read',
    params: characterIdParams,
    input: attributesQuery,
    summary: 'One of your characters.',
    run: ({ context, services }, { id }) => services.characters.getOwn(context, id),
  }),
  createCharacter: defineCall({
    access: 'signedIn',
    scope: 'characters:write',
    input: createCharacterInput,
    summary: 'Creates a character with its name, race and class.',
    run: ({ context, services }, command) => services.characters.create(context, command),
  }),
  updateCharacter: defineCall({
    access: 'signedIn',
    scope: 'characters:write',
    params: characterIdParams,
    input: updateCharacterInput,
    summary: "Changes a character's name, race or class (until its first commit).",
    run: ({ context, services }, command) => services.characters.updateInfo(context, command.id, command),
  }),
  deleteCharacter: defineCall({
    access: 'signedIn',
    scope: 'characters:write',
    params: characterIdParams,
    summary: 'Deletes one of your characters (only one that may be deleted).',
    run: ({ context, services }, { id }) => services.characters.deleteOwn(context, id),
  }),
  saveCharacterBuild: defineCall({
    access: 'signedIn',
    scope: 'characters:write',
    params: characterIdParams,
    input: saveBuildInput,
    summary: "Saves a character's build (editable until committed); 409 when build_version is stale.",
    // saving never commits, whatever the body says
    run: ({ context, services }, command) => services.characters.saveBuild(context, command.id, { ...command, commit: false }),
  }),
  commitCharacterBuild: defineCall({
    access: 'signedIn',
    scope: 'characters:write',
    params: characterIdParams,
    input: saveBuildInput,
    summary: "Saves a character's build, or commits it with commit=true (locked against reduction).",
    run: ({ context, services }, command) => services.characters.saveBuild(context, command.id, command),
  }),
  characters: defineCall({
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'characters:read',
    input: characterListQuery,
    summary:
      "Every character (staff list), optionally only some attributes or ids. Optionally a page at a time: with first, after, sort, direction, search or a filter (player_id, character_class, race, committed, xp_min, xp_max, level_min, level_max, attended_event_id: GET /characters/paged's parameters) the answer is one page, its total and next cursor in `paging` and the next page's address in the Link header.",
    // REST's list of every character is streamed a batch at a time (inBatches, rest/streamed-list.ts); GraphQL's is one list;
    // REST's connection parameters: one page
    run: (
      { context, services },
      { ids, inBatches, paging }: { ids?: string[]; inBatches?: true; paging?: CharacterConnectionQuery | null },
    ): Promise<PagedList<CharacterView> | BatchStream<CharacterView>> =>
      paging
        ? services.staffCharacters.page(context, paging)
        : inBatches && !ids
          ? services.staffCharacters.listInBatches(context)
          : services.staffCharacters.list(context, ids),
  }),
  secretOptions: defineCall({
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'characters:read',
    summary: 'The additional spell schools staff may enable on a character.',
    run: ({ context, services }) => services.staffCharacters.secretOptions(context),
  }),
  grantXp: defineCall({
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'characters:write',
    idempotent: true,
    input: grantXpInput,
    summary: 'Grants (or takes) XP to characters, with a reason; each grant is a ledger entry.',
    run: ({ context, services }, command) => services.staffCharacters.grantXp(context, command),
  }),
  recordDeaths: defineCall({
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'characters:write',
    idempotent: true,
    params: staffCharacterIdParams,
    input: recordDeathsInput,
    summary: 'Records deaths and reaper fights of a character at an event.',
    run: ({ context, services }, command) => services.staffCharacters.recordDeaths(context, command.id, command),
  }),
  updatePastEventCounts: defineCall({
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'characters:write',
    input: pastEventCountsInput,
    summary: "Sets characters' past event counts (xp_sequences: character id to count).",
    run: ({ context, services }, command) => services.staffCharacters.updatePastEventCounts(context, command),
  }),
  grantShards: defineCall({
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'shards:write',
    idempotent: true,
    input: grantShardsInput,
    summary: 'Grants (or takes) shards to users, with a reason; each grant is a ledger entry.',
    run: ({ context, services }, command) => services.staffCharacters.grantShards(context, command),
  }),
  userCharacters: defineCall({
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'characters:read',
    params: userIdParams,
    input: attributesQuery,
    summary: "A user's characters (staff).",
    run: ({ context, services }, { user_id }) => services.staffCharacters.listForUser(context, user_id),
  }),
  createCharacterForUser: defineCall({
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'characters:write',
    params: userIdParams,
    input: adminCreateCharacterInput,
    summary: 'Creates a character for a user (staff), with starting XP and deaths, optionally committed.',
    run: ({ context, services }, command) => services.staffCharacters.createForUser(context, command.user_id, command),
  }),
  userCharacter: defineCall({
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'characters:read',
    restOnly: "GraphQL reads a user's characters through userCharacters",
    params: userCharacterParams,
    summary: "One of a user's characters (staff).",
    run: ({ context, services }, { user_id, character_id }) => services.staffCharacters.getForUser(context, user_id, character_id),
  }),
  changeUserCharacter: defineCall({
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'characters:write',
    restOnly: 'GraphQL has one field per change: uncommitCharacter, setAdditionalSpellSchools, setTransformation',
    params: userCharacterParams,
    input: characterChangeInput,
    summary: "Uncommits a user's character, or sets its additional spell schools and transformation (staff).",
    run: ({ context, services }, command) => services.staffCharacters.change(context, command.user_id, command.character_id, command),
  }),
  deleteUserCharacter: defineCall({
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'characters:write',
    params: userCharacterParams,
    summary: "Deletes a user's character (staff).",
    run: ({ context, services }, { user_id, character_id }) => services.staffCharacters.deleteForUser(context, user_id, character_id),
  }),
  uncommitCharacter: defineCall({
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'characters:write',
    params: userCharacterParams,
    input: characterChangeInput,
    run: ({ context, services }, command) => services.staffCharacters.change(context, command.user_id, command.character_id, command),
  }),
  setAdditionalSpellSchools: defineCall({
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'characters:write',
    params: userCharacterParams,
    input: characterChangeInput,
    run: ({ context, services }, command) => services.staffCharacters.change(context, command.user_id, command.character_id, command),
  }),
  setTransformation: defineCall({
    access: rule(CHARACTER_POLICY, 'manageAll'),
    scope: 'characters:write',
    params: userCharacterParams,
    input: characterChangeInput,
    run: ({ context, services }, command) => services.staffCharacters.change(context, command.user_id, command.character_id, command),
  }),
});
