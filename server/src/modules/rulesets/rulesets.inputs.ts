import { z } from 'zod';
import { body, onGraphQL, params } from '../../input/contract';
import { id, int, oneOf } from '../../input/fields';
import { PUBLISH_POLICIES } from '../../db';
import { RULESET_OBJECT_KINDS } from '@larp/rules';

/*
 * The rulesets calls' input (one contract for REST and GraphQL, input/contract.ts). The
 * draft's body is the ruleset JSON itself: the rules' validator checks it and answers its problems.
 */

/** A draft's path; GraphQL names it `id` (rulesetDraft) or `draftId` (the calls on a draft). */
export const draftIdParams = params({
  id: onGraphQL(z.string().regex(/^[0-9a-f]{24}$/, { error: 'Ruleset draft not found' }), { name: ['id', 'draftId'] }),
});
/** A character's path; GraphQL names it `characterId`. */
export const noticesParams = params({ id: onGraphQL(id(), { name: 'characterId' }) });
export const versionParams = params({ number: z.coerce.number().pipe(int(1, 2_147_483_647, 'Ruleset version not found')) });

/** POST /ruleset/drafts: any JSON object; the validator decides (its problems come back as a 400). */
export const draftInput = z.record(z.string(), z.unknown(), { error: 'The ruleset must be a JSON object' });

/** POST /ruleset/drafts/{id}/publish. */
export const publishInput = body({
  policy: oneOf(PUBLISH_POLICIES, `policy must be one of ${PUBLISH_POLICIES.join(', ')}`),
  rebuild_until: z.iso
    .datetime({ offset: true, error: 'rebuild_until must be a date and time (ISO 8601)' })
    .or(z.iso.date({ error: 'rebuild_until must be a date and time (ISO 8601)' }))
    .nullable()
    .optional(),
}).transform((input) => ({
  policy: input.policy,
  rebuildUntil: input.rebuild_until
    ? new Date(input.rebuild_until.length === 10 ? `${input.rebuild_until}T23:59:59Z` : input.rebuild_until)
    : null,
}));

/**
 * POST /ruleset/drafts/{id}/objects: one object of the draft put in place, naming the version it was
 * read at (0 for a new one); `value` null removes it. The rules' validator checks the ruleset it makes.
 */
export const saveObjectInput = body({
  kind: oneOf(RULESET_OBJECT_KINDS, `kind must be one of ${RULESET_OBJECT_KINDS.join(', ')}`),
  key: z.string({ error: 'key must be a text' }).max(64, { error: 'key must be at most 64 characters' }).default(''),
  version: int(0, 2_147_483_647, 'version must be a whole number of 0 or more'),
  value: z.unknown(),
}).transform((input) => ({ kind: input.kind, key: input.key, version: input.version, value: input.value ?? null }));
