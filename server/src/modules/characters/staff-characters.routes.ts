import { CHARACTERS_CALLS } from './characters.calls';
import { z } from 'zod';
import { attributesQuery } from './characters.inputs';
import { restRoute, type RestRoute } from '../../rest/route-table';
import {
  characterAttributesOutput,
  characterOutput,
  deletedOutput,
  pickCharacterAttributes,
  presentCharacter,
  type CharacterView,
} from './character.presenter';
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
    path: '/characters',
    // the call's own contract, named here for its type: the row builds its command from it
    query: CHARACTERS_CALLS.characters.input,
    // every character: streamed a batch at a time (rest/streamed-list.ts), the same JSON as a whole answer
    input: ({ query }) => ({ ids: query.ids, inBatches: true as const, paging: query.paging }),
    // with first, after, sort, direction, search or a filter: one page (rest/register-rest-routes.ts)
    pagesWhenAsked: true,
    response: z.array(characterAttributesOutput),
    present: (views: CharacterView[], { query }) => views.map(pickCharacterAttributes(query.attributes)),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.secretOptions,
    method: 'GET',
    path: '/characters/secret_options',
    response: z.object({ additional_spell_schools: z.array(z.string()) }),
    present: (schools: string[]) => ({ additional_spell_schools: schools }),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.grantXp,
    method: 'POST',
    path: '/characters/xp',
    response: outcomeOutput({ character_xp_total: z.number().int() }),
    present: presentOutcome(({ id, xpTotal }: { id: string; xpTotal: number }) => ({ _id: id, character_xp_total: xpTotal })),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.recordDeaths,
    method: 'POST',
    path: '/characters/:id/deaths',
    response: outcomeOutput({ character_deaths: z.object({ death_count: z.number().int(), reaper_fight_count: z.number().int() }) }),
    present: presentOutcome(({ id, deathCount, reaperFightCount }: { id: string; deathCount: number; reaperFightCount: number }) => ({
      _id: id,
      character_deaths: { death_count: deathCount, reaper_fight_count: reaperFightCount },
    })),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.updatePastEventCounts,
    method: 'PATCH',
    path: '/characters/bulk_update_past_event_counts',
    response: outcomeOutput({ character_xp_sequence: z.number().int() }),
    present: presentOutcome(({ id, xpSequence }: { id: string; xpSequence: number }) => ({ _id: id, character_xp_sequence: xpSequence })),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.grantShards,
    method: 'POST',
    path: '/users/shards',
    response: outcomeOutput({ shard_total: z.number().int() }),
    present: presentOutcome(({ id, shards }: { id: string; shards: number }) => ({ _id: id, shard_total: shards })),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.userCharacters,
    method: 'GET',
    query: attributesQuery,
    path: '/users/:user_id/characters',
    response: z.array(characterAttributesOutput),
    present: (views: CharacterView[], { query }) => views.map(pickCharacterAttributes(query.attributes)),
  }),
  restRoute({
    definition: CHARACTERS_CALLS.createCharacterForUser,
    method: 'POST',
    path: '/users/:user_id/characters',
    status: 201,
    response: characterOutput,
    present: presentCharacter,
  }),
  restRoute({
    definition: CHARACTERS_CALLS.userCharacter,
    method: 'GET',
    path: '/users/:user_id/characters/:character_id',
    response: characterOutput,
    present: presentCharacter,
  }),
  restRoute({
    definition: CHARACTERS_CALLS.changeUserCharacter,
    method: 'PATCH',
    path: '/users/:user_id/characters/:character_id',
    response: characterOutput,
    present: presentCharacter,
  }),
  restRoute({
    definition: CHARACTERS_CALLS.deleteUserCharacter,
    method: 'DELETE',
    path: '/users/:user_id/characters/:character_id',
    response: deletedOutput,
    present: ({ id }: { id: string }) => ({ _id: id }),
  }),
];
