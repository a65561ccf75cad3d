import { z } from 'zod';
import { body, onGraphQL, params, query } from '../../input/contract';
import { LIMITS, amount, bool, count, id, idList, int, list, map, objectIdKey, requiredText, text } from '../../input/fields';
import { characterInfoShape, toCharacterInfo } from './characters.inputs';
import { STAFF_CHARACTER_MESSAGES as M } from './staff-characters.messages';
import { asksForPage, characterConnectionFields, toCharacterConnectionQuery } from '../staff-lists/staff-lists.inputs';

/*
 * The admin character calls' input (events §5, §7), one contract for REST and GraphQL
 * (input/contract.ts). The spec's messages are used where it gives them; the bounds are those docs/API.md "Input limits" lists.
 */

/** Events §4: an admin uncommit resets one of three scopes; the middle one is the default. */
export const UNCOMMIT_SCOPES = ['skills', 'skills_and_race_attributes', 'everything'] as const;
export type UncommitScope = (typeof UNCOMMIT_SCOPES)[number];
export const DEFAULT_UNCOMMIT_SCOPE: UncommitScope = 'skills_and_race_attributes';

const reason = () => requiredText(LIMITS.reason, M.reasonRequired);

/** POST /characters/xp, grantXp. */
export const grantXpInput = body({
  character_ids: idList(M.selectCharacter),
  xp_amount: amount(LIMITS.grantAmount, M.xpAmountZero),
  reason: reason(),
}).transform((input) => ({ characterIds: input.character_ids, xpAmount: input.xp_amount, reason: input.reason }));
export type GrantXpCommand = z.output<typeof grantXpInput>;

/** POST /users/shards, grantShards. */
export const grantShardsInput = body({
  user_ids: idList(M.selectUser),
  shard_amount: amount(LIMITS.grantAmount, M.shardAmountZero),
  reason: reason(),
}).transform((input) => ({ userIds: input.user_ids, shardAmount: input.shard_amount, reason: input.reason }));
export type GrantShardsCommand = z.output<typeof grantShardsInput>;

const deathEntry = () =>
  int(-LIMITS.deathEntry, LIMITS.deathEntry)
    .nullable()
    .optional()
    .transform((value) => value ?? 0);

/** POST /characters/{id}/deaths, recordDeaths. Negative numbers correct earlier entries. */
export const recordDeathsInput = body({
  death_count: deathEntry(),
  reaper_fight_count: deathEntry(),
  event: requiredText(LIMITS.title, M.eventRequired),
})
  .refine((input) => input.death_count !== 0 || input.reaper_fight_count !== 0, { error: M.deathsBothZero })
  .transform((input) => ({ deathCount: input.death_count, reaperFightCount: input.reaper_fight_count, event: input.event }));
export type RecordDeathsCommand = z.output<typeof recordDeathsInput>;

/** PATCH /characters/bulk_update_past_event_counts: { xp_sequences: { <character id>: count } }. */
export const pastEventCountsInput = body({
  // GraphQL sends the counts as a list of { characterId, xpSequence }
  xp_sequences: onGraphQL(
    map(objectIdKey(), count(), { notMap: M.noChanges }).refine((counts) => counts.size > 0, { error: M.noChanges }),
    { name: 'counts', keyedBy: 'characterId', value: 'xpSequence' },
  ),
}).transform((input) => ({ xpSequences: input.xp_sequences }));
export type PastEventCountsCommand = z.output<typeof pastEventCountsInput>;

/** POST /users/{user_id}/characters, createCharacterForUser. */
export const adminCreateCharacterInput = body({
  ...characterInfoShape,
  character_xp_total: count().nullable().optional(),
  // GraphQL sends deathCount and reaperFightCount beside the other fields
  character_deaths: onGraphQL(
    z.object(
      { death_count: count().nullable().optional(), reaper_fight_count: count().nullable().optional() },
      { error: '{field} must be an object' },
    ),
    { flattened: true },
  )
    .nullable()
    .optional(),
  commit: bool().nullable().optional(),
}).transform((input) => ({
  ...toCharacterInfo(input),
  /** absent: events §9's defaults (10 XP, no deaths, no reaper fights) */
  xpTotal: input.character_xp_total ?? undefined,
  deathCount: input.character_deaths?.death_count ?? undefined,
  reaperFightCount: input.character_deaths?.reaper_fight_count ?? undefined,
  /** the documented call sends commit=true; leaving it out commits too, commit=false does not */
  commit: input.commit !== false,
}));
export type AdminCreateCommand = z.output<typeof adminCreateCharacterInput>;

/**
 * PATCH /users/{user_id}/characters/{character_id}: uncommit (committed_build present, any value,
 * with uncommit_scope), additional_spell_schools (the full list), set_transformation (name or null).
 */
export const characterChangeInput = body({
  committed_build: z.unknown().optional(),
  uncommit_scope: onGraphQL(
    text(LIMITS.label).refine((value) => value === '' || (UNCOMMIT_SCOPES as readonly string[]).includes(value), {
      error: (issue) => M.unknownScope(String(issue.input)),
    }),
    { name: 'scope' },
  )
    .nullable()
    .optional(),
  additional_spell_schools: onGraphQL(list(text(LIMITS.label), LIMITS.questions), { name: 'schools' }).optional(),
  set_transformation: onGraphQL(text(LIMITS.label), { name: 'transformation' }).nullable().optional(),
})
  .refine(
    (input) =>
      input.committed_build !== undefined || input.additional_spell_schools !== undefined || input.set_transformation !== undefined,
    { error: M.nothingToChange },
  )
  .transform((input) => ({
    uncommitScope: input.committed_build !== undefined ? ((input.uncommit_scope || DEFAULT_UNCOMMIT_SCOPE) as UncommitScope) : null,
    additionalSpellSchools: input.additional_spell_schools,
    // undefined: unchanged; null or '': end the transformation
    setTransformation: input.set_transformation === undefined ? undefined : input.set_transformation || null,
  }));
export type CharacterChangeCommand = z.output<typeof characterChangeInput>;

/**
 * Which characters the staff list reads (`characters`): REST's `GET /characters?id=a,b&attributes=x,y`,
 * GraphQL's `characters(ids: [...])`. One contract for both: REST's comma-separated text is read as
 * the list GraphQL sends (and a repeated `id=` as Fastify's list), then each id is checked as an id
 * anywhere is, at most LIMITS.list of them, so a bad id gets the same 400 and message on either
 * transport. No ids, or `id=` empty: every character. On REST the characters connection's
 * parameters (first, after, sort, direction, search and its filters: staff-lists.inputs.ts) make
 * the list answer one page (`paging`) instead of every character; its `ids` filter is the
 * connection's own (GET /characters names its characters with `id`).
 */
const { ids: _connectionIds, ...listPagingFields } = characterConnectionFields;

export const characterListQuery = query({
  attributes: text(LIMITS.queryText).optional(),
  id: onGraphQL(
    z
      .preprocess(
        (value) => (typeof value !== 'string' ? value : value === '' ? undefined : value.split(',').map((entry) => entry.trim())),
        list(id()).optional(),
      )
      .meta({ description: "Only these characters' ids: comma-separated (id=a,b) or repeated (id=a&id=b); all when left out." }),
    { name: 'ids' },
  ),
  ...listPagingFields,
}).transform((input, ctx) => {
  const ids = input.id?.length ? [...new Set(input.id)] : undefined;
  const paging = asksForPage(input, listPagingFields) ? toCharacterConnectionQuery(input, ctx) : null;
  if (paging && ids) {
    ctx.addIssue({ code: 'custom', message: M.idsOrPage, path: ['id'], input: input.id });
    return z.NEVER;
  }
  return { attributes: input.attributes, ids, paging };
});
export type CharacterListCommand = z.output<typeof characterListQuery>;

export const userIdParams = params({ user_id: id() });
export const userCharacterParams = params({ user_id: id(), character_id: id() });
/** POST /characters/{id}/deaths; GraphQL names the character characterId. */
export const characterIdParams = params({ id: onGraphQL(id(), { name: 'characterId' }) });
