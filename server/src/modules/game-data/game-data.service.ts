import { randomBytes } from 'node:crypto';
import { indexGameData } from '@larp/rules';
import type { GameData, Ruleset } from '@larp/rules';
import { DataSource, EntityManager, type QueryDeepPartialEntity } from 'typeorm';
import { AppError, isDuplicateKey } from '../../errors';
import { Clock, systemClock } from '../../clock';
import { CharacterLevel, EventRoleType, Race, RulesetInfo, RulesetVersion, Skill, Transformation, withTransaction } from '../../db';
import { readSampleRuleset } from './sample-ruleset';
import { RulesetValidator, validateRuleset } from './ruleset-validation';

const RULESET_INFO_ID = 'current';

/** The ruleset version number each loaded GameData was read under (ruleset_versions.number). */
const versionNumbers = new WeakMap<GameData, number>();

/** The number of the ruleset version `data` was loaded from (0 when none was recorded yet). */
export function versionNumberOf(data: GameData): number {
  return versionNumbers.get(data) ?? 0;
}

/** What a new version records beside its ruleset: who published it and with which policy. */
export interface VersionRecord {
  publishedById: string | null;
  policy?: RulesetVersion['policy'];
  rebuildUntil?: Date | null;
  draftId?: string | null;
}

/** The message of every call that needs the game data while none is loaded (503: an operator must import a ruleset). */
export const NO_RULESET_MESSAGE = 'No ruleset has been loaded. An administrator must import one before the game data can be used.';

const noRuleset = () => new AppError('SERVICE_UNAVAILABLE', NO_RULESET_MESSAGE);
/** rows per INSERT statement: well inside SQLite's variable limit and MySQL's packet size */
const INSERT_CHUNK = 50;
const RULESET_FIELDS = [
  'name',
  'version',
  'skills',
  'races',
  'transformations',
  'event_role_types',
  'character_levels',
  'additional_spell_schools',
] as const;

function newRevision(): string {
  return randomBytes(12).toString('hex');
}

async function insertChunked<T extends object>(manager: EntityManager, target: new () => T, rows: T[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await manager.insert(target, rows.slice(start, start + INSERT_CHUNK));
  }
}

/** Top-level fields of the ruleset JSON beyond the known ones, kept for an exact export. */
function extraFields(json: Record<string, unknown>): Record<string, unknown> {
  const known = new Set<string>(RULESET_FIELDS);
  return Object.fromEntries(Object.entries(json).filter(([key]) => !known.has(key)));
}

/**
 * The game data in the database: loading the bundled sample on an empty database, importing and
 * exporting a ruleset as JSON, and the rules' indexed GameData for everything else (cached).
 */
export class GameDataService {
  private cached: { revision: string; gameData: GameData } | null = null;
  /** the version number this process last saw in force (the X-Ruleset-Version header; 0: not known yet) */
  knownVersionNumber = 0;
  /**
   * loadGameData's answer per scope (a request), kept on the scope object under this service's own
   * key and dropped with it. Not a WeakMap keyed by the scope: V8's young-generation collector keeps
   * a WeakMap's young entries alive, so every request would survive into the old generation (app.ts).
   */
  private readonly scopeKey = Symbol('game data of the scope');

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock = systemClock,
    private readonly validate: RulesetValidator = validateRuleset,
  ) {}

  /**
   * Loads the bundled sample ruleset if the database has no ruleset yet; returns whether it did.
   * Safe when several processes start at once: the ruleset_info row is claimed first, so only one
   * of them loads it (the others wait for its commit and then find the row).
   */
  async loadSampleIfEmpty(): Promise<boolean> {
    if (await this.dataSource.getRepository(RulesetInfo).existsBy({ id: RULESET_INFO_ID })) {
      // a database loaded before versions were kept records its ruleset as version 1
      await this.currentVersionNumber();
      return false;
    }
    const json = readSampleRuleset();
    this.validate(json);
    try {
      await withTransaction(this.dataSource, async (manager) => {
        await manager.insert(RulesetInfo, this.infoRow(json as Ruleset, 0));
        // the first version, or the next one should versions outlive their ruleset_info row
        const number = ((await manager.maximum(RulesetVersion, 'number')) ?? 0) + 1;
        await manager.update(RulesetInfo, { id: RULESET_INFO_ID }, { versionNumber: number });
        await this.writeGameTables(manager, json as Ruleset);
        await manager.insert(RulesetVersion, this.versionRow(json as Ruleset, number, { publishedById: null }));
      });
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
    this.cached = null;
    return true;
  }

  /**
   * Replaces the whole game data with `json` as a new version, without a report or repairs (tests and
   * the first load; operators use the rulesets module's draft, report and publish). A ruleset the
   * validator refuses throws InvalidRulesetError with the validator's message, and nothing changes.
   */
  async importRuleset(json: unknown): Promise<Ruleset> {
    this.validate(json);
    await withTransaction(this.dataSource, async (manager) => {
      const current = await this.currentVersionNumber(manager);
      await this.installVersion(manager, json as Ruleset, current, { publishedById: null });
    });
    return this.exportRuleset();
  }

  /**
   * The one write of a ruleset version: in the caller's transaction, the game tables are
   * replaced with `ruleset` (ids kept, so builds keep pointing at their skills), ruleset_info names the
   * new number, and the version row is kept. The UPDATE is conditional on `expectedCurrent` being the
   * version in force: false (nothing written) when another version was published meanwhile.
   */
  async installVersion(manager: EntityManager, ruleset: Ruleset, expectedCurrent: number, record: VersionRecord): Promise<number | null> {
    const number = expectedCurrent + 1;
    const info = this.infoRow(ruleset, number) as Record<string, unknown>;
    const { id: _id, ...changes } = info;
    const result = await manager
      .createQueryBuilder()
      .update(RulesetInfo)
      .set(changes)
      .where('id = :id AND version_number = :expected', { id: RULESET_INFO_ID, expected: expectedCurrent })
      .execute();
    if (!result.affected) return null;
    await this.writeGameTables(manager, ruleset);
    await manager.insert(RulesetVersion, this.versionRow(ruleset, number, record));
    this.cached = null;
    this.knownVersionNumber = number;
    return number;
  }

  /**
   * The number of the version in force. A database loaded before versions were kept gets its
   * ruleset recorded as version 1 first (once, whichever process asks first).
   */
  async currentVersionNumber(manager: EntityManager = this.dataSource.manager): Promise<number> {
    const info = await manager.findOne(RulesetInfo, {
      where: { id: RULESET_INFO_ID },
      select: { id: true, versionNumber: true, importedAt: true },
    });
    if (!info) throw noRuleset();
    this.knownVersionNumber = info.versionNumber;
    if (info.versionNumber > 0) return info.versionNumber;
    // Given a transaction's manager, the claim is part of that transaction; else it is one of its own.
    const claim = async (inner: EntityManager) => {
      const claimed = await inner
        .createQueryBuilder()
        .update(RulesetInfo)
        .set({ versionNumber: 1 })
        .where('id = :id AND version_number = 0', { id: RULESET_INFO_ID })
        .execute();
      if (!claimed.affected) return;
      const ruleset = await this.exportRuleset(inner);
      await inner.insert(RulesetVersion, { ...this.versionRow(ruleset, 1, { publishedById: null }), publishedAt: info.importedAt });
    };
    if (manager === this.dataSource.manager) await withTransaction(this.dataSource, claim);
    else await claim(manager);
    return 1;
  }

  /** The ruleset in the database, as the same JSON shape that was imported. */
  async exportRuleset(manager: EntityManager = this.dataSource.manager): Promise<Ruleset> {
    const info = await manager.findOneBy(RulesetInfo, { id: RULESET_INFO_ID });
    if (!info) throw noRuleset();
    const [skills, races, transformations, roles, levels] = await Promise.all([
      manager.find(Skill, { order: { position: 'ASC' } }),
      manager.find(Race, { order: { position: 'ASC' } }),
      manager.find(Transformation, { order: { position: 'ASC' } }),
      manager.find(EventRoleType, { order: { position: 'ASC' } }),
      manager.find(CharacterLevel, { order: { level: 'ASC' } }),
    ]);
    return {
      name: info.name,
      version: info.version,
      skills: skills.map((skill) => skill.definition),
      races: races.map((race) => race.definition),
      transformations: transformations.map((transformation) => transformation.definition),
      event_role_types: Object.fromEntries(roles.map((role) => [role.code, role.description])),
      character_levels: levels.map((level) => ({ level: level.level, xp: level.xp })),
      additional_spell_schools: info.additionalSpellSchools,
      ...info.extra,
    };
  }

  /**
   * The rules' indexed game data. Cached per process; one primary-key read per call checks the
   * ruleset's revision, so an import by any process is seen by all of them. With a scope (the
   * request's context), every call in that scope shares one read: a request sees one revision.
   */
  loadGameData(scope?: object): Promise<GameData> {
    if (!scope || !Object.isExtensible(scope)) return this.readGameData();
    const slot = scope as Record<symbol, Promise<GameData> | undefined>;
    let pending = slot[this.scopeKey];
    if (!pending) {
      const read = this.readGameData();
      slot[this.scopeKey] = pending = read;
      // A failed read is not kept: the next call in the scope asks again.
      read.catch(() => {
        if (slot[this.scopeKey] === read) slot[this.scopeKey] = undefined;
      });
    }
    return pending;
  }

  private async readGameData(): Promise<GameData> {
    // A plain statement: this runs on every request that needs the rules (no query builder).
    const rows = await this.dataSource.query<Array<{ revision: string; version_number: number | string }>>(
      'SELECT revision, version_number FROM ruleset_info WHERE id = ?',
      [RULESET_INFO_ID],
    );
    const row = rows.at(0);
    const info = row ? { revision: row.revision, versionNumber: Number(row.version_number) } : null;
    if (!info) throw noRuleset();
    this.knownVersionNumber = info.versionNumber;
    if (this.cached?.revision === info.revision) return this.cached.gameData;
    // Read and index in one transaction so the ruleset matches the revision it is cached under.
    const fresh = await withTransaction(this.dataSource, async (manager) => {
      const current = await manager.findOneByOrFail(RulesetInfo, { id: RULESET_INFO_ID });
      const gameData = indexGameData(this.validate(await this.exportRuleset(manager)));
      versionNumbers.set(gameData, current.versionNumber);
      return { revision: current.revision, gameData };
    });
    this.cached = fresh;
    return fresh.gameData;
  }

  /** The header row, from the JSON as given (the validator may return a normalized copy). */
  private versionRow(ruleset: Ruleset, number: number, record: VersionRecord): QueryDeepPartialEntity<RulesetVersion> {
    return {
      number,
      name: ruleset.name,
      label: String(ruleset.version),
      ruleset: ruleset,
      publishedById: record.publishedById,
      publishedAt: this.clock.now(),
      policy: record.policy ?? null,
      rebuildUntil: record.rebuildUntil ?? null,
      draftId: record.draftId ?? null,
    };
  }

  private infoRow(original: Ruleset, versionNumber: number): QueryDeepPartialEntity<RulesetInfo> {
    const row: RulesetInfo = Object.assign(new RulesetInfo(), {
      id: RULESET_INFO_ID,
      name: original.name,
      version: original.version,
      additionalSpellSchools: original.additional_spell_schools,
      extra: extraFields(original as unknown as Record<string, unknown>),
      importedAt: this.clock.now(),
      revision: newRevision(),
      versionNumber,
    });
    // TypeORM's deep-partial type does not follow JSON column types; the row is complete.
    return row as QueryDeepPartialEntity<RulesetInfo>;
  }

  /** Replaces the game tables' rows; the definitions are stored exactly as given. */
  private async writeGameTables(manager: EntityManager, ruleset: Ruleset): Promise<void> {
    for (const table of [Skill, Race, Transformation, EventRoleType, CharacterLevel]) {
      await manager.createQueryBuilder().delete().from(table).execute();
    }
    await insertChunked(
      manager,
      Skill,
      ruleset.skills.map((definition, position) =>
        Object.assign(new Skill(), {
          id: definition._id,
          skillName: definition.skill_name,
          skillType: definition.skill_type,
          position,
          definition,
        }),
      ),
    );
    await insertChunked(
      manager,
      Race,
      ruleset.races.map((definition, position) =>
        Object.assign(new Race(), {
          id: definition._id,
          raceName: definition.race_name,
          subcultureName: definition.subculture_name ?? null,
          position,
          definition,
        }),
      ),
    );
    await insertChunked(
      manager,
      Transformation,
      ruleset.transformations.map((definition, position) =>
        Object.assign(new Transformation(), {
          id: definition._id,
          transformationName: definition.transformation_name,
          position,
          definition,
        }),
      ),
    );
    await insertChunked(
      manager,
      EventRoleType,
      Object.entries(ruleset.event_role_types).map(([code, description], position) =>
        Object.assign(new EventRoleType(), { code, description, position }),
      ),
    );
    await insertChunked(
      manager,
      CharacterLevel,
      ruleset.character_levels.map(({ level, xp }) => Object.assign(new CharacterLevel(), { level, xp })),
    );
  }
}
