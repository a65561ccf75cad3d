/**
 * The ruleset calls on the REST bridge with the session cookie: the ruleset in force,
 * versions, drafts (a refused one carries the validator's problems), the impact report and publish.
 */

export interface RulesetProblem {
  object: string;
  field: string;
  message: string;
}

export interface RulesetVersionRow {
  number: number;
  name: string;
  label: number;
  published_at: string;
  published_by: { _id: string; name: string } | null;
  policy: string | null;
  rebuild_until: string | null;
  in_force?: boolean;
}

export interface PartDiff {
  added: string[];
  removed: string[];
  changed: { name: string; id: string; fields: string[]; changes: string[] }[];
}

export interface RulesetDraft {
  _id: string;
  name: string;
  label: number;
  base_version: number;
  current_version: number;
  stale: boolean;
  created_at: string;
  published_version: number | null;
  diff: { skills: PartDiff; races: PartDiff; transformations: PartDiff; general: string[]; summary: string[] };
}

export const DAMAGE_KINDS = ['invalid_build', 'over_budget', 'cost_changed'] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];

export interface ImpactRow {
  character_id: string;
  character_name: string;
  kinds: DamageKind[];
  lost_skills: { skill: string; dependents: string[] }[];
  cost_before: number;
  cost_after: number;
  character_xp_total: number;
  messages: string[];
}

export interface ImpactReport {
  counts: Record<DamageKind, number> & { characters: number; affected: number };
  characters: ImpactRow[];
}

export interface RulesetNotice {
  version: number;
  policy: string;
  kinds: string[];
  explanation: string;
  lost_skills: { skill: string; dependents: string[] }[];
  cost_before: number;
  cost_after: number;
  xp_added: number;
  rebuild_until: string | null;
  settled_at: string | null;
  created_at: string;
}

/** A refused call: the status, the server's message and, for a refused draft, its problems. */
export class RulesetCallFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: RulesetProblem[] = [],
  ) {
    super(message);
    this.name = 'RulesetCallFailed';
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
  } catch {
    throw new RulesetCallFailed(0, 'The server could not be reached. Check your connection and try again.');
  }
  const answer = (await response.json().catch(() => null)) as { data?: T; message?: string; problems?: RulesetProblem[] } | null;
  if (!response.ok || !answer || answer.data === undefined) {
    throw new RulesetCallFailed(response.status, answer?.message ?? 'Something went wrong. Please try again.', answer?.problems ?? []);
  }
  return answer.data;
}

export const currentRuleset = () => call<Record<string, unknown>>('GET', '/ruleset');
export const rulesetVersions = () => call<{ current: number; versions: RulesetVersionRow[] }>('GET', '/ruleset/versions');
export const rulesetVersion = (number: number) => call<Record<string, unknown>>('GET', `/ruleset/versions/${number}`);
export const uploadDraft = (ruleset: unknown) => call<RulesetDraft>('POST', '/ruleset/drafts', ruleset);
export const draftImpact = (id: string) => call<ImpactReport>('GET', `/ruleset/drafts/${encodeURIComponent(id)}/impact`);
export const publishDraft = (id: string, policy: string, rebuildUntil: string | null) =>
  call<{ version: RulesetVersionRow; counts: ImpactReport['counts'] }>('POST', `/ruleset/drafts/${encodeURIComponent(id)}/publish`, {
    policy,
    rebuild_until: rebuildUntil,
  });
export const rulesetNotices = (characterId: string) =>
  call<RulesetNotice[]>('GET', `/characters/${encodeURIComponent(characterId)}/ruleset_notices`);

/** Words for the kinds of damage, as the screen shows them. */
export const KIND_LABELS: Record<DamageKind, string> = {
  invalid_build: 'Invalid build',
  over_budget: 'Over budget',
  cost_changed: 'Cost changed',
};
