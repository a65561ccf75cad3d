import { Entity, PrimaryColumn } from 'typeorm';
import { DateTimeColumn, IntColumn, JsonColumn, StringColumn, TextColumn } from '../columns';

/**
 * The community's own settings, one row (id 'site'), edited by admins: the privacy statement the
 * site shows at /privacy, the look (name, logo, accent colour, welcome text) and the payment
 * settings (currency, account, retention). A null field means
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

  /** the ISO 4217 code every fee and payment is in; null: EUR. Fixed once a payment is recorded. */
  @StringColumn(3, { nullable: true })
  currency: string | null;

  /** the account players pay to (account holder, IBAN, BIC), shown with their payment reference */
  @TextColumn({ nullable: true })
  paymentAccount: string | null;

  /** years payments are kept after their event; null: the default (10) */
  @IntColumn({ nullable: true })
  paymentRetentionYears: number | null;

  /** which columns of the bank's CSV export hold the date, amount, payer, reference (and account): mapped once */
  @JsonColumn({ nullable: true })
  bankCsvMapping: { date: string; amount: string; counterparty: string; reference: string; account?: string | null } | null;

  @DateTimeColumn()
  updatedAt: Date;
}
