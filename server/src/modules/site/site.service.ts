import { accentContrast, ratioText, type RulebookLink } from '@larp/rules';
import sharp from 'sharp';
import { IsNull, type DataSource } from 'typeorm';
import type { Clock } from '../../clock';
import type { RulebookLinkConfig } from '../../config';
import { SiteSettings, withTransaction } from '../../db';
import { AppError, badInput, conflict } from '../../errors';
import { newStoredImageName, reencodeImage, type ImageStorage } from '../../storage';
import type { RequestContext } from '../../request-context';
import { requireUser } from '../accounts/accounts.policy';
import type { GameDataService } from '../game-data/game-data.service';
import { DEFAULT_PRIVACY_STATEMENT } from './privacy-statement';
import { SITE_MESSAGES, type PrivacyStatementCommand, type SiteLookCommand } from './site.inputs';
import { authorizeOnSite } from './site.policy';

const SETTINGS_ID = 'site';
/** how long a process serves its copy of the settings before reading them again (another process may have saved) */
const CACHE_MS = 30_000;
/** The largest logo file accepted, before it is re-encoded. */
export const SITE_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** A logo is shown at most this many pixels a side (twice the header's size, for sharp screens); larger ones are scaled down. */
export const SITE_LOGO_MAX_SIDE = 256;

/** Where a stored image is served (events.http.ts GET /images/:filename). */
const imageUrl = (name: string): string => `/api/v1/images/${name}`;

export interface PrivacyStatementView {
  text: string;
  /** true while no admin has written the community's own text */
  isDefault: boolean;
  updatedAt: Date | null;
}

/** The community's look; null fields are the product's defaults. */
export interface SiteLookView {
  communityName: string | null;
  welcomeText: string | null;
  accentColor: string | null;
  /** the logo's address on this site, or null for none */
  logoUrl: string | null;
  /**
   * the logo's size in pixels, so a page can reserve its box before the picture arrives (no layout
   * shift); null without a logo or when the stored picture cannot be read
   */
  logoSize: LogoSize | null;
}

export interface LogoSize {
  width: number;
  height: number;
}

export interface UploadedLogo {
  bytes: Buffer;
  /** the upload went over SITE_LOGO_MAX_BYTES and was cut */
  truncated: boolean;
}

export interface SiteServiceDeps {
  dataSource: DataSource;
  clock: Clock;
  gameData: GameDataService;
  /** where the logo is kept (the event images' storage) */
  storage: ImageStorage;
  /** RULEBOOK_LINKS: when set, in place of the ruleset's rulebooks */
  rulebookLinks: RulebookLinkConfig[];
}

/**
 * The community's own settings: the rulebook links home shows, the privacy statement (/privacy) and
 * the site's look. Read on every page load, so the one row is kept in memory for a short while.
 */
export class SiteService {
  private cached: { row: SiteSettings | null; until: number } | null = null;
  /** the size of the logo stored under `name` (a stored image never changes under its name) */
  private logoSizeOf: { name: string; size: LogoSize | null } | null = null;

  constructor(private readonly deps: SiteServiceDeps) {}

  /** RULEBOOK_LINKS when the operator set it, else the rulebooks of the ruleset in force. */
  async rulebookLinks(context: RequestContext): Promise<RulebookLink[]> {
    requireUser(context);
    if (this.deps.rulebookLinks.length > 0) return this.deps.rulebookLinks;
    try {
      return (await this.deps.gameData.loadGameData(context)).ruleset.rulebooks ?? [];
    } catch (error) {
      // Without a ruleset there are no rulebooks to show; home still works.
      if (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE') return [];
      throw error;
    }
  }

  async privacyStatement(): Promise<PrivacyStatementView> {
    const row = await this.settings();
    return row?.privacyStatement
      ? { text: row.privacyStatement, isDefault: false, updatedAt: row.updatedAt }
      : { text: DEFAULT_PRIVACY_STATEMENT, isDefault: true, updatedAt: null };
  }

  async updatePrivacyStatement(context: RequestContext, command: PrivacyStatementCommand): Promise<PrivacyStatementView> {
    authorizeOnSite(context, 'manage');
    await this.write({ privacyStatement: command.text === '' ? null : command.text });
    return this.privacyStatement();
  }

  async look(): Promise<SiteLookView> {
    const row = await this.settings();
    return {
      communityName: row?.communityName ?? null,
      welcomeText: row?.welcomeText ?? null,
      accentColor: row?.accentColor ?? null,
      logoUrl: row?.logoName ? imageUrl(row.logoName) : null,
      logoSize: row?.logoName ? await this.logoSize(row.logoName) : null,
    };
  }

  /** The stored logo's size, read from its header once per logo. */
  private async logoSize(name: string): Promise<LogoSize | null> {
    if (this.logoSizeOf?.name === name) return this.logoSizeOf.size;
    try {
      const bytes = await this.deps.storage.read(name);
      const header = bytes ? await sharp(bytes).metadata() : null;
      const size = header?.width && header.height ? { width: header.width, height: header.height } : null;
      this.logoSizeOf = { name, size };
      return size;
    } catch {
      // Not kept: the next page asks again. Meanwhile the page sizes the picture as it loads.
      return null;
    }
  }

  async updateLook(context: RequestContext, command: SiteLookCommand): Promise<SiteLookView> {
    authorizeOnSite(context, 'manage');
    if (command.accentColor) {
      const { ratio, meetsAA } = accentContrast(command.accentColor);
      if (!meetsAA) throw badInput(SITE_MESSAGES.accentContrast(command.accentColor, ratioText(ratio)));
    }
    const changes: Partial<SiteSettings> = {};
    if (command.communityName !== undefined) changes.communityName = command.communityName || null;
    if (command.welcomeText !== undefined) changes.welcomeText = command.welcomeText || null;
    if (command.accentColor !== undefined) changes.accentColor = command.accentColor || null;
    await this.write(changes);
    if (command.removeLogo) await this.replaceLogo(null);
    return this.look();
  }

  /**
   * Sets the logo: decoded and encoded again like event images (storage/image-reencoder.ts), so only
   * the picture is kept, scaled down to SITE_LOGO_MAX_SIDE. The previous logo is removed.
   */
  async setLogo(context: RequestContext, upload: UploadedLogo): Promise<SiteLookView> {
    authorizeOnSite(context, 'manage');
    if (upload.truncated || upload.bytes.length > SITE_LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', SITE_MESSAGES.logoTooLarge);
    const reencoded = await reencodeImage(upload.bytes, { maxSide: SITE_LOGO_MAX_SIDE });
    if (!reencoded.ok)
      throw reencoded.reason === 'too-large'
        ? new AppError('PAYLOAD_TOO_LARGE', SITE_MESSAGES.logoTooLarge)
        : badInput(SITE_MESSAGES.logoNotImage);
    const name = newStoredImageName(reencoded.kind);
    await this.deps.storage.save(name, reencoded.bytes);
    try {
      await this.replaceLogo(name);
    } catch (error) {
      await this.deps.storage.remove(name);
      throw error;
    }
    return this.look();
  }

  /**
   * Points the settings at another logo (or none) and removes the one it replaces. A compare-and-set
   * on the old name, so two admins saving at once each remove only the logo their own save replaced.
   */
  private async replaceLogo(name: string | null): Promise<void> {
    const repository = this.deps.dataSource.getRepository(SiteSettings);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const row = await repository.findOneBy({ id: SETTINGS_ID });
      if (!row) {
        if (name === null) return;
        await this.write({ logoName: name });
        return;
      }
      if (row.logoName === name) return;
      const swapped = await repository.update(
        { id: SETTINGS_ID, logoName: row.logoName ?? IsNull() },
        { logoName: name, updatedAt: this.deps.clock.now() },
      );
      if (swapped.affected) {
        this.cached = null;
        if (row.logoName) await this.deps.storage.remove(row.logoName);
        return;
      }
    }
    throw conflict(SITE_MESSAGES.logoBusy);
  }

  private async settings(): Promise<SiteSettings | null> {
    const now = Date.now();
    if (this.cached && this.cached.until > now) return this.cached.row;
    const row = await this.deps.dataSource.getRepository(SiteSettings).findOneBy({ id: SETTINGS_ID });
    this.cached = { row, until: now + CACHE_MS };
    return row;
  }

  /** Creates the row on the first save, updates it after. */
  private async write(changes: Partial<SiteSettings>): Promise<void> {
    await withTransaction(this.deps.dataSource, async (manager) => {
      const updatedAt = this.deps.clock.now();
      const existing = await manager.findOneBy(SiteSettings, { id: SETTINGS_ID });
      if (existing) await manager.update(SiteSettings, { id: SETTINGS_ID }, { ...changes, updatedAt });
      else
        await manager.insert(SiteSettings, {
          id: SETTINGS_ID,
          privacyStatement: null,
          communityName: null,
          welcomeText: null,
          accentColor: null,
          logoName: null,
          ...changes,
          updatedAt,
        });
    });
    this.cached = null;
  }
}
