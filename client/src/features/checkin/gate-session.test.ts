/**
 * @jest-environment node
 */
// The gate's offline decisions, queue and sync, on a real IndexedDB
// implementation (fake-indexeddb: jsdom and Node have none) and real Ed25519 signatures made the way
// the server makes them (server/src/modules/checkin/ticket-payload.ts). The server side of the calls
// is a small in-memory stand-in that keeps each nonce once, as the contract says; the journey
// (e2e/gate.journey.js) runs the same code against the real server.
import 'fake-indexeddb/auto';
import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { BATCH_LIMIT, type Transport } from './gate-api';
import { GateSession } from './gate-session';
import { GateStore, type RosterEntry } from './gate-store';
import { normalizeShortCode, parseTicketPayload } from './ticket-payload';
import { signatureVerifier, verifyTicketPayload, type GateKey } from './ticket-signature';

const hexId = () => randomBytes(12).toString('hex');
const EVENT = hexId();
const OTHER_EVENT = hexId();

function newKey(): { key: GateKey; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return { key: { id: randomBytes(4).toString('hex'), publicKey: publicKey.export({ format: 'jwk' }).x!, retiredAt: null }, privateKey };
}

function signTicket(
  signer: { key: GateKey; privateKey: KeyObject },
  claims: { eventId: string; registrationId: string; ticketId: string },
): string {
  const message = Buffer.concat([
    Buffer.from([1]),
    Buffer.from(signer.key.id, 'hex'),
    Buffer.from(claims.eventId, 'hex'),
    Buffer.from(claims.registrationId, 'hex'),
    Buffer.from(claims.ticketId, 'hex'),
  ]);
  return Buffer.concat([message, sign(null, message, signer.privateKey)]).toString('base64url');
}

interface Player extends RosterEntry {
  payload: string;
}

function makePlayer(signer: ReturnType<typeof newKey>, index: number, overrides: Partial<RosterEntry> = {}): Player {
  const registrationId = hexId();
  const ticketId = hexId();
  const entry: RosterEntry = {
    registrationId,
    ticketId,
    code: `ABCD${String(1000 + index).slice(-4)}`,
    playerName: `Player ${index}`,
    characterName: `Hero ${index}`,
    role: index % 2 ? 'npc' : 'pc',
    state: 'accepted',
    staffNote: null,
    ...overrides,
  };
  return { ...entry, payload: signTicket(signer, { eventId: EVENT, registrationId, ticketId }) };
}

/** The server's side of the calls, in memory: each nonce stored once; one live check-in per registration. */
class StandInServer {
  reachable = true;
  /** answer lost after the batch was stored (the device must send it again) */
  loseNextAnswer = false;
  uploads: number[] = [];
  /** cash payments recorded, once per Idempotency-Key */
  readonly payments = new Map<string, { registrationId: string; amount: number; method: string; reference: string; reason: string }>();
  /** the next payment is stored but its answer is lost */
  loseNextPaymentAnswer = false;
  /** refuse payments with this message (403), as for a staff member whose role was taken away */
  refusePayments: string | null = null;
  readonly scans = new Map<string, { result: string; checkinId: string | null }>();
  readonly checkins: { _id: string; event_registration: string | null; device_id: string; scanned_at: string; walk_in: boolean }[] = [];
  readonly conflicts: {
    _id: string;
    event_registration: string;
    devices: { device_id: string; scanned_at: string }[];
    resolved_at: string | null;
  }[] = [];
  constructor(
    readonly players: Player[],
    readonly keys: GateKey[],
    readonly revoked: string[] = [],
    /** tickets taken back whose registration has no live ticket (a cancelled one): their short codes */
    readonly revokedCodes: { ticket: string; code: string; event_registration: string }[] = [],
  ) {}

  // a throw (the server cannot be reached) is the transport's rejection, as with fetch
  transport: Transport = (url, init) => new Promise((resolve) => resolve(this.answer(url, init)));

  private answer(url: string, init?: RequestInit): Response {
    if (!this.reachable) throw new TypeError('Failed to fetch');
    const path = new URL(url, 'http://gate.test').pathname;
    const json = (data: unknown, status = 200) => new Response(JSON.stringify(status < 400 ? { data } : data), { status });
    if (path === '/api/v1/checkin/keys')
      return json(this.keys.map((key) => ({ key_id: key.id, public_key: key.publicKey, retired_at: key.retiredAt })));
    if (path === `/api/v1/events/${EVENT}`) return json({ _id: EVENT, event_title: 'Midsummer Moot' });
    if (path === `/api/v1/events/${EVENT}/checkin/roster`)
      return json({
        next_since: new Date().toISOString(),
        event_registrations: this.players.map((p) => ({
          _id: p.registrationId,
          ticket: p.ticketId,
          code: p.code,
          player_name: p.playerName,
          character_name: p.characterName,
          event_role: p.role,
          state: p.state,
          staff_note: p.staffNote,
          owes: Math.max(
            0,
            (p.owes ?? 0) -
              [...this.payments.values()]
                .filter((pay) => pay.registrationId === p.registrationId)
                .reduce((sum, pay) => sum + pay.amount, 0),
          ),
        })),
        currency: 'EUR',
        walk_ins: [],
        revoked: [...this.revoked.map((ticket) => ({ ticket, code: '', event_registration: '' })), ...this.revokedCodes],
      });
    if (path === `/api/v1/events/${EVENT}/checkins` && init?.method === 'POST') {
      const { checkins } = JSON.parse(init.body as string) as {
        checkins: { nonce: string; ticket?: string; device_id: string; scanned_at: string; walk_in?: unknown }[];
      };
      if (checkins.length > BATCH_LIMIT) return json({ message: 'too many' }, 413);
      this.uploads.push(checkins.length);
      const answers = checkins.map((scan) => {
        const known = this.scans.get(scan.nonce);
        if (known) return { nonce: scan.nonce, result: known.result, reason: null, checkin_id: known.checkinId, checked_in: null };
        const player = this.players.find((p) => p.payload === scan.ticket || p.code === scan.ticket);
        const standing = player && this.checkins.find((c) => c.event_registration === player.registrationId);
        let result = 'admitted';
        let checkinId: string | null = null;
        if (!player && !scan.walk_in) result = 'refused';
        else if (standing) {
          result = 'conflict';
          checkinId = standing._id;
          this.conflicts.push({
            _id: hexId(),
            event_registration: player.registrationId,
            devices: [
              { device_id: standing.device_id, scanned_at: standing.scanned_at },
              { device_id: scan.device_id, scanned_at: scan.scanned_at },
            ],
            resolved_at: null,
          });
        } else {
          checkinId = hexId();
          this.checkins.push({
            _id: checkinId,
            event_registration: player?.registrationId ?? null,
            device_id: scan.device_id,
            scanned_at: scan.scanned_at,
            walk_in: Boolean(scan.walk_in),
          });
        }
        this.scans.set(scan.nonce, { result, checkinId });
        return { nonce: scan.nonce, result, reason: result === 'refused' ? 'forged' : null, checkin_id: checkinId, checked_in: null };
      });
      if (this.loseNextAnswer) {
        this.loseNextAnswer = false;
        throw new TypeError('Failed to fetch');
      }
      return json(answers);
    }
    const payment = /^\/api\/v1\/registrations\/([0-9a-f]+)\/payments$/.exec(path);
    if (payment && init?.method === 'POST') {
      if (this.refusePayments) return json({ message: this.refusePayments }, 403);
      const key = new Headers(init.headers).get('Idempotency-Key');
      if (!key) return json({ message: 'Idempotency-Key missing' }, 400);
      const body = JSON.parse(init.body as string) as { amount: number; method: string; reference: string; reason: string };
      if (!this.payments.has(key)) this.payments.set(key, { registrationId: payment[1], ...body });
      if (this.loseNextPaymentAnswer) {
        this.loseNextPaymentAnswer = false;
        throw new TypeError('Failed to fetch');
      }
      return json({ registration_id: payment[1] }, 201);
    }
    if (path === `/api/v1/events/${EVENT}/checkins`) return json({ checkins: this.checkins, conflicts: this.conflicts });
    return json({ message: 'Not Found' }, 404);
  }
}

let dbCount = 0;
const opened: GateStore[] = [];
afterAll(() => opened.forEach((store) => store.close()));

async function openGate(server: StandInServer) {
  const store = await GateStore.open(`gate-test-${++dbCount}`);
  opened.push(store);
  const session = await GateSession.open(store, server.transport, EVENT);
  return { store, session };
}

describe('ticket payloads and their offline check', () => {
  const signer = newKey();
  const player = makePlayer(signer, 1);

  test("a payload signed the server's way is read and verifies", async () => {
    const parsed = parseTicketPayload(player.payload);
    expect(parsed?.claims).toEqual({
      keyId: signer.key.id,
      eventId: EVENT,
      registrationId: player.registrationId,
      ticketId: player.ticketId,
    });
    expect(await verifyTicketPayload(player.payload, [signer.key])).toMatchObject({ valid: true });
  });

  test.each([
    [
      'one flipped character of the signature',
      (p: string) => p.slice(0, -2) + (p.at(-2) === 'A' ? 'B' : 'A') + p.slice(-1),
      'bad_signature',
    ],
    ['another registration id in the message', (p: string) => p.slice(0, 30) + (p[30] === 'A' ? 'B' : 'A') + p.slice(31), 'bad_signature'],
    ['a truncated payload', (p: string) => p.slice(0, 100), 'malformed'],
    ['a short code', () => 'ABCD1001', 'malformed'],
  ])('%s is refused', async (_name, tamper, reason) => {
    expect(await verifyTicketPayload(tamper(player.payload), [signer.key])).toMatchObject({ valid: false, reason });
  });

  test('an unknown key and a retired key do not verify', async () => {
    expect(await verifyTicketPayload(player.payload, [newKey().key])).toMatchObject({ valid: false, reason: 'unknown_key' });
    const retired = { ...signer.key, retiredAt: '2020-01-01T00:00:00Z' };
    expect(await verifyTicketPayload(player.payload, [retired])).toMatchObject({ valid: false, reason: 'retired_key' });
    const retiringLater = { ...signer.key, retiredAt: '2999-01-01T00:00:00Z' };
    expect(await verifyTicketPayload(player.payload, [retiringLater])).toMatchObject({ valid: true });
  });

  test('the browser without WebCrypto Ed25519 verifies with @noble/ed25519 alike', async () => {
    const noble = await import('@noble/ed25519');
    const parsed = parseTicketPayload(player.payload)!;
    const publicKey = Buffer.from(signer.key.publicKey, 'base64url');
    expect(await noble.verifyAsync(parsed.signature, parsed.signedBytes, publicKey)).toBe(true);
    const tampered = parsed.signedBytes.slice();
    tampered[20] ^= 1;
    expect(await noble.verifyAsync(parsed.signature, tampered, publicKey)).toBe(false);
    // And this environment (Node's WebCrypto) is the one the gate picks first.
    const verify = await signatureVerifier();
    expect(await verify(publicKey, parsed.signature, parsed.signedBytes)).toBe(true);
  });

  test('typed codes are read the way the server reads them', () => {
    expect(normalizeShortCode('abcd-1oo1')).toBe('ABCD1001');
    expect(normalizeShortCode(' ABCD 10I1 ')).toBe('ABCD1011');
    expect(normalizeShortCode('ABCD100')).toBeNull();
    expect(normalizeShortCode('ABCDU001')).toBeNull();
  });
});

describe('the gate offline, then syncing', () => {
  const signer = newKey();
  const players = [
    makePlayer(signer, 1),
    makePlayer(signer, 2),
    makePlayer(signer, 3),
    makePlayer(signer, 4, { state: 'waitlisted' }),
    makePlayer(signer, 5, { state: 'cancelled' }),
  ];
  const revokedPlayer = makePlayer(signer, 6);
  const oldTicketOf1 = signTicket(signer, { eventId: EVENT, registrationId: players[0].registrationId, ticketId: hexId() });

  test('decides offline from what it keeps, queues admissions and says why it refuses', async () => {
    // Player 7 cancelled: the ticket was taken back, so the roster has no live code for them.
    const cancelledPlayer = makePlayer(signer, 7, { state: 'cancelled', code: null, ticketId: null });
    const server = new StandInServer(
      [...players, revokedPlayer, cancelledPlayer],
      [signer.key],
      [revokedPlayer.ticketId!],
      [{ ticket: hexId(), code: 'ABCD1007', event_registration: cancelledPlayer.registrationId }],
    );
    const { session } = await openGate(server);
    await session.sync();
    expect(session.snapshot().model.record.title).toBe('Midsummer Moot');
    server.reachable = false;

    const admitted = await session.scan(players[0].payload);
    expect(admitted.decision).toMatchObject({ kind: 'admitted', entry: { playerName: 'Player 1', characterName: 'Hero 1' } });
    expect((await session.scan(players[0].payload)).decision).toMatchObject({ kind: 'already', checkin: { deviceId: session.deviceId } });
    expect((await session.scan(players[1].code!.toLowerCase())).decision).toMatchObject({
      kind: 'admitted',
      entry: { playerName: 'Player 2' },
    });
    const picked = session.snapshot().model.search('hero 3');
    expect(picked.map((entry) => entry.playerName)).toEqual(['Player 3']);
    expect((await session.scanEntry(picked[0])).decision.kind).toBe('admitted');

    const refusals = await Promise.all(
      [
        players[3].payload,
        players[4].payload,
        revokedPlayer.payload,
        oldTicketOf1,
        signTicket(signer, { eventId: OTHER_EVENT, registrationId: hexId(), ticketId: hexId() }),
        signTicket(newKey(), { eventId: EVENT, registrationId: players[2].registrationId, ticketId: players[2].ticketId! }),
        'ZZZZ9999',
        'abcd-1007',
      ].map(async (input) => ((await session.scan(input)).decision as { reason?: string }).reason),
    );
    // A typo and a cancelled player's code are told apart.
    expect(refusals).toEqual(['waitlisted', 'cancelled', 'revoked', 'revoked', 'other_event', 'forged', 'unknown_code', 'revoked']);

    const report = await session.sync();
    expect(report.uploaded).toBe(0);
    expect(session.snapshot()).toMatchObject({ online: false, queued: 3 });
    expect(session.snapshot().model.counts()[0]).toEqual({ role: 'all', checkedIn: 3, expected: 4 });
    expect(server.checkins).toHaveLength(0);

    server.reachable = true;
    await session.sync();
    expect(session.snapshot()).toMatchObject({ online: true, queued: 0 });
    expect(server.checkins.map((c) => c.event_registration).sort()).toEqual(
      players
        .slice(0, 3)
        .map((p) => p.registrationId)
        .sort(),
    );
    expect(
      session
        .snapshot()
        .model.onSite()
        .every((checkin) => checkin.id !== null),
    ).toBe(true);
  });

  test('an upload whose answer was lost is sent again and creates each check-in once', async () => {
    const server = new StandInServer(players, [signer.key]);
    const { session } = await openGate(server);
    await session.sync();
    server.reachable = false;
    await session.scan(players[0].payload);
    await session.scan(players[1].payload);
    server.reachable = true;
    server.loseNextAnswer = true;
    await session.sync();
    expect(session.snapshot()).toMatchObject({ online: false, queued: 2 });
    await session.sync();
    await session.sync();
    expect(server.uploads).toEqual([2, 2]);
    expect(server.checkins).toHaveLength(2);
    expect(server.scans.size).toBe(2);
    expect(session.snapshot().queued).toBe(0);
  });

  test('the queue survives the page: a new session on the same device sends it', async () => {
    const server = new StandInServer(players, [signer.key]);
    const store = await GateStore.open('gate-test-reload');
    opened.push(store);
    const first = await GateSession.open(store, server.transport, EVENT);
    await first.sync();
    server.reachable = false;
    await first.scan(players[2].payload);
    const again = await GateSession.open(store, server.transport, EVENT);
    expect(again.snapshot().queued).toBe(1);
    expect((await again.scan(players[2].payload)).decision.kind).toBe('already');
    server.reachable = true;
    await again.sync();
    expect(server.checkins).toHaveLength(1);
    expect(await store.deviceId()).toBe(first.deviceId);
  });

  test('two devices admitting the same ticket offline: one check-in, and the conflict is listed', async () => {
    const server = new StandInServer(players, [signer.key]);
    const a = await openGate(server);
    const b = await openGate(server);
    await a.session.sync();
    await b.session.sync();
    expect(a.session.deviceId).not.toBe(b.session.deviceId);
    server.reachable = false;
    await a.session.scan(players[0].payload);
    await b.session.scan(players[0].payload);
    server.reachable = true;
    await a.session.sync();
    const report = await b.session.sync();
    expect(report.changed.map((answer) => answer.result)).toEqual(['conflict']);
    expect(server.checkins).toHaveLength(1);
    await a.session.sync();
    expect(a.session.snapshot().model.record.conflicts).toHaveLength(1);
    expect(
      a.session
        .snapshot()
        .model.record.conflicts[0].devices.map((d) => d.deviceId)
        .sort(),
    ).toEqual([a.session.deviceId, b.session.deviceId].sort());
  });

  test(`more than ${BATCH_LIMIT} waiting scans go up in batches the server accepts`, async () => {
    const many = Array.from({ length: 1100 }, (_, i) => makePlayer(signer, 10 + i));
    const server = new StandInServer(many, [signer.key]);
    const { session } = await openGate(server);
    await session.sync();
    server.reachable = false;
    for (const player of many) await session.scan(player.payload);
    expect(session.snapshot().queued).toBe(1100);
    server.reachable = true;
    await session.sync();
    expect(server.uploads).toEqual([500, 500, 100]);
    expect(server.checkins).toHaveLength(1100);
  });

  test('a walk-in is queued with its reason and no ticket', async () => {
    const server = new StandInServer(players, [signer.key]);
    const { session } = await openGate(server);
    await session.sync();
    await session.admitWalkIn({ name: 'Robin Unregistered', reason: 'Paid at the gate', entry: null });
    await session.sync();
    expect(server.checkins).toEqual([expect.objectContaining({ event_registration: null, walk_in: true })]);
    expect(session.snapshot().model.counts()).toContainEqual({ role: 'walk-in', checkedIn: 1, expected: 0 });
  });
});

describe('cash taken at the gate', () => {
  const signer = newKey();

  test('offline, cash counts against what is owed at once, is kept on the device, and the next sync records it once', async () => {
    const owing = makePlayer(signer, 1, { owes: 2000 });
    const server = new StandInServer([owing, makePlayer(signer, 2)], [signer.key]);
    const { store, session } = await openGate(server);
    await session.sync();
    const entry = () => session.snapshot().model.byId.get(owing.registrationId)!;
    expect(session.snapshot().model.owes(entry())).toBe(2000);
    expect(session.snapshot().model.record.currency).toBe('EUR');

    server.reachable = false;
    const cash = await session.takeCash(entry(), 1500);
    expect(cash).toMatchObject({ registrationId: owing.registrationId, amount: 1500, currency: 'EUR', deviceId: session.deviceId });
    expect(session.snapshot()).toMatchObject({ cashQueued: 1 });
    expect(session.snapshot().model.owes(entry())).toBe(500);
    expect(session.snapshot().model.cashWaiting(owing.registrationId)).toBe(1500);
    // A sync that cannot reach the server keeps the cash queued.
    await session.sync();
    expect(session.snapshot()).toMatchObject({ cashQueued: 1, online: false });
    expect(server.payments.size).toBe(0);

    // The page reloaded while offline: the queue is read back from the device.
    const reopened = await GateSession.open(store, server.transport, EVENT);
    expect(reopened.snapshot().cashQueued).toBe(1);
    expect(reopened.snapshot().model.owes(reopened.snapshot().model.byId.get(owing.registrationId)!)).toBe(500);

    server.reachable = true;
    const report = await reopened.sync();
    expect(report).toMatchObject({ cashSent: 1, cashRefused: [] });
    expect([...server.payments.entries()]).toEqual([
      [
        cash.nonce,
        {
          registrationId: owing.registrationId,
          kind: 'payment',
          amount: 1500,
          method: 'cash',
          reference: `gate ${session.deviceId}`,
          reason: 'taken at the gate',
        },
      ],
    ]);
    expect(reopened.snapshot()).toMatchObject({ cashQueued: 0, online: true });
    // The roster pulled after sending counts the payment; the device no longer adds it again.
    expect(reopened.snapshot().model.owes(reopened.snapshot().model.byId.get(owing.registrationId)!)).toBe(500);
    expect(reopened.snapshot().model.cashWaiting(owing.registrationId)).toBe(0);

    expect(await reopened.sync()).toMatchObject({ cashSent: 0 });
    expect(server.payments.size).toBe(1);
  });

  test('an answer lost after the server recorded the payment: sent again under the same key, recorded once', async () => {
    const owing = makePlayer(signer, 3, { owes: 2000 });
    const server = new StandInServer([owing], [signer.key]);
    const { session } = await openGate(server);
    await session.sync();
    const cash = await session.takeCash(session.snapshot().model.byId.get(owing.registrationId)!, 2000);
    server.loseNextPaymentAnswer = true;
    await session.sync();
    expect(session.snapshot().cashQueued).toBe(1);
    expect(server.payments.size).toBe(1);

    expect(await session.sync()).toMatchObject({ cashSent: 1 });
    expect([...server.payments.keys()]).toEqual([cash.nonce]);
    expect(session.snapshot()).toMatchObject({ cashQueued: 0 });
    expect(session.snapshot().model.owes(session.snapshot().model.byId.get(owing.registrationId)!)).toBe(0);
  });

  test('cash the server refuses is reported with its message and not sent again', async () => {
    const owing = makePlayer(signer, 4, { owes: 2000, playerName: 'Rin Vale' });
    const server = new StandInServer([owing], [signer.key]);
    const { session } = await openGate(server);
    await session.sync();
    await session.takeCash(session.snapshot().model.byId.get(owing.registrationId)!, 2000);
    server.refusePayments = 'Staff record cash only';
    const report = await session.sync();
    expect(report.cashRefused.map((refused) => refused.message)).toEqual(['Staff record cash only']);
    expect(session.snapshot().lastError).toBe('cash for Rin Vale was not recorded: Staff record cash only');
    expect(session.snapshot().cashQueued).toBe(0);

    server.refusePayments = null;
    expect(await session.sync()).toMatchObject({ cashSent: 0, cashRefused: [] });
    expect(server.payments.size).toBe(0);
  });
});
