import { Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn, StringColumn, TextColumn } from '../columns';

/**
 * The community's own settings, one row (id 'site'), edited by admins: the privacy statement the
 * site shows at /privacy and the look (name, logo, accent colour, welcome text). A null field means
 * the product's default.
 */
@Entity('site_settings')
export class SiteSettings {
  @PrimaryColumn({ type: 'varchar', length: 16 })
  id: string;

  @TextColumn({ nullable: true })
  privacyStatement: string | null;

  @StringColumn(80, { nullable: true })
  communityName: string | null;

  @TextColumn({ nullable: true })
  welcomeText: string | null;

  /** '#rrggbb' */
  @StringColumn(7, { nullable: true })
  accentColor: string | null;

  /** the logo's name in the image storage (re-encoded on upload) */
  @StringColumn(191, { nullable: true })
  logoName: string | null;

  @DateTimeColumn()
  updatedAt: Date;
}
