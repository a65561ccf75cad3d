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
  /** why an unmatched line was neither applied nor proposed, when it fits more than one registration; else null */
  reason: string | null;
}

/** A line the import found several registrations for: by the references it carries, or by amount and name. */
interface Ambiguity {
  by: 'references' | 'name';
  registrationIds: string[];
}
type Matching = BankLineResult & { ambiguity?: Ambiguity };

const DUPLICATE_KEY = /UNIQUE constraint failed|Duplicate entry|ER_DUP_ENTRY/;
const normalName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
/** Whether normalised `text` holds normalised `name` as whole words ("mira ash" is not in "mira ashdown"). */
const namesIn = (text: string, name: string) => name !== '' && ` ${text} `.includes(` ${name} `);

/**
 * Bank statement imports (admins): lines whose RF reference names a registration are applied at
 * once, each in its own transaction under the unique bank line key (so concurrent or repeated
 * imports apply a line once); a line whose amount is what one registration still owes and that
 * names it (the payer is the player, or the payer or the reference text names the character) is
 * proposed for a decision; the rest are listed, a line that fits several registrations saying so.
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
    const results: Matching[] = [];
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
    const [result] = await this.labelled([{ ...line, outcome, registrationId: registration.id, registration: null, reason: null }]);
    return result;
  }

  private async take(line: BankLine, actorId: string): Promise<Matching> {
    const none = { registrationId: null, registration: null, reason: null };
    if (line.amount <= 0) return { ...line, outcome: 'money_out', ...none };
    const manager = this.deps.dataSource.manager;
    const earlier = await manager.findOneBy(PaymentEntry, { bankLineKey: line.key });
    if (earlier) return { ...line, outcome: 'already_applied', registrationId: earlier.registrationId, registration: null, reason: null };
    const ids = findCreditorReferences(line.reference).flatMap((body) => registrationIdOfBody(body) ?? []);
    const found = ids.length > 0 ? await manager.findBy(EventRegistration, { id: In([...new Set(ids)]) }) : [];
    // in the order the line gives the references
    const registrations = found.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    if (registrations.length === 0) return { ...line, outcome: 'unmatched', ...none };
    // One payment for two registrations is split by a person, not by the import.
    if (registrations.length > 1) {
      return { ...line, outcome: 'unmatched', ...none, ambiguity: { by: 'references', registrationIds: registrations.map((r) => r.id) } };
    }
    const [registration] = registrations;
    return {
      ...line,
      outcome: await this.write(line, registration, actorId),
      registrationId: registration.id,
      registration: null,
      reason: null,
    };
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

  /**
   * Unmatched money in (without references of several registrations): proposed when its amount is
   * what one owing registration still owes and the line names it: the payer is its player (either
   * name order), or the payer or the reference text names its character. Of several such, those
   * named by both player and character count, and a character's name inside a longer one named
   * ("Wren" in "Lady Wren of Thornbury") does not; still several, none is proposed, and the line says why.
   */
  private async propose(results: Matching[]): Promise<Matching[]> {
    const open = results.filter((result) => result.outcome === 'unmatched' && !result.ambiguity);
    if (open.length === 0) return results;
    const manager = this.deps.dataSource.manager;
    const live = await manager.find(EventRegistration, { where: { state: In(['accepted', 'waitlisted']) } });
    const owing = (await accountsOf(manager, live)).filter((account) => account.balance > 0);
    const unique = <T>(values: T[]) => [...new Set(values)];
    const [users, characters] = await Promise.all([
      manager.find(User, { where: { id: In(unique(owing.map((a) => a.registration.userId))) } }),
      manager.find(Character, { where: { id: In(unique(owing.flatMap((a) => a.registration.characterId ?? []))) } }),
    ]);
    const playerOf = new Map(users.map((user) => [user.id, normalName(`${user.firstName} ${user.lastName}`)]));
    const characterOf = new Map(
      characters.map((character) => [
        character.id,
        normalName(shownBuild(character.savedBuild, character.committedBuild)?.character_name ?? ''),
      ]),
    );
    for (const result of open) {
      const payer = normalName(result.counterparty);
      const text = `${payer} ${normalName(result.reference)}`;
      const scored = owing.flatMap((account) => {
        if (account.balance !== result.amount) return [];
        const player = playerOf.get(account.registration.userId) ?? '';
        const reversed = player.split(' ').reverse().join(' ');
        const character = account.registration.characterId ? (characterOf.get(account.registration.characterId) ?? '') : '';
        const byCharacter = namesIn(text, character);
        const score = (namesIn(payer, player) || namesIn(payer, reversed) ? 1 : 0) + (byCharacter ? 1 : 0);
        return score > 0 ? [{ account, score, character: byCharacter ? character : null }] : [];
      });
      const best = Math.max(0, ...scored.map((fit) => fit.score));
      const top = scored.filter((fit) => fit.score === best);
      // "Lady Wren of Thornbury" names her, not also a character called "Wren"
      const named = top.flatMap((fit) => fit.character ?? []);
      const fits = top.filter((fit) => {
        const own = fit.character;
        return own === null || !named.some((other) => other !== own && namesIn(other, own));
      });
      if (fits.length === 1) Object.assign(result, { outcome: 'proposed', registrationId: fits[0].account.registration.id });
      else if (fits.length > 1) result.ambiguity = { by: 'name', registrationIds: fits.map((fit) => fit.account.registration.id) };
    }
    return results;
  }

  /** Names each result's registration by its player, character and event: four reads for the whole statement. */
  private async labelled(results: Matching[]): Promise<BankLineResult[]> {
    const ids = [
      ...new Set(
        results.flatMap((result) => [
          ...(result.registrationId ? [result.registrationId] : []),
          ...(result.ambiguity?.registrationIds ?? []),
        ]),
      ),
    ];
    if (ids.length === 0) return results.map(({ ambiguity: _, ...result }) => result);
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
    const labelText = (id: string) => {
      const label = labels.get(id);
      return label ? `${label.playerName}${label.characterName ? ` as ${label.characterName}` : ''}, ${label.eventTitle}` : id;
    };
    return results.map(({ ambiguity, ...result }) => ({
      ...result,
      registration: result.registrationId ? (labels.get(result.registrationId) ?? null) : null,
      reason: ambiguity
        ? (ambiguity.by === 'references' ? M.severalReferences : M.severalFits)(ambiguity.registrationIds.map(labelText))
        : result.reason,
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
