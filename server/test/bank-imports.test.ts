import { EventRegistration, PaymentEntry, User } from '../src/db';
import type { Event } from '../src/db/entities/event.entity';
import { paymentReferenceOf } from '../src/modules/payments/payment-reference';
import { startApp, type Agent, type TestApp } from './support/http';
import { agentFor, createPersonaUsers } from './support/personas';
import { aBuild, databases, insertCharacter, insertEvent, useTestDatabase } from './support';

/** A camt.053 statement as banks publish it (ISO 20022 BkToCstmrStmt), one entry per payment. */
function camt053(entries: Array<{ ref: string; amount: string; name: string; remittance: string; indicator?: string }>): string {
  const entry = (e: (typeof entries)[number]) => `
      <Ntry>
        <Amt Ccy="EUR">${e.amount}</Amt>
        <CdtDbtInd>${e.indicator ?? 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-03-15</Dt></BookgDt>
        <AcctSvcrRef>${e.ref}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <RltdPties><Dbtr><Pty><Nm>${e.name}</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>${e.remittance}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-1</MsgId><CreDtTm>2026-03-16T06:00:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-1-1</Id>
      <Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>${entries.map(entry).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
}

const MAPPING = { date: 'Buchungstag', amount: 'Betrag', counterparty: 'Auftraggeber', reference: 'Verwendungszweck' };

describe.each(databases())('bank statement imports on %s', (kind) => {
  const db = useTestDatabase(kind);
  let t: TestApp;
  let admin: Agent;
  let staff: Agent;
  let event: Event;

  beforeAll(async () => {
    t = await startApp(db);
    const users = await createPersonaUsers(db.dataSource);
    admin = await agentFor(t.app, db.dataSource, users, 'admin');
    staff = await agentFor(t.app, db.dataSource, users, 'staff');
    event = await insertEvent(db.dataSource);
    const fees = { due_on: 'acceptance', refund_policy: 'full', fees: [{ event_role: 'pc', price: 2000 }] };
    expect((await admin.rest('PUT', `/events/${event.id}/fees`, fees)).status).toBe(200);
  });
  afterAll(async () => {
    await t.app.close();
  });

  let count = 0;
  /** A player with an accepted registration owing 20.00; with `character`, registered as a character of that name. */
  async function aPlayer(character?: {
    name: string;
    eventId?: string;
    user?: User;
  }): Promise<{ user: User; registration: EventRegistration }> {
    count += 1;
    const user = character?.user ?? (await createPersonaUsers(db.dataSource)).player;
    if (!character?.user)
      await db.dataSource.getRepository(User).update({ id: user.id }, { firstName: 'Mira', lastName: `Ashdown${count}` });
    const characterId = character
      ? (await insertCharacter(db.dataSource, user.id, { savedBuild: aBuild({ character_name: character.name }) })).id
      : null;
    const registrations = db.dataSource.getRepository(EventRegistration);
    const registration = await registrations.save(
      registrations.create({
        eventId: character?.eventId ?? event.id,
        userId: user.id,
        characterId,
        eventRole: 'pc',
        state: 'accepted',
        registeredAt: new Date('2026-03-01T10:00:00.000Z'),
        questionAnswers: [],
      }),
    );
    return { user: await db.dataSource.getRepository(User).findOneByOrFail({ id: user.id }), registration };
  }
  const importFile = (body: Record<string, unknown>) => admin.rest('POST', '/bank_statements', body);
  const paymentsOf = (registration: EventRegistration) =>
    db.dataSource.getRepository(PaymentEntry).findBy({ registrationId: registration.id });

  it('applies camt.053 lines by reference, proposes a mistyped one, and applies nothing twice', async () => {
    const exact = await aPlayer();
    const mistyped = await aPlayer();
    const reference = paymentReferenceOf(exact.registration.id);
    const wrong = paymentReferenceOf(mistyped.registration.id).replace(/.$/, (last) => (last === '0' ? '1' : '0'));
    const file = camt053([
      { ref: 'BANK-0001', amount: '20.00', name: 'ASHDOWN, MIRA', remittance: `Fee ${reference.replace(/(.{4})/g, '$1 ')}` },
      { ref: 'BANK-0002', amount: '20.00', name: `Mira ${mistyped.user.lastName}`, remittance: `Larp ${wrong}` },
      { ref: 'BANK-0003', amount: '7.50', name: 'Someone Else', remittance: 'gift' },
      { ref: 'BANK-0004', amount: '12.00', name: 'Hall rental', remittance: 'rent', indicator: 'DBIT' },
    ]);
    const first = await importFile({ format: 'camt', content: file });
    expect(first.status).toBe(200);
    expect(
      first.body.data.map((line: { outcome: string; registration_id: string | null }) => [line.outcome, line.registration_id]),
    ).toEqual([
      ['applied', exact.registration.id],
      ['proposed', mistyped.registration.id],
      ['unmatched', null],
      ['money_out', null],
    ]);
    expect((await paymentsOf(exact.registration)).map((row) => [row.amount, row.method, row.payerName])).toEqual([
      [2000, 'bank_transfer', 'ASHDOWN, MIRA'],
    ]);
    expect(await paymentsOf(mistyped.registration)).toEqual([]);
    // A treasurer recognises the registrations by player and event, not by id.
    expect(first.body.data.map((line: { registration: unknown }) => line.registration)).toEqual([
      { player_name: `${exact.user.firstName} ${exact.user.lastName}`, character_name: null, event_title: event.eventTitle },
      { player_name: `Mira ${mistyped.user.lastName}`, character_name: null, event_title: event.eventTitle },
      null,
      null,
    ]);

    const again = await importFile({ format: 'camt', content: file });
    expect(again.body.data.map((line: { outcome: string }) => line.outcome)).toEqual([
      'already_applied',
      'proposed',
      'unmatched',
      'money_out',
    ]);
    expect(await paymentsOf(exact.registration)).toHaveLength(1);

    // The admin's decision on the proposal, sent twice: one payment.
    const proposal = first.body.data[1];
    const decision = {
      bank_line_key: proposal.bank_line_key,
      registration_id: mistyped.registration.id,
      amount: proposal.amount,
      counterparty: proposal.counterparty,
      reference: proposal.reference,
    };
    const applied = (await admin.rest('POST', '/bank_statements/lines', decision)).body.data;
    expect(applied).toMatchObject({ outcome: 'applied', registration: { player_name: `Mira ${mistyped.user.lastName}` } });
    expect((await admin.rest('POST', '/bank_statements/lines', decision)).body.data.outcome).toBe('already_applied');
    expect(await paymentsOf(mistyped.registration)).toHaveLength(1);
    expect((await admin.rest('GET', `/registrations/${mistyped.registration.id}/payments`)).body.data.status).toBe('paid');
  });

  it('reads a CSV export with its columns mapped once, keeps identical lines apart, and names a bad line', async () => {
    const player = await aPlayer();
    const reference = paymentReferenceOf(player.registration.id);
    const csv = [
      'Buchungstag;Betrag;Auftraggeber;Verwendungszweck',
      `15.03.2026;10,00;Mira ${player.user.lastName};${reference}`,
      `15.03.2026;10,00;Mira ${player.user.lastName};${reference}`,
    ].join('\n');
    expect((await importFile({ format: 'csv', content: csv })).body.message).toMatch(/Map the columns/);
    expect((await admin.rest('GET', '/payment_settings')).body.data.bank_csv_mapping).toBeNull();
    const first = await importFile({ format: 'csv', content: csv, mapping: MAPPING });
    expect(first.body.data.map((line: { outcome: string }) => line.outcome)).toEqual(['applied', 'applied']);
    // the import page starts from the remembered columns
    expect((await admin.rest('GET', '/payment_settings')).body.data.bank_csv_mapping).toEqual({ ...MAPPING, account: null });
    const remembered = await admin.graphql('{ paymentSettings { bankCsvMapping { date amount counterparty reference account } } }');
    expect(remembered.body.data.paymentSettings.bankCsvMapping).toEqual({ ...MAPPING, account: null });
    // staff (and players) see the settings they pay by, not the admins' statement columns
    expect((await staff.rest('GET', '/payment_settings')).body.data.bank_csv_mapping).toBeNull();
    // remembered mapping; the same file again changes nothing
    const again = await importFile({ format: 'csv', content: csv });
    expect(again.body.data.map((line: { outcome: string }) => line.outcome)).toEqual(['already_applied', 'already_applied']);
    expect((await paymentsOf(player.registration)).map((row) => row.amount)).toEqual([1000, 1000]);

    const bad = await importFile({ format: 'csv', content: `${csv}\n16.03.2026;ten euros;X;Y` });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Line 4: the amount "ten euros" is not an amount in EUR, e.g. 20.00');
    expect((await paymentsOf(player.registration)).length).toBe(2);
  });

  it('refuses XML with a DOCTYPE, files that are no statement, and staff', async () => {
    const doctype = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><Document/>`;
    expect((await importFile({ format: 'camt', content: doctype })).body.message).toBe(
      'XML with a DOCTYPE is not read: export the statement again without one',
    );
    expect((await importFile({ format: 'camt', content: '<Document><Other/></Document>' })).status).toBe(400);
    expect((await staff.rest('POST', '/bank_statements', { format: 'camt', content: camt053([]) })).status).toBe(403);
    const large = await importFile({ format: 'camt', content: 'x'.repeat(1_000_001) });
    expect([large.status, large.body.message]).toEqual([
      400,
      'The file is too large: upload at most 1 MB, or one month of statements at a time',
    ]);
    expect((await importFile({ format: 'camt', content: 'x'.repeat(2_000_000) })).status).toBe(413);
  });

  it('proposes a line that names the character (neither the player nor the reference) for that registration', async () => {
    const wren = await aPlayer({ name: 'Lady Wren of Thornbury' });
    const other = await aPlayer({ name: 'Wren' });
    const file = camt053([
      // a parent pays: the payer is not the player, the text names the character
      { ref: 'CHAR-0001', amount: '20.00', name: 'Jo Parent', remittance: 'Larp fee for Lady Wren of Thornbury' },
    ]);
    const imported = await importFile({ format: 'camt', content: file });
    expect(imported.status).toBe(200);
    expect(imported.body.data).toEqual([
      expect.objectContaining({
        outcome: 'proposed',
        registration_id: wren.registration.id,
        registration: {
          player_name: `Mira ${wren.user.lastName}`,
          character_name: 'Lady Wren of Thornbury',
          event_title: event.eventTitle,
        },
        reason: null,
      }),
    ]);
    // proposed, not applied: nothing is written until the admin decides
    expect(await paymentsOf(wren.registration)).toEqual([]);
    expect(await paymentsOf(other.registration)).toEqual([]);
    // the amount must fit: 15.00 naming the character is left for a decision
    const short = await importFile({
      format: 'camt',
      content: camt053([{ ref: 'CHAR-0002', amount: '15.00', name: 'Jo Parent', remittance: 'Lady Wren of Thornbury' }]),
    });
    expect(short.body.data[0]).toMatchObject({ outcome: 'unmatched', registration_id: null, reason: null });
  });

  it('proposes nothing for a line that fits two registrations and says which', async () => {
    // one player, the same character registered for two events, each owing 20.00
    const first = await aPlayer({ name: 'Corvin Blackthorn' });
    const second = await insertEvent(db.dataSource, { eventTitle: 'Winter Court' });
    expect(
      (
        await admin.rest('PUT', `/events/${second.id}/fees`, {
          due_on: 'acceptance',
          refund_policy: 'full',
          fees: [{ event_role: 'pc', price: 2000 }],
        })
      ).status,
    ).toBe(200);
    const again = await aPlayer({ name: 'Corvin Blackthorn', eventId: second.id, user: first.user });
    const imported = await importFile({
      format: 'camt',
      content: camt053([{ ref: 'AMBI-0001', amount: '20.00', name: 'Jo Parent', remittance: 'Corvin Blackthorn' }]),
    });
    const [line] = imported.body.data;
    expect(line).toMatchObject({ outcome: 'unmatched', registration_id: null, registration: null });
    const who = `Mira ${first.user.lastName} as Corvin Blackthorn`;
    expect(line.reason).toBe(
      `Not proposed: its amount and names fit 2 registrations (${who}, ${event.eventTitle}; ${who}, Winter Court); record it on the right one's event Payments tab`,
    );
    // the same over GraphQL
    const gql = await admin.graphql(
      'mutation($input: BankStatementInput!) { importBankStatement(input: $input) { outcome registrationId reason } }',
      {
        input: {
          format: 'camt',
          content: camt053([{ ref: 'AMBI-0001', amount: '20.00', name: 'Jo Parent', remittance: 'Corvin Blackthorn' }]),
        },
      },
    );
    expect(gql.body.data.importBankStatement).toEqual([{ outcome: 'unmatched', registrationId: null, reason: line.reason }]);

    // the player as payer names both as well: still none
    const payer = await importFile({
      format: 'camt',
      content: camt053([{ ref: 'AMBI-0002', amount: '20.00', name: `Mira ${first.user.lastName}`, remittance: 'Corvin Blackthorn' }]),
    });
    expect(payer.body.data[0]).toMatchObject({ outcome: 'unmatched', reason: line.reason });

    // a player with two registrations: the line naming the player and one character is proposed for that one
    const sable = await aPlayer({ name: 'Sable' });
    const rook = await aPlayer({ name: 'Rook', eventId: second.id, user: sable.user });
    const named = await importFile({
      format: 'camt',
      content: camt053([{ ref: 'AMBI-0003', amount: '20.00', name: `Mira ${sable.user.lastName}`, remittance: 'Sable, autumn' }]),
    });
    expect(named.body.data[0]).toMatchObject({ outcome: 'proposed', registration_id: sable.registration.id, reason: null });
    expect(await paymentsOf(rook.registration)).toEqual([]);

    // a line with the references of two registrations is applied to neither
    const references = `${paymentReferenceOf(first.registration.id)} ${paymentReferenceOf(again.registration.id)}`;
    const both = await importFile({
      format: 'camt',
      content: camt053([{ ref: 'AMBI-0004', amount: '40.00', name: `Mira ${first.user.lastName}`, remittance: references }]),
    });
    expect(both.body.data[0]).toMatchObject({ outcome: 'unmatched', registration_id: null });
    expect(both.body.data[0].reason).toBe(
      `Not applied: it carries the references of 2 registrations (${who}, ${event.eventTitle}; ${who}, Winter Court); record each one's share on its event's Payments tab`,
    );
    expect(await paymentsOf(first.registration)).toEqual([]);
    expect(await paymentsOf(again.registration)).toEqual([]);
  });

  it('concurrent imports of one statement apply each line once', async () => {
    const players = [await aPlayer(), await aPlayer(), await aPlayer()];
    const file = camt053(
      players.map((player, n) => ({
        ref: `CONC-${player.registration.id}-${n}`,
        amount: '20.00',
        name: 'x',
        remittance: paymentReferenceOf(player.registration.id),
      })),
    );
    const answers = await Promise.all(Array.from({ length: 6 }, () => importFile({ format: 'camt', content: file })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const applied = answers.flatMap((answer) => answer.body.data).filter((line: { outcome: string }) => line.outcome === 'applied');
    expect(applied).toHaveLength(3);
    for (const player of players) expect(await paymentsOf(player.registration)).toHaveLength(1);
  });
});
