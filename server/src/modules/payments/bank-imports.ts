import { findCreditorReferences, shownBuild } from '@larp/rules';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { Clock } from '../../clock';
import { Character, Event, EventRegistration, PaymentEntry, SiteSettings, User, withTransaction } from '../../db';
import { badInput, notFound } from '../../errors';
import type { RequestContext } from '../../request-context';
import { readCamtStatement, readCsvStatement, type BankLine, type CsvMapping } from './bank-statement';
import { accountsOf } from './payment-accounts';
import { SITE_SETTINGS_ID, siteCurrency, writePayment } from './payment-ledger';
import { registrationIdOfBody } from './payment-reference';
import type { ApplyBankLineCommand, BankImportCommand } from './payments.inputs';
import { PAYMENTS_MESSAGES as M } from './payments.messages';
import { authorizeOnPayments } from './payments.policy';

/** applied: by its reference now; already_applied: in an earlier import; proposed: amount and name fit one registration; unmatched; money_out: not a payment. */
export type BankLineOutcome = 'applied' | 'already_applied' | 'proposed' | 'unmatched' | 'money_out';

/** Who a registration is, as a treasurer recognises it: the player, the character and the event. */
export interface RegistrationLabel {
  playerName: string;
  characterName: string | null;
  eventTitle: string;
}

export interface BankLineResult extends BankLine {
  outcome: BankLineOutcome;
  /** the registration it was applied to or is proposed for */
  registrationId: string | null;
  /** that registration's player, character and event; null with no registration */
  registration: RegistrationLabel | null;
}

const DUPLICATE_KEY = /UNIQUE constraint failed|Duplicate entry|ER_DUP_ENTRY/;
const normalName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Bank statement imports (admins): lines whose RF reference names a registration are applied at
 * once, each in its own transaction under the unique bank line key (so concurrent or repeated
 * imports apply a line once); a line whose amount is what one registration still owes and whose
 * payer's name is that player's is proposed for a decision; the rest are listed.
 */
export class BankImports {
  constructor(
    private readonly deps: {
      dataSource: DataSource;
      clock: Clock;
      afterApplied: (manager: EntityManager, entry: PaymentEntry) => Promise<void>;
    },
  ) {}

  async import(context: RequestContext, command: BankImportCommand): Promise<BankLineResult[]> {
    const user = authorizeOnPayments(context, 'manage');
    const manager = this.deps.dataSource.manager;
    const currency = await siteCurrency(manager);
    let lines: BankLine[];
    if (command.format === 'camt') lines = readCamtStatement(command.content, currency);
    else {
      const mapping = command.mapping ?? (await manager.findOneBy(SiteSettings, { id: SITE_SETTINGS_ID }))?.bankCsvMapping ?? null;
      if (!mapping) throw badInput(M.mapColumns);
      lines = readCsvStatement(command.content, mapping, currency);
      if (command.mapping) await this.rememberMapping(command.mapping);
    }
    const results: BankLineResult[] = [];
    for (const line of lines) results.push(await this.take(line, user.id));
    return this.labelled(await this.propose(results));
  }

  /** An admin's decision on a proposed or unmatched line: applied to the registration, once. */
  async apply(context: RequestContext, command: ApplyBankLineCommand): Promise<BankLineResult> {
    const user = authorizeOnPayments(context, 'manage');
    const registration = await this.deps.dataSource.manager.findOneBy(EventRegistration, { id: command.registrationId });
    if (!registration) throw notFound(M.registrationNotFound);
    const line: BankLine = { line: 0, account: '', date: '', ...command, key: command.bankLineKey };
    const outcome = await this.write(line, registration, user.id);
    const [result] = await this.labelled([{ ...line, outcome, registrationId: registration.id, registration: null }]);
    return result;
  }

  private async take(line: BankLine, actorId: string): Promise<BankLineResult> {
    const none = { registrationId: null, registration: null };
    if (line.amount <= 0) return { ...line, outcome: 'money_out', ...none };
    const manager = this.deps.dataSource.manager;
    const earlier = await manager.findOneBy(PaymentEntry, { bankLineKey: line.key });
    if (earlier) return { ...line, outcome: 'already_applied', registrationId: earlier.registrationId, registration: null };
    const ids = findCreditorReferences(line.reference).flatMap((body) => registrationIdOfBody(body) ?? []);
    const registration = ids.length > 0 ? await manager.findOneBy(EventRegistration, { id: In(ids) }) : null;
    if (!registration) return { ...line, outcome: 'unmatched', ...none };
    return { ...line, outcome: await this.write(line, registration, actorId), registrationId: registration.id, registration: null };
  }

  private async write(line: BankLine, registration: EventRegistration, actorId: string): Promise<'applied' | 'already_applied'> {
    try {
      await withTransaction(this.deps.dataSource, async (manager) => {
        const entry = await writePayment(manager, {
          registration,
          kind: 'payment',
          amount: line.amount,
          method: 'bank_transfer',
          reference: line.reference.slice(0, 140),
          reason: 'bank statement',
          payerName: line.counterparty.slice(0, 140) || null,
          bankLineKey: line.key,
          actorId,
          at: this.deps.clock.now(),
        });
        await this.deps.afterApplied(manager, entry);
      });
      return 'applied';
    } catch (error) {
      // Another import applied this line first: the unique key refused the second row.
      if (error instanceof Error && DUPLICATE_KEY.test(error.message)) return 'already_applied';
      throw error;
    }
  }

  /** Unmatched money in: proposed when exactly one unpaid registration owes that amount and its player's name is the payer's. */
  private async propose(results: BankLineResult[]): Promise<BankLineResult[]> {
    const open = results.filter((result) => result.outcome === 'unmatched');
    if (open.length === 0) return results;
    const manager = this.deps.dataSource.manager;
    const live = await manager.find(EventRegistration, { where: { state: In(['accepted', 'waitlisted']) } });
    const owing = (await accountsOf(manager, live)).filter((account) => account.balance > 0);
    const users = await manager.find(User, { where: { id: In([...new Set(owing.map((a) => a.registration.userId))]) } });
    const nameOf = new Map(users.map((user) => [user.id, normalName(`${user.firstName} ${user.lastName}`)]));
    for (const result of open) {
      const payer = normalName(result.counterparty);
      const fits = owing.filter((account) => {
        const name = nameOf.get(account.registration.userId) ?? '';
        const reversed = name.split(' ').reverse().join(' ');
        return account.balance === result.amount && name !== '' && (payer.includes(name) || payer.includes(reversed));
      });
      if (fits.length === 1) Object.assign(result, { outcome: 'proposed', registrationId: fits[0].registration.id });
    }
    return results;
  }

  /** Names each result's registration by its player, character and event: four reads for the whole statement. */
  private async labelled(results: BankLineResult[]): Promise<BankLineResult[]> {
    const ids = [...new Set(results.flatMap((result) => result.registrationId ?? []))];
    if (ids.length === 0) return results;
    const manager = this.deps.dataSource.manager;
    const registrations = await manager.findBy(EventRegistration, { id: In(ids) });
    const unique = <T>(values: T[]) => [...new Set(values)];
    const [users, events, characters] = await Promise.all([
      manager.findBy(User, { id: In(unique(registrations.map((r) => r.userId))) }),
      manager.findBy(Event, { id: In(unique(registrations.map((r) => r.eventId))) }),
      manager.findBy(Character, { id: In(unique(registrations.flatMap((r) => r.characterId ?? []))) }),
    ]);
    const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
    const [userOf, eventOf, characterOf] = [byId(users), byId(events), byId(characters)];
    const labels = new Map(
      registrations.map((registration): [string, RegistrationLabel] => {
        const user = userOf.get(registration.userId);
        const character = registration.characterId ? characterOf.get(registration.characterId) : undefined;
        return [
          registration.id,
          {
            playerName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
            characterName: character ? (shownBuild(character.savedBuild, character.committedBuild)?.character_name ?? null) : null,
            eventTitle: eventOf.get(registration.eventId)?.eventTitle ?? '',
          },
        ];
      }),
    );
    return results.map((result) => ({
      ...result,
      registration: result.registrationId ? (labels.get(result.registrationId) ?? null) : null,
    }));
  }

  private async rememberMapping(mapping: CsvMapping): Promise<void> {
    await withTransaction(this.deps.dataSource, async (manager) => {
      const updatedAt = this.deps.clock.now();
      if (await manager.existsBy(SiteSettings, { id: SITE_SETTINGS_ID }))
        await manager.update(SiteSettings, { id: SITE_SETTINGS_ID }, { bankCsvMapping: mapping, updatedAt });
      else await manager.insert(SiteSettings, { id: SITE_SETTINGS_ID, bankCsvMapping: mapping, updatedAt });
    });
  }
}
