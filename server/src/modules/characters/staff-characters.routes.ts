import { CHARACTERS_CALLS } from './characters.calls';
import { z } from 'zod';
import { restRoute, type RestRoute } from '../../rest/route-table';
import { attributesQuery } from './characters.inputs';
import {
  characterAttributesOutput,
  characterOutput,
  deletedOutput,
  pickCharacterAttributes,
  presentCharacter,
  type CharacterView,
} from './character.presenter';
import {
  adminCreateCharacterInput,
  characterChangeInput,
  characterIdParams,
  characterListQuery,
  grantShardsInput,
  grantXpInput,
  pastEventCountsInput,
  recordDeathsInput,
  userCharacterParams,
  userIdParams,
} from './staff-characters.inputs';
import type { GrantOutcome } from './staff-characters.service';

/** A grant's answer: the spec's success message beside what changed. */
function presentOutcome<T>(rename: (result: T) => Record<string, unknown>) {
  return (outcome: GrantOutcome<T>) => ({ message: outcome.message, results: outcome.results.map(rename) });
}

/** The answer shape of a grant: the message and, per row changed, its id and new values. */
const outcomeOutput = (fields: z.ZodRawShape) =>
  z.object({ message: z.string(), results: z.array(z.object({ _id: z.string(), ...fields })) });

/**
 * The admin character calls (events §7 "Characters and admin"). Paths as documented; choices where
 * the spec is silent (docs/API.md "Characters: the calls the spec leaves open"): uncommit is PATCH .../characters/{id} with committed_build
 * present and uncommit_scope one of skills, skills_and_race_attributes (default), everything.
 */
export const STAFF_CHARACTER_ROUTES: RestRoute[] = [
  restRoute({
    definition: CHARACTERS_CALLS.characters,
    method: 'GET',
    summary: 'Every character (staff list), optionally only some attributes or ids.',
    path: '/characters',
    query: characterListQuery,
    // every character: streamed a batch at a time (rest/streamed-list.ts), the same JSON as a whole answer
    call: ({ query, context, services }) =>
      query.ids ? services.staffCharacters.list(context, query.ids) : services.staffCharacters.listInBatches(context),
    response: z.array(characterAttributesOutput),
    present: (views: CharacterView[], { query }) => views.map(pickCharacterAttributes(query.attributes)),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.secretOptions,
    method: 'GET',
    summary: 'The additional spell schools staff may enable on a character.',
    path: '/characters/secret_options',
    call: ({ context, services }) => services.staffCharacters.secretOptions(context),
    response: z.object({ additional_spell_schools: z.array(z.string()) }),
    present: (schools: string[]) => ({ additional_spell_schools: schools }),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.grantXp,
    method: 'POST',
    summary: 'Grants (or takes) XP to characters, with a reason; each grant is a ledger entry.',
    path: '/characters/xp',
    body: grantXpInput,
    call: ({ body, context, services }) => services.staffCharacters.grantXp(context, body),
    response: outcomeOutput({ character_xp_total: z.number().int() }),
    present: presentOutcome(({ id, xpTotal }: { id: string; xpTotal: number }) => ({ _id: id, character_xp_total: xpTotal })),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.recordDeaths,
    method: 'POST',
    summary: 'Records deaths and reaper fights of a character at an event.',
    path: '/characters/:id/deaths',
    params: characterIdParams,
    body: recordDeathsInput,
    call: ({ body, params, context, services }) => services.staffCharacters.recordDeaths(context, params.id, body),
    response: outcomeOutput({ character_deaths: z.object({ death_count: z.number().int(), reaper_fight_count: z.number().int() }) }),
    present: presentOutcome(({ id, deathCount, reaperFightCount }: { id: string; deathCount: number; reaperFightCount: number }) => ({
      _id: id,
      character_deaths: { death_count: deathCount, reaper_fight_count: reaperFightCount },
    })),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.updatePastEventCounts,
    method: 'PATCH',
    summary: "Sets characters' past event counts (xp_sequences: character id to count).",
    path: '/characters/bulk_update_past_event_counts',
    body: pastEventCountsInput,
    call: ({ body, context, services }) => services.staffCharacters.updatePastEventCounts(context, body),
    response: outcomeOutput({ character_xp_sequence: z.number().int() }),
    present: presentOutcome(({ id, xpSequence }: { id: string; xpSequence: number }) => ({ _id: id, character_xp_sequence: xpSequence })),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.grantShards,
    method: 'POST',
    summary: 'Grants (or takes) shards to users, with a reason; each grant is a ledger entry.',
    path: '/users/shards',
    body: grantShardsInput,
    call: ({ body, context, services }) => services.staffCharacters.grantShards(context, body),
    response: outcomeOutput({ shard_total: z.number().int() }),
    present: presentOutcome(({ id, shards }: { id: string; shards: number }) => ({ _id: id, shard_total: shards })),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.userCharacters,
    method: 'GET',
    summary: "A user's characters (staff).",
    path: '/users/:user_id/characters',
    params: userIdParams,
    query: attributesQuery,
    call: ({ params, context, services }) => services.staffCharacters.listForUser(context, params.user_id),
    response: z.array(characterAttributesOutput),
    present: (views: CharacterView[], { query }) => views.map(pickCharacterAttributes(query.attributes)),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.createCharacterForUser,
    method: 'POST',
    summary: 'Creates a character for a user (staff), with starting XP and deaths, optionally committed.',
    path: '/users/:user_id/characters',
    status: 201,
    params: userIdParams,
    body: adminCreateCharacterInput,
    call: ({ body, params, context, services }) => services.staffCharacters.createForUser(context, params.user_id, body),
    response: characterOutput,
    present: presentCharacter,
  }),
  restRoute({
    definition: CHARACTERS_CALLS.userCharacter,
    method: 'GET',
    summary: "One of a user's characters (staff).",
    path: '/users/:user_id/characters/:character_id',
    params: userCharacterParams,
    call: ({ params, context, services }) => services.staffCharacters.getForUser(context, params.user_id, params.character_id),
    response: characterOutput,
    present: presentCharacter,
  }),
  restRoute({
    definition: CHARACTERS_CALLS.changeUserCharacter,
    method: 'PATCH',
    summary: "Uncommits a user's character, or sets its additional spell schools and transformation (staff).",
    path: '/users/:user_id/characters/:character_id',
    params: userCharacterParams,
    body: characterChangeInput,
    call: ({ body, params, context, services }) => services.staffCharacters.change(context, params.user_id, params.character_id, body),
    response: characterOutput,
    present: presentCharacter,
  }),
  restRoute({
    definition: CHARACTERS_CALLS.deleteUserCharacter,
    method: 'DELETE',
    summary: "Deletes a user's character (staff).",
    path: '/users/:user_id/characters/:character_id',
    params: userCharacterParams,
    call: ({ params, context, services }) => services.staffCharacters.deleteForUser(context, params.user_id, params.character_id),
    response: deletedOutput,
    present: ({ id }: { id: string }) => ({ _id: id }),
  }),
];
