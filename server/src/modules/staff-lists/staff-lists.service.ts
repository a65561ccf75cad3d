import { characterLevel, raceDescription } from '@larp/rules';
import { In, IsNull, MoreThan, type DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import { Character, currentManager, User } from '../../db';
import { Event } from '../../db/entities/event.entity';
import { ShardLedgerEntry } from '../../db/entities/ledger.entities';
import { AppError } from '../../errors';
import type { RequestContext } from '../../request-context';
import { requireRole } from '../accounts/accounts.policy';
import { countsAsCommitted, shownBuild } from '../characters/build-decision';
import type { GameDataService } from '../game-data/game-data.service';

/** The counts of the /staff dashboard. */
export interface StaffDashboardCounts {
  playerCount: number;
  characterCount: number;
  uncommittedCount: number;
  upcomingEventCount: number;
}

/** One line of the Manage Characters list: what the table shows, nothing of the build's skills. */
export interface StaffCharacterRow {
  id: string;
  userId: string;
  playerName: string;
  playerEmail: string;
  characterName: string;
  characterClass: string | null;
  raceDescription: string;
  characterLevel: number;
  characterXpTotal: number;
  characterXpSequence: number;
  deathCount: number;
  reaperFightCount: number;
  committed: boolean;
}

/** One line of the Manage Users / Shards / Roles lists. */
export interface StaffUserRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  verified: boolean;
  roles: string[];
  shardTotal: number;
  characterCount: number;
  erased: boolean;
}

/**
 * The staff lists (events §2 staff screens): every row of a list comes from a fixed number of
 * queries whatever the number of rows (characters: 2, users: 2), so 1,000 characters or players
 * cost what 10 do. The client searches, sorts and pages the rows it holds. Admin only (events §6).
 */
export class StaffListsService {
  constructor(private readonly deps: { dataSource: DataSource; clock: Clock; gameData: GameDataService }) {}

  async dashboard(context: RequestContext): Promise<StaffDashboardCounts> {
    requireRole(context, 'admin');
    const manager = currentManager(this.deps.dataSource);
    const playerCount = await manager.countBy(User, { verified: true });
    const committedBuilds = await manager.find(Character, { select: { id: true, committedBuild: true } });
    const upcomingEventCount = await manager.countBy(Event, { eventStartTime: MoreThan(this.deps.clock.now()) });
    return {
      playerCount,
      characterCount: committedBuilds.length,
      uncommittedCount: committedBuilds.filter((row) => !countsAsCommitted(row.committedBuild)).length,
      upcomingEventCount,
    };
  }

  async characterRows(context: RequestContext): Promise<StaffCharacterRow[]> {
    requireRole(context, 'admin');
    const manager = currentManager(this.deps.dataSource);
    const characters = await manager.find(Character, { order: { createdAt: 'ASC', id: 'ASC' } });
    const ownerIds = [...new Set(characters.map((character) => character.userId))];
    const owners = ownerIds.length
      ? await manager.find(User, { where: { id: In(ownerIds) }, select: { id: true, firstName: true, lastName: true, email: true } })
      : [];
    const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
    const levels = (await this.deps.gameData.loadGameData()).ruleset.character_levels;
    return characters.map((character) => {
      const build = shownBuild(character.savedBuild, character.committedBuild);
      const owner = ownerById.get(character.userId);
      return {
        id: character.id,
        userId: character.userId,
        playerName: owner ? `${owner.firstName} ${owner.lastName}` : '',
        playerEmail: owner?.email ?? '',
        characterName: build?.character_name ?? '',
        characterClass: build?.character_class ?? null,
        raceDescription: raceDescription(build?.character_race),
        characterLevel: characterLevel(character.characterXpTotal, levels),
        characterXpTotal: character.characterXpTotal,
        characterXpSequence: character.characterXpSequence,
        deathCount: character.deathCount,
        reaperFightCount: character.reaperFightCount,
        committed: countsAsCommitted(character.committedBuild),
      };
    });
  }

  async userRows(context: RequestContext, options: { includeErased?: boolean } = {}): Promise<StaffUserRow[]> {
    requireRole(context, 'admin');
    const manager = currentManager(this.deps.dataSource);
    // Erased accounts (issue 22) are pseudonyms kept for the game's records: listed only when asked.
    const users = await manager.find(User, {
      where: options.includeErased ? {} : { erasedAt: IsNull() },
      order: { lastName: 'ASC', firstName: 'ASC', id: 'ASC' },
    });
    const counts: { userId: string; count: string | number }[] = await manager
      .createQueryBuilder(Character, 'character')
      .select('character.user_id', 'userId')
      .addSelect('COUNT(*)', 'count')
      .groupBy('character.user_id')
      .getRawMany();
    const countByUser = new Map(counts.map((row) => [row.userId, Number(row.count)]));
    return users.map((user) => ({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      verified: user.verified,
      roles: [...user.roles],
      shardTotal: user.shardTotal,
      characterCount: countByUser.get(user.id) ?? 0,
      erased: user.erasedAt !== null,
    }));
  }

  /** A player's shard ledger (Manage Shards, Manage Users), oldest first. */
  async shardLedger(context: RequestContext, userId: string): Promise<ShardLedgerEntry[]> {
    requireRole(context, 'admin');
    const manager = currentManager(this.deps.dataSource);
    if (!(await manager.existsBy(User, { id: userId }))) throw new AppError('NOT_FOUND', `User not found: ${userId}`);
    return manager.find(ShardLedgerEntry, { where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }
}
