import { object, restRoute, str, type JsonSchema, type RestRoute } from '../../rest/route-table';
import { pickCharacterAttributes, presentCharacter, type CharacterView } from '../characters/character.presenter';
import type { AdminCreateInput, CharacterChangeInput, GrantOutcome } from './staff-characters.service';

const anyObject: JsonSchema = { type: 'object' };
const userCharacterParams = object({ user_id: str, character_id: str });

/** ?id=a,b -> the ids; absent or empty -> every character. */
function parseIds(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const ids = value.split(',').map((id) => id.trim()).filter((id) => id !== '');
  return ids.length ? ids : undefined;
}

/** A grant's answer: the spec's success message beside what changed. */
function presentOutcome<T>(rename: (result: T) => Record<string, unknown>) {
  return (outcome: GrantOutcome<T>) => ({ message: outcome.message, results: outcome.results.map(rename) });
}

/**
 * The admin character calls (events §7 "Characters and admin"). Paths as documented; choices where
 * the spec is silent (server README): uncommit is PATCH .../characters/{id} with committed_build
 * present and uncommit_scope one of skills, skills_and_race_attributes (default), everything.
 */
export const STAFF_CHARACTER_ROUTES: RestRoute[] = [
  restRoute<Record<string, never>, { attributes?: string; id?: string }>({
    method: 'GET',
    path: '/characters',
    query: object({ attributes: str, id: str }),
    call: ({ query, context, services }) => services.staffCharacters.list(context, parseIds(query.id)),
    present: (views: CharacterView[], { query }) => views.map(pickCharacterAttributes(query.attributes)),
  }),
  restRoute({
    method: 'GET',
    path: '/characters/secret_options',
    call: ({ context, services }) => services.staffCharacters.secretOptions(context),
    present: (schools: string[]) => ({ additional_spell_schools: schools }),
  }),
  restRoute<{ character_ids?: unknown; xp_amount?: unknown; reason?: unknown }>({
    method: 'POST',
    path: '/characters/xp',
    body: anyObject,
    call: ({ body, context, services }) => services.staffCharacters.grantXp(context, body),
    present: presentOutcome(({ id, xpTotal }: { id: string; xpTotal: number }) => ({ _id: id, character_xp_total: xpTotal })),
  }),
  restRoute<{ death_count?: unknown; reaper_fight_count?: unknown; event?: unknown }, Record<string, never>, { id: string }>({
    method: 'POST',
    path: '/characters/:id/deaths',
    params: object({ id: str }),
    body: anyObject,
    call: ({ body, params, context, services }) => services.staffCharacters.recordDeaths(context, params.id, body),
    present: presentOutcome(({ id, deathCount, reaperFightCount }: { id: string; deathCount: number; reaperFightCount: number }) => ({
      _id: id,
      character_deaths: { death_count: deathCount, reaper_fight_count: reaperFightCount },
    })),
  }),
  restRoute<{ xp_sequences?: unknown }>({
    method: 'PATCH',
    path: '/characters/bulk_update_past_event_counts',
    body: anyObject,
    call: ({ body, context, services }) => services.staffCharacters.updatePastEventCounts(context, body),
    present: presentOutcome(({ id, xpSequence }: { id: string; xpSequence: number }) => ({ _id: id, character_xp_sequence: xpSequence })),
  }),
  restRoute<{ user_ids?: unknown; shard_amount?: unknown; reason?: unknown }>({
    method: 'POST',
    path: '/users/shards',
    body: anyObject,
    call: ({ body, context, services }) => services.staffCharacters.grantShards(context, body),
    present: presentOutcome(({ id, shards }: { id: string; shards: number }) => ({ _id: id, shard_total: shards })),
  }),
  restRoute<Record<string, never>, { attributes?: string }, { user_id: string }>({
    method: 'GET',
    path: '/users/:user_id/characters',
    params: object({ user_id: str }),
    query: object({ attributes: str }),
    call: ({ params, context, services }) => services.staffCharacters.listForUser(context, params.user_id),
    present: (views: CharacterView[], { query }) => views.map(pickCharacterAttributes(query.attributes)),
  }),
  restRoute<AdminCreateInput, Record<string, never>, { user_id: string }>({
    method: 'POST',
    path: '/users/:user_id/characters',
    status: 201,
    params: object({ user_id: str }),
    body: anyObject,
    call: ({ body, params, context, services }) => services.staffCharacters.createForUser(context, params.user_id, body),
    present: presentCharacter,
  }),
  restRoute<Record<string, never>, Record<string, never>, { user_id: string; character_id: string }>({
    method: 'GET',
    path: '/users/:user_id/characters/:character_id',
    params: userCharacterParams,
    call: ({ params, context, services }) => services.staffCharacters.getForUser(context, params.user_id, params.character_id),
    present: presentCharacter,
  }),
  restRoute<CharacterChangeInput, Record<string, never>, { user_id: string; character_id: string }>({
    method: 'PATCH',
    path: '/users/:user_id/characters/:character_id',
    params: userCharacterParams,
    body: anyObject,
    call: ({ body, params, context, services }) =>
      services.staffCharacters.change(context, params.user_id, params.character_id, body),
    present: presentCharacter,
  }),
  restRoute<Record<string, never>, Record<string, never>, { user_id: string; character_id: string }>({
    method: 'DELETE',
    path: '/users/:user_id/characters/:character_id',
    params: userCharacterParams,
    call: ({ params, context, services }) => services.staffCharacters.deleteForUser(context, params.user_id, params.character_id),
    present: ({ id }: { id: string }) => ({ _id: id }),
  }),
];
