import {
  indexGameData,
  putRulesetObject,
  rulesetObject,
  rulesetObjectKey,
  validateRuleset as validateWithRules,
  RulesetError,
  type RulesetObjectKind,
  type GameData,
  type Ruleset,
  type StoredBuild,
} from '@larp/rules';
import type { DataSource, EntityManager } from 'typeorm';
import { In, IsNull, LessThanOrEqual, Not } from 'typeorm';
import type { Clock } from '../../clock';
import {
  Character,
  CharacterBuildCommit,
  CharacterRulesetNotice,
  RulesetDraft,
  RulesetVersion,
  User,
  changeXp,
  withTransaction,
  type PublishPolicy,
} from '../../db';
import { AppError, badInput, conflict, notFound, present } from '../../errors';
import { writeVersioned } from '../characters/build-writes';
import type { RequestContext } from '../../request-context';
import { requireUser } from '../accounts/accounts.policy';
import { authorizeOnRulesets, canOnRulesets } from './rulesets.policy';
import type { GameDataService } from '../game-data/game-data.service';
import type { Outbox } from '../notifications/outbox';
import { diffRulesets, type RulesetDiff } from './ruleset-diff';
import {
  costUnder,
  dataWithExemptions,
  impactReport,
  stripInvalid,
  type CharacterImpact,
  type Exemptions,
  type ImpactCharacter,
  type ImpactReport,
  type ImpactRow,
} from './ruleset-impact';
import { ImpactReports } from './impact-report';
import { toWorking } from '@larp/rules';
import { RULESET_MESSAGES as M } from './rulesets.messages';
import { objectView, presentObject, versionOf, type DraftObjectView } from './draft-objects';

/** One problem of a refused draft, as the validator words it. */
export interface RulesetProblem {
  object: string;
  field: string;
  message: string;
}

/** Splits the validator's line `Skill "Parry" (id): skill_cost_model.rogue must be ...` into its parts. */
export function problemOf(line: string): RulesetProblem {
  const colon = line.indexOf(': ');
  const object = colon >= 0 ? line.slice(0, colon) : 'Ruleset';
  const message = colon >= 0 ? line.slice(colon + 2) : line;
  const field = /^([a-z_][\w.[\]]*)(?=[: ])/.exec(message)?.[1] ?? '';
  return { object, field, message };
}

/** The validator's refusal as problems; throws anything else. */
function validateDraft(json: unknown): Ruleset {
  try {
    return validateWithRules(json);
  } catch (error) {
    if (error instanceof RulesetError) {
      throw new AppError('BAD_USER_INPUT', error.message, { problems: error.problems.map(problemOf) });
    }
    throw error;
  }
}

export interface PublishCommand {
  policy: PublishPolicy;
  rebuildUntil: Date | null;
}

export interface DraftView {
  draft: RulesetDraft;
  diff: RulesetDiff;
  currentVersion: number;
}

/** One object of a draft put in place (value null: removed), naming the version it was read at. */
export interface SaveObjectCommand {
  kind: RulesetObjectKind;
  key: string;
  version: number;
  value: unknown;
}

/** The kinds whose objects carry their key as `_id`. */
const KEYED_BY_ID: ReadonlySet<RulesetObjectKind> = new Set(['skill', 'race', 'transformation']);

/** Saves racing on one draft row re-read and try again this many times before the caller is asked to. */
const SAVE_ATTEMPTS = 8;

export interface PublishResult {
  version: RulesetVersion;
  report: ImpactReport;
}

export interface RulesetsServiceDeps {
  dataSource: DataSource;
  clock: Clock;
  gameData: GameDataService;
  outbox: Outbox;
  publicUrl: string;
}

/** Called during publishing, inside its transaction, after each character (the CLI prints it). */
export type PublishProgress = (done: number, total: number) => void;

/** Characters read for a report: the columns it needs and the skills each has kept by grandfathering. */
async function loadImpactCharacters(manager: EntityManager): Promise<Array<ImpactCharacter & { buildVersion: number }>> {
  const rows = await manager.find(Character, {
    select: {
      id: true,
      userId: true,
      characterXpTotal: true,
      additionalSpellSchools: true,
      savedBuild: true,
      committedBuild: true,
      buildVersion: true,
    },
    order: { id: 'ASC' },
  });
  const exemptions = await loadExemptions(manager);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    characterXpTotal: row.characterXpTotal,
    additionalSpellSchools: row.additionalSpellSchools,
    savedBuild: row.savedBuild,
    committedBuild: row.committedBuild,
    buildVersion: row.buildVersion,
    exemptions: exemptions.get(row.id) ?? null,
  }));
}

/** The skills each character keeps by grandfathering (the few characters that have any). */
async function loadExemptions(manager: EntityManager): Promise<Map<string, Exemptions>> {
  const notices = await manager.find(CharacterRulesetNotice, {
    where: { exemptSkills: Not(IsNull()) },
    select: { id: true, characterId: true, versionNumber: true, exemptSkills: true },
    order: { versionNumber: 'ASC' },
  });
  return exemptionsByCharacter(notices);
}

function exemptionsByCharacter(notices: CharacterRulesetNotice[]): Map<string, Exemptions> {
  const result = new Map<string, Exemptions>();
  for (const notice of notices) {
    if (!notice.exemptSkills) continue;
    const merged = result.get(notice.characterId) ?? {};
    Object.assign(merged, notice.exemptSkills);
    result.set(notice.characterId, merged);
  }
  return result;
}

/** The skills a character keeps under the rules they were bought under (grandfathered), or null. */
export async function exemptionsOf(manager: EntityManager, characterId: string): Promise<Exemptions | null> {
  const notices = await manager.find(CharacterRulesetNotice, {
    where: { characterId, exemptSkills: Not(IsNull()) },
    select: { id: true, characterId: true, versionNumber: true, exemptSkills: true },
    order: { versionNumber: 'ASC' },
  });
  return exemptionsByCharacter(notices).get(characterId) ?? null;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Ruleset versions, drafts, the impact report and publishing. Everything but reading the
 * ruleset in force is for admins. Publishing is one transaction: the new version, every repaired
 * build, every ledger row, every notice and mail, or nothing.
 */
export class RulesetsService {
  /** the impact reports' worker, kept between reports (impact-report.ts) */
  private readonly impactReports = new ImpactReports();

  constructor(private readonly deps: RulesetsServiceDeps) {}

  /** Ends the impact reports' worker (the app's close). */
  async close(): Promise<void> {
    await this.impactReports.close();
  }

  private get dataSource(): DataSource {
    return this.deps.dataSource;
  }

  /** The ruleset in force as its JSON, and its version number (anyone signed in). */
  async current(context: RequestContext): Promise<{ ruleset: Ruleset; number: number }> {
    requireUser(context);
    const number = await this.deps.gameData.currentVersionNumber();
    const ruleset = await this.deps.gameData.exportRuleset();
    return { ruleset, number };
  }

  /** Every published version, newest first, with the number in force. */
  async versions(context: RequestContext): Promise<{ versions: RulesetVersion[]; current: number }> {
    authorizeOnRulesets(context, 'manage');
    const current = await this.deps.gameData.currentVersionNumber();
    const versions = await this.dataSource.manager.find(RulesetVersion, {
      select: {
        id: true,
        number: true,
        name: true,
        label: true,
        publishedById: true,
        publishedAt: true,
        policy: true,
        rebuildUntil: true,
        draftId: true,
      },
      relations: { publishedBy: true },
      order: { number: 'DESC' },
    });
    return { versions, current };
  }

  /** One published version's JSON (to restore it: upload it as a draft, read its report, publish). */
  async version(context: RequestContext, number: number): Promise<RulesetVersion> {
    authorizeOnRulesets(context, 'manage');
    await this.deps.gameData.currentVersionNumber();
    const version = await this.dataSource.manager.findOneBy(RulesetVersion, { number });
    if (!version) throw notFound(M.versionNotFound);
    return version;
  }

  /** Uploads a ruleset as a draft: refused with the validator's problems (400), else kept with its diff. */
  async createDraft(context: RequestContext, json: unknown, actorId?: string | null): Promise<DraftView> {
    const userId = actorId !== undefined ? actorId : authorizeOnRulesets(context, 'manage').id;
    const ruleset = validateDraft(json);
    const baseVersion = await this.deps.gameData.currentVersionNumber();
    const draft = await withTransaction(this.dataSource, async (manager) => {
      const row = manager.create(RulesetDraft, {
        baseVersion,
        ruleset: ruleset as never,
        createdById: userId,
        createdAt: this.deps.clock.now(),
        publishedVersion: null,
      });
      return manager.save(row);
    });
    return this.draftView(draft);
  }

  private async findDraft(id: string): Promise<RulesetDraft> {
    if (!/^[0-9a-f]{24}$/.test(id)) throw notFound(M.draftNotFound);
    const draft = await this.dataSource.manager.findOneBy(RulesetDraft, { id });
    if (!draft) throw notFound(M.draftNotFound);
    return draft;
  }

  private async draftView(draft: RulesetDraft): Promise<DraftView> {
    const current = await this.deps.gameData.exportRuleset();
    const currentVersion = await this.deps.gameData.currentVersionNumber();
    return { draft, diff: diffRulesets(current, draft.ruleset), currentVersion };
  }

  /** A draft with its diff against the ruleset in force. */
  async draft(context: RequestContext, id: string): Promise<DraftView> {
    authorizeOnRulesets(context, 'manage');
    return this.draftView(await this.findDraft(id));
  }

  /** The drafts not yet published, last edited first. */
  async drafts(context: RequestContext): Promise<RulesetDraft[]> {
    authorizeOnRulesets(context, 'manage');
    const drafts = await this.dataSource.manager.find(RulesetDraft, {
      where: { publishedVersion: IsNull() },
      relations: { createdBy: true },
    });
    const editedAt = (draft: RulesetDraft) => (draft.updatedAt ?? draft.createdAt).getTime();
    return drafts.sort((a, b) => editedAt(b) - editedAt(a));
  }

  /** A draft's ruleset JSON (the export of the editor's work) and its objects' versions. */
  async draftRuleset(context: RequestContext, id: string): Promise<RulesetDraft> {
    authorizeOnRulesets(context, 'manage');
    return this.findDraft(id);
  }

  /**
   * Puts one object of a draft in place, or removes it. Refused with 409 and the object as it is now
   * when it was saved since the version the editor read; saves of different objects both succeed (a
   * save that lost the race for the row reads it again). A skill's rename rewrites the prerequisites
   * and grants naming it; its removal takes it out of them; the whole ruleset must pass the validator.
   */
  async saveObject(context: RequestContext, id: string, command: SaveObjectCommand): Promise<DraftObjectView> {
    authorizeOnRulesets(context, 'manage');
    const { kind, key, value } = command;
    if (KEYED_BY_ID.has(kind) && value !== null && (value as { _id?: unknown })._id !== key) throw badInput(M.objectIdMismatch(key));
    const objectKey = rulesetObjectKey(kind, key);
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
      const draft = await this.findDraft(id);
      if (draft.publishedVersion !== null) throw conflict(M.alreadyPublished(draft.publishedVersion));
      const current = objectView(draft, kind, key);
      if (current.version !== command.version) throw new AppError('CONFLICT', M.staleObject, { current: presentObject(current) });
      const edit = putRulesetObject(draft.ruleset, kind, key, value);
      const ruleset = validateDraft(edit.ruleset);
      const versions = { ...(draft.objectVersions ?? {}) };
      versions[objectKey] = current.version + 1;
      for (const other of edit.alsoChanged) versions[other] = versionOf(draft, other, true) + 1;
      const written = await this.dataSource.manager.update(
        RulesetDraft,
        { id: draft.id, revision: draft.revision, publishedVersion: IsNull() },
        { ruleset, objectVersions: versions, revision: draft.revision + 1, updatedAt: this.deps.clock.now() },
      );
      if (written.affected) {
        return { kind, key, version: versions[objectKey], value: rulesetObject(ruleset, kind, key), alsoChanged: edit.alsoChanged };
      }
    }
    throw conflict(M.draftBusy);
  }

  /** Discards a draft not yet published. */
  async discardDraft(context: RequestContext, id: string): Promise<void> {
    authorizeOnRulesets(context, 'manage');
    const draft = await this.findDraft(id);
    if (draft.publishedVersion !== null) throw conflict(M.alreadyPublished(draft.publishedVersion));
    const removed = await this.dataSource.manager.delete(RulesetDraft, { id: draft.id, publishedVersion: IsNull() });
    if (!removed.affected) {
      const now = await this.dataSource.manager.findOneBy(RulesetDraft, { id: draft.id });
      if (now?.publishedVersion != null) throw conflict(M.alreadyPublished(now.publishedVersion));
    }
  }

  /** The impact report of a draft: nothing is written; every build is checked in a worker thread (impact-report.ts). */
  async impact(context: RequestContext | null, id: string): Promise<ImpactReport<ImpactRow>> {
    if (context) authorizeOnRulesets(context, 'manage');
    const draft = await this.findDraft(id);
    const current = await this.deps.gameData.loadGameData();
    const draftData = indexGameData(draft.ruleset);
    return this.impactReports.report(this.dataSource, current, draftData, await loadExemptions(this.dataSource.manager));
  }

  /**
   * Publishes a draft with a policy for the builds it makes invalid, in one
   * transaction. A draft made against a version no longer in force is refused (409).
   */
  async publish(
    context: RequestContext | null,
    id: string,
    command: PublishCommand,
    options: { actorId?: string | null; progress?: PublishProgress } = {},
  ): Promise<PublishResult> {
    const actorId = context ? authorizeOnRulesets(context, 'manage').id : (options.actorId ?? null);
    const now = this.deps.clock.now();
    if (command.policy === 'rebuild_window') {
      if (!command.rebuildUntil) throw badInput(M.rebuildUntilMissing);
      if (command.rebuildUntil.getTime() <= now.getTime()) throw badInput(M.rebuildUntilPast);
    } else if (command.rebuildUntil) {
      throw badInput(M.rebuildUntilOnlyForWindow);
    }
    const draft = await this.findDraft(id);
    if (draft.publishedVersion !== null) throw conflict(M.alreadyPublished(draft.publishedVersion));
    // a database loaded before versions were kept records its version 1 first
    await this.deps.gameData.currentVersionNumber();
    const draftData = indexGameData(draft.ruleset);
    const result = await withTransaction(this.dataSource, async (manager) => {
      const inForce = await this.deps.gameData.currentVersionNumber(manager);
      if (inForce !== draft.baseVersion) throw conflict(M.staleDraft(draft.baseVersion, inForce));
      const currentData = indexGameData(await this.deps.gameData.exportRuleset(manager));
      const characters = await loadImpactCharacters(manager);
      const report = impactReport(currentData, draftData, characters);
      const number = await this.deps.gameData.installVersion(manager, draft.ruleset, inForce, {
        publishedById: actorId,
        policy: command.policy,
        rebuildUntil: command.policy === 'rebuild_window' ? command.rebuildUntil : null,
        draftId: draft.id,
      });
      if (number === null) throw conflict(M.staleDraft(draft.baseVersion, inForce + 1));
      const byId = new Map(characters.map((character) => [character.id, character]));
      const told = new Map<string, { characterId: string; name: string; explanation: string }[]>();
      let done = 0;
      for (const impact of report.characters) {
        const character = present(byId.get(impact.character_id), `character ${impact.character_id}`); // the report is of these
        const explanation = await this.repair(
          manager,
          character,
          impact,
          draftData,
          currentData,
          number,
          draft.ruleset.name,
          command,
          actorId,
          now,
        );
        const list = told.get(character.userId) ?? [];
        list.push({ characterId: character.id, name: impact.character_name, explanation });
        told.set(character.userId, list);
        done += 1;
        options.progress?.(done, report.characters.length);
      }
      await this.tellPlayers(manager, number, draft.ruleset.name, told);
      await manager.update(RulesetDraft, { id: draft.id }, { publishedVersion: number });
      const version = await manager.findOneByOrFail(RulesetVersion, { number });
      return { version, report };
    });
    this.deps.outbox.kick();
    return result;
  }

  /** Applies the policy to one character's builds; returns what the player is told. */
  private async repair(
    manager: EntityManager,
    character: ImpactCharacter & { buildVersion?: number },
    impact: CharacterImpact,
    draftData: GameData,
    currentData: GameData,
    number: number,
    name: string,
    command: PublishCommand,
    actorId: string | null,
    now: Date,
  ): Promise<string> {
    const invalid = impact.kinds.includes('invalid_build');
    const { committed, saved } = impact;
    let newCommitted: StoredBuild | null = character.committedBuild;
    let newSaved: StoredBuild | null = character.savedBuild;
    let exemptSkills: Exemptions | null = null;
    const lostIds = new Set(impact.lost_skills.map((lost) => lost.skill_id));
    if (invalid && command.policy === 'grandfather') {
      // the skills that failed stay, exempt from re-checking while unchanged; prices follow the new rules
      exemptSkills = {};
      for (const lost of impact.lost_skills) {
        const definition = currentData.skillsById.get(lost.skill_id);
        if (!definition) continue;
        const entries = [character.committedBuild, character.savedBuild]
          .map((build) => build?.character_skills.find((entry) => entry.skill_id === lost.skill_id))
          .filter((entry) => entry !== undefined)
          .map(({ skill_id: _id, ...entry }) => entry);
        const { prereq_skills: _a, prereq_of: _b, ...plain } = definition;
        exemptSkills[lost.skill_id] = { entries, definition: plain };
      }
      const all = { ...(character.exemptions ?? {}), ...exemptSkills };
      const reprice = (build: StoredBuild | null) => {
        if (!build) return null;
        const working = toWorking(build);
        return { ...build, character_build_cost: costUnder(dataWithExemptions(draftData, all, working), working) };
      };
      newCommitted = committed ? reprice(character.committedBuild) : character.committedBuild;
      newSaved = reprice(character.savedBuild);
    } else if (invalid && command.policy === 'refund') {
      newCommitted = committed
        ? committed.message
          ? committed.repaired
          : (committed.repriced ?? committed.repaired)
        : character.committedBuild;
      newSaved = saved ? (saved.message ? saved.repaired : (saved.repriced ?? saved.repaired)) : null;
    } else if (invalid && command.policy === 'rebuild_window') {
      // the committed build loses what became invalid (uncommitted); the saved build keeps it to rebuild from
      newCommitted = committed
        ? committed.message
          ? committed.repaired
          : (committed.repriced ?? committed.repaired)
        : character.committedBuild;
      newSaved = saved && character.savedBuild ? (saved.repriced ?? withoutRemovedSkills(draftData, character.savedBuild)) : null;
    } else {
      newCommitted = committed ? (committed.repriced ?? committed.repaired) : character.committedBuild;
      newSaved = saved ? (saved.repriced ?? saved.repaired) : null;
    }
    const highest = Math.max(
      newCommitted && committed ? newCommitted.character_build_cost : 0,
      newSaved ? newSaved.character_build_cost : 0,
    );
    const xpAdded = Math.max(0, highest - character.characterXpTotal);
    if (xpAdded > 0) {
      await changeXp(manager, {
        characterId: character.id,
        amount: xpAdded,
        kind: 'ruleset',
        reason: M.ledgerReason(number, name),
        actorId,
        at: now,
      });
    }
    const committedChanged = committed !== null && !sameJson(newCommitted, character.committedBuild);
    const savedChanged = !sameJson(newSaved, character.savedBuild);
    const nextVersion = (character.buildVersion ?? 0) + 1;
    if (committedChanged || savedChanged) {
      // The characters' one versioned write (conditional on the version read, bumps it).
      await writeVersioned(
        manager,
        {
          id: character.id,
          buildVersion: character.buildVersion ?? 0,
          savedBuild: character.savedBuild,
          committedBuild: character.committedBuild,
        },
        { savedBuild: newSaved, committedBuild: newCommitted },
        M.characterChanged,
      );
    }
    if (committedChanged && newCommitted) {
      await manager.insert(CharacterBuildCommit, {
        characterId: character.id,
        build: newCommitted,
        buildVersion: nextVersion,
        committedById: actorId,
        committedAt: now,
        rulesetVersion: number,
      });
    }
    const explanation = M.explanation({
      number,
      name,
      impact,
      policy: command.policy,
      rebuildUntil: command.rebuildUntil,
      xpAdded,
      lostIds,
    });
    await manager.insert(CharacterRulesetNotice, {
      characterId: character.id,
      versionNumber: number,
      policy: command.policy,
      kinds: impact.kinds,
      explanation,
      lostSkills: impact.lost_skills.map(({ skill, dependents }) => ({ skill, dependents })),
      costBefore: impact.cost_before,
      costAfter: impact.cost_after,
      xpAdded,
      exemptSkills: exemptSkills && Object.keys(exemptSkills).length ? exemptSkills : null,
      rebuildUntil: invalid && command.policy === 'rebuild_window' ? command.rebuildUntil : null,
      settledAt: null,
      createdAt: now,
    });
    return explanation;
  }

  /** One mail per affected player, through the outbox, in the publishing transaction. */
  private async tellPlayers(
    manager: EntityManager,
    number: number,
    name: string,
    told: Map<string, { characterId: string; name: string; explanation: string }[]>,
  ): Promise<void> {
    if (told.size === 0) return;
    const users = await manager.find(User, { where: { id: In([...told.keys()]) }, select: { id: true, email: true } });
    const base = this.deps.publicUrl.replace(/\/$/, '');
    for (const user of users) {
      const characters = present(told.get(user.id), `the characters of ${user.id}`);
      await this.deps.outbox.write(manager, {
        key: `ruleset-version:${number}:${user.id}`,
        kind: 'ruleset_changed',
        userId: user.id,
        to: user.email,
        subject: M.mailSubject(number, name),
        text: M.mailText(characters.map((c) => ({ ...c, link: `${base}/character_editor/${c.characterId}` }))),
        link: `${base}/character_editor/${characters[0].characterId}`,
      });
    }
  }

  /** What the rules changes did to a character (own character, or staff). */
  async notices(context: RequestContext, characterId: string): Promise<CharacterRulesetNotice[]> {
    const user = requireUser(context);
    const character = await this.dataSource.manager.findOne(Character, { where: { id: characterId }, select: { id: true, userId: true } });
    const staff = canOnRulesets(user, 'readAnyNotices');
    if (!character || (character.userId !== user.id && !staff)) throw notFound(M.characterNotFound);
    return this.dataSource.manager.find(CharacterRulesetNotice, {
      where: { characterId },
      select: {
        id: true,
        characterId: true,
        versionNumber: true,
        policy: true,
        kinds: true,
        explanation: true,
        lostSkills: true,
        costBefore: true,
        costAfter: true,
        xpAdded: true,
        rebuildUntil: true,
        settledAt: true,
        createdAt: true,
      },
      order: { versionNumber: 'DESC' },
    });
  }

  /**
   * Closes rebuild windows that ended: what is still invalid in the character's builds under the rules
   * in force is refunded (removed, its XP freed). Run by the scheduler; returns how many were closed.
   */
  async closeRebuildWindows(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await this.dataSource.manager.find(CharacterRulesetNotice, {
      where: { rebuildUntil: LessThanOrEqual(now), settledAt: IsNull() },
      select: { id: true, characterId: true, versionNumber: true },
      take: 200,
    });
    let closed = 0;
    for (const notice of due) {
      // The rules in force, read before the notice's transaction (reading them may open one of its own).
      const data = await this.deps.gameData.loadGameData();
      await withTransaction(this.dataSource, async (manager) => {
        const character = await manager.findOneBy(Character, { id: notice.characterId });
        const settle = () => manager.update(CharacterRulesetNotice, { id: notice.id }, { settledAt: now });
        if (!character) return settle();
        const exemptions = await exemptionsOf(manager, character.id);
        const strip = (build: StoredBuild | null) => {
          if (!build) return build;
          const working = toWorking(build);
          const ctx = {
            character_xp_total: character.characterXpTotal,
            additional_spell_schools: character.additionalSpellSchools,
            committed_build: null,
          };
          const { build: stripped } = stripInvalid(dataWithExemptions(data, exemptions, working), working, ctx, data);
          const next = { ...toStoredBuild(stripped), created_at: build.created_at } as StoredBuild;
          return sameJson(next.character_skills, build.character_skills) ? build : next;
        };
        const committed = strip(character.committedBuild);
        const saved = strip(character.savedBuild);
        if (committed !== character.committedBuild || saved !== character.savedBuild) {
          // The characters' one versioned write (conditional on the version read, bumps it).
          const version = await writeVersioned(manager, character, { savedBuild: saved, committedBuild: committed }, M.characterChanged);
          if (committed !== character.committedBuild && committed) {
            await manager.insert(CharacterBuildCommit, {
              characterId: character.id,
              build: committed,
              buildVersion: version,
              committedById: null,
              committedAt: now,
              rulesetVersion: (await this.deps.gameData.currentVersionNumber(manager)) || null,
            });
          }
        }
        await settle();
        closed += 1;
      });
    }
    return closed;
  }
}

import { toStored as toStoredBuild } from '@larp/rules';

/** The build without the skills the rules no longer have (they cannot be rebuilt), priced under them. */
function withoutRemovedSkills(data: GameData, build: StoredBuild): StoredBuild {
  const skills = build.character_skills.filter((entry) => data.skillsById.has(entry.skill_id));
  const next = { ...build, character_skills: skills };
  return { ...next, character_build_cost: costUnder(data, toWorking(next)) };
}

/** The scheduler's job that closes ended rebuild windows. */
export function rebuildWindowJob(rulesets: RulesetsService) {
  return {
    name: 'ruleset-rebuild-windows',
    everyMs: 10 * 60 * 1000,
    run: async () => {
      await rulesets.closeRebuildWindows();
    },
  };
}
