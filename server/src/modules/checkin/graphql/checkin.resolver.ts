import { Call, ScopeDomain } from '../../../graphql/call-field';
import { CHECKIN_CALLS } from '../checkin.calls';
import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { present } from '../../../errors';
import type { Checkin, CheckinAuditEntry, CheckinKey, CheckinTicket } from '../../../db/entities/checkin.entities';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLArgs } from '../../../input/contract';
import { checkinBatchInput, decisionInput, rosterQuery } from '../checkin.inputs';
import type { ConflictView, RosterEntry, ScanAnswer } from '../checkin.service';
import type { OwnerTicket } from '../tickets';

/*
 * The check-in calls through GraphQL: the same service calls as the REST routes (checkin.routes.ts), for the
 * staff screens (the attendance review shows who is in, the conflicts and the decisions) and any
 * integrator. Types stay flat.
 */

@ScopeDomain('registrations')
@ObjectType('CheckinTicket', { description: "A registration's ticket: the QR code's signed payload and the short code printed beside it." })
export class TicketType {
  @Field() payload: string;
  @Field() code: string;
  @Field(() => ID) eventId: string;
  @Field(() => ID) registrationId: string;
  @Field() keyId: string;
  @Field() issuedAt: Date;
  @Field() eventTitle: string;
  @Field() playerName: string;
  @Field(() => String, { nullable: true, description: "the registration's character as shown; null: none" }) characterName: string | null;
}

const toTicketType = ({ ticket, payload, eventTitle, playerName, characterName }: OwnerTicket): TicketType =>
  Object.assign(new TicketType(), {
    payload,
    eventTitle,
    playerName,
    characterName,
    code: ticket.code,
    eventId: ticket.eventId,
    registrationId: ticket.registrationId,
    keyId: ticket.keyId,
    issuedAt: ticket.issuedAt,
  });

@ScopeDomain('events')
@ObjectType('Checkin', { description: 'Someone let in at the gate.' })
export class CheckinType {
  @Field(() => ID) id: string;
  @Field(() => ID, { nullable: true, description: 'null: a walk-in without a registration' }) registrationId: string | null;
  @Field() deviceId: string;
  @Field() scannedAt: Date;
  @Field() receivedAt: Date;
  @Field() walkIn: boolean;
  @Field(() => String, { nullable: true }) walkInName: string | null;
  @Field(() => String, { nullable: true }) walkInReason: string | null;
  @Field(() => Date, { nullable: true }) annulledAt: Date | null;
  @Field(() => String, { nullable: true }) annulReason: string | null;
}

const toCheckinType = (checkin: Checkin): CheckinType =>
  Object.assign(new CheckinType(), {
    id: checkin.id,
    registrationId: checkin.registrationId,
    deviceId: checkin.deviceId,
    scannedAt: checkin.scannedAt,
    receivedAt: checkin.receivedAt,
    walkIn: checkin.walkIn,
    walkInName: checkin.walkInName,
    walkInReason: checkin.walkInReason,
    annulledAt: checkin.annulledAt,
    annulReason: checkin.annulReason,
  });

@ObjectType('CheckinDevice', { description: 'One device that let a person in, and when.' })
export class CheckinDeviceType {
  @Field() deviceId: string;
  @Field() scannedAt: Date;
  @Field(() => String, { nullable: true, description: 'the staff member who let the person in on that device' }) staffName: string | null;
}

@ScopeDomain('events')
@ObjectType('CheckinConflict', {
  description: 'Devices that admitted the same registration without knowing of each other: one check-in stands.',
})
export class CheckinConflictType {
  @Field(() => ID) id: string;
  @Field(() => ID, { nullable: true }) registrationId: string | null;
  @Field(() => ID, { description: 'the check-in that stands' }) checkinId: string;
  @Field(() => [CheckinDeviceType]) devices: CheckinDeviceType[];
  @Field() openedAt: Date;
  @Field(() => Date, { nullable: true }) resolvedAt: Date | null;
  @Field(() => String, { nullable: true }) resolution: string | null;
}

const toConflictType = ({ conflict, devices }: ConflictView): CheckinConflictType =>
  Object.assign(new CheckinConflictType(), {
    id: conflict.id,
    registrationId: conflict.registrationId,
    checkinId: conflict.checkinId,
    devices: devices.map((device) => Object.assign(new CheckinDeviceType(), device)),
    openedAt: conflict.openedAt,
    resolvedAt: conflict.resolvedAt,
    resolution: conflict.resolution,
  });

@ScopeDomain('events')
@ObjectType('EventCheckins', { description: 'The live check-ins of an event and the conflicts between devices.' })
export class EventCheckinsType {
  @Field(() => [CheckinType]) checkins: CheckinType[];
  @Field(() => [CheckinConflictType]) conflicts: CheckinConflictType[];
}

@ScopeDomain('events')
@ObjectType('CheckinDecision', { description: "An admin's decision at the gate (annul, resolve), with the reason: the audit trail." })
export class CheckinDecisionType {
  @Field(() => ID) id: string;
  @Field({ description: 'annul or resolve' }) action: string;
  @Field(() => ID, { nullable: true }) checkinId: string | null;
  @Field(() => ID, { nullable: true }) conflictId: string | null;
  @Field(() => ID, { nullable: true }) actorId: string | null;
  @Field() reason: string;
  @Field() at: Date;
}

const toDecisionType = (entry: CheckinAuditEntry): CheckinDecisionType =>
  Object.assign(new CheckinDecisionType(), {
    id: entry.id,
    action: entry.action,
    checkinId: entry.checkinId,
    conflictId: entry.conflictId,
    actorId: entry.actorId,
    reason: entry.reason,
    at: entry.at,
  });

@ScopeDomain('events')
@ObjectType('CheckinKey', { description: 'An Ed25519 public key that verifies tickets.' })
export class CheckinKeyType {
  @Field() keyId: string;
  @Field({ description: 'the raw 32-byte public key, base64url' }) publicKey: string;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'tickets signed by this key are refused from then on' }) retiredAt: Date | null;
  @Field({ description: 'the key that signs new tickets' }) signing: boolean;
}

const toKeyType = (key: CheckinKey): CheckinKeyType =>
  Object.assign(new CheckinKeyType(), {
    keyId: key.id,
    publicKey: key.publicKey,
    createdAt: key.createdAt,
    retiredAt: key.retiredAt,
    signing: key.signingSlot === 'signing',
  });

@ScopeDomain('events')
@ObjectType('ScanResult', { description: 'The answer to one uploaded scan.' })
export class ScanResultType {
  @Field() nonce: string;
  @Field({ description: 'admitted, duplicate, conflict or refused' }) result: string;
  @Field(() => String, { nullable: true, description: 'refused: cancelled, waitlisted, other_event, forged, revoked or not_registered' })
  reason: string | null;
  @Field(() => ID, { nullable: true }) checkinId: string | null;
  @Field(() => ID, { nullable: true }) registrationId: string | null;
  @Field(() => CheckinDeviceType, { nullable: true, description: "duplicate and conflict: the standing check-in's device and time" })
  checkedIn: CheckinDeviceType | null;
}

const toScanResultType = (answer: ScanAnswer): ScanResultType =>
  Object.assign(new ScanResultType(), {
    ...answer,
    checkedIn: answer.checkedIn ? Object.assign(new CheckinDeviceType(), answer.checkedIn) : null,
  });

@ScopeDomain('events')
@ObjectType('RosterEntry', { description: 'A registration as the gate keeps it (no email).' })
export class RosterEntryType {
  @Field(() => ID) registrationId: string;
  @Field(() => ID, { nullable: true, description: "the live ticket's id; null: none" }) ticketId: string | null;
  @Field(() => String, { nullable: true }) code: string | null;
  @Field() playerName: string;
  @Field(() => String, { nullable: true }) characterName: string | null;
  @Field() eventRole: string;
  @Field(() => String, { nullable: true }) state: string | null;
  @Field(() => String, { nullable: true }) staffNote: string | null;
  @Field(() => CheckinType, { nullable: true }) checkin: CheckinType | null;
}

const toRosterEntryType = (entry: RosterEntry): RosterEntryType =>
  Object.assign(new RosterEntryType(), {
    registrationId: entry.registration.id,
    ticketId: entry.ticket?.id ?? null,
    code: entry.ticket?.code ?? null,
    playerName: entry.playerName,
    characterName: entry.characterName,
    eventRole: entry.registration.eventRole,
    state: entry.registration.state ?? null,
    staffNote: entry.registration.staffNote ?? null,
    checkin: entry.checkin ? toCheckinType(entry.checkin) : null,
  });

@ScopeDomain('events')
@ObjectType('RevokedTicket')
export class RevokedTicketType {
  @Field(() => ID) ticketId: string;
  @Field() code: string;
  @Field(() => ID) registrationId: string;
  @Field() revokedAt: Date;
  @Field(() => String, { nullable: true }) reason: string | null;
}

const toRevokedType = (ticket: CheckinTicket): RevokedTicketType =>
  Object.assign(new RevokedTicketType(), {
    ticketId: ticket.id,
    code: ticket.code,
    registrationId: ticket.registrationId,
    revokedAt: present(ticket.revokedAt, 'the revocation time'),
    reason: ticket.revokeReason,
  });

@ScopeDomain('events')
@ObjectType('CheckinRoster', { description: "The gate's roster, whole or changed since a time, with walk-ins and revoked tickets." })
export class RosterType {
  @Field() generatedAt: Date;
  @Field({ description: 'send as `since` next time' }) nextSince: Date;
  @Field(() => [RosterEntryType]) entries: RosterEntryType[];
  @Field(() => [CheckinType]) walkIns: CheckinType[];
  @Field(() => [RevokedTicketType]) revoked: RevokedTicketType[];
}

@InputType('WalkInInput')
export class WalkInInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) reason?: string | null;
  @Field(() => ID, { nullable: true }) registrationId?: string | null;
}

@InputType('ScanInput', { description: 'One scan as a device queued it: a ticket (QR payload or short code) or a walk-in.' })
export class ScanInput {
  @Field() nonce: string;
  @Field() deviceId: string;
  @Field({ description: 'ISO 8601 with its zone' }) scannedAt: string;
  @Field(() => String, { nullable: true }) ticket?: string | null;
  @Field(() => WalkInInput, { nullable: true }) walkIn?: WalkInInput | null;
}

@Resolver()
export class CheckinResolver {
  @Call(CHECKIN_CALLS.registrationTicket)
  @Query(() => TicketType, { description: "The ticket of one's own accepted registration." })
  async registrationTicket(
    @Arg('registrationId', () => ID) registrationId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<TicketType> {
    return toTicketType(await services.tickets.forOwner(request, registrationId));
  }

  @Call(CHECKIN_CALLS.eventCheckins)
  @Query(() => EventCheckinsType, { description: 'Who is in: the live check-ins of an event and the conflicts between devices (staff).' })
  async eventCheckins(@Arg('eventId', () => ID) eventId: string, @Ctx() { request, services }: GraphQLContext): Promise<EventCheckinsType> {
    const list = await services.checkin.list(request, eventId);
    return Object.assign(new EventCheckinsType(), {
      checkins: list.checkins.map(toCheckinType),
      conflicts: list.conflicts.map(toConflictType),
    });
  }

  @Call(CHECKIN_CALLS.checkinDecisions)
  @Query(() => [CheckinDecisionType], { description: "The admins' decisions at the gate, newest first (staff)." })
  async checkinDecisions(
    @Arg('eventId', () => ID) eventId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<CheckinDecisionType[]> {
    return (await services.checkin.audit(request, eventId)).map(toDecisionType);
  }

  @Call(CHECKIN_CALLS.checkinRoster)
  @Query(() => RosterType, { description: "The gate's roster (staff)." })
  async checkinRoster(
    @Arg('eventId', () => ID) eventId: string,
    @Ctx() { request, services }: GraphQLContext,
    @Arg('since', () => String, { nullable: true }) since?: string | null,
  ): Promise<RosterType> {
    const query = parseGraphQLArgs(rosterQuery, { since: since || undefined });
    const roster = await services.checkin.roster(request, eventId, query.since ?? null);
    return Object.assign(new RosterType(), {
      generatedAt: roster.generatedAt,
      nextSince: roster.nextSince,
      entries: roster.entries.map(toRosterEntryType),
      walkIns: roster.walkIns.map(toCheckinType),
      revoked: roster.revoked.map(toRevokedType),
    });
  }

  @Call(CHECKIN_CALLS.checkinKeys)
  @Query(() => [CheckinKeyType], { description: 'The public keys that verify tickets (staff).' })
  async checkinKeys(@Ctx() { request, services }: GraphQLContext): Promise<CheckinKeyType[]> {
    return (await services.checkin.publicKeys(request)).map(toKeyType);
  }

  @Call(CHECKIN_CALLS.uploadCheckins)
  @Mutation(() => [ScanResultType], { description: 'A batch of at most 500 scans, each stored once under its nonce (staff).' })
  async uploadCheckins(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('checkins', () => [ScanInput]) checkins: ScanInput[],
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<ScanResultType[]> {
    const batch = parseGraphQLArgs(checkinBatchInput, { checkins });
    return (await services.checkin.upload(request, eventId, batch)).map(toScanResultType);
  }

  @Call(CHECKIN_CALLS.annulCheckin)
  @Mutation(() => CheckinType, { description: 'Annuls a check-in, with a reason kept in the audit trail (admins).' })
  async annulCheckin(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('checkinId', () => ID) checkinId: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<CheckinType> {
    return toCheckinType(await services.checkin.annul(request, eventId, checkinId, parseGraphQLArgs(decisionInput, { reason })));
  }

  @Call(CHECKIN_CALLS.resolveCheckinConflict)
  @Mutation(() => CheckinConflictType, {
    description: 'Resolves a conflict between devices, with a reason kept in the audit trail (admins).',
  })
  async resolveCheckinConflict(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('conflictId', () => ID) conflictId: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<CheckinConflictType> {
    return toConflictType(await services.checkin.resolve(request, eventId, conflictId, parseGraphQLArgs(decisionInput, { reason })));
  }
}
