import { Call, runCall, ScopeDomain } from '../../../graphql/call-field';
import { CHECKIN_CALLS } from '../checkin.calls';
import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { present } from '../../../errors';
import type { Checkin, CheckinAuditEntry, CheckinKey, CheckinTicket } from '../../../db/entities/checkin.entities';
import type { GraphQLContext } from '../../../graphql/context';
import type { ConflictView, RosterEntry, ScanAnswer } from '../checkin.service';
import type { OwnerTicket } from '../tickets';
import { RegistrationStateEnum } from '../../events/graphql/event.enums';

/*
 * The check-in calls through GraphQL: the same service calls as the REST routes (checkin.routes.ts), for the
 * staff screens (the attendance review shows who is in, the conflicts and the decisions) and any
 * integrator. Types stay flat.
 */

@ScopeDomain('registrations')
@ObjectType('CheckinTicket', { description: "A registration's ticket: the QR code's signed payload and the short code printed beside it." })
export class TicketType {
  @Field({ description: 'The signed ticket text the QR code holds.' }) payload: string;
  @Field({ description: 'The short code printed on the ticket for reading aloud or typing in.' }) code: string;
  @Field(() => ID, { description: 'The id of the event this belongs to.' }) eventId: string;
  @Field(() => ID, { description: 'The id of the event registration this is about.' }) registrationId: string;
  @Field({ description: 'The id of the key that signed the ticket.' }) keyId: string;
  @Field({ description: 'When the ticket was signed.' }) issuedAt: Date;
  @Field({ description: "The event's title." }) eventTitle: string;
  @Field({ description: "The player's name." }) playerName: string;
  @Field(() => String, { nullable: true, description: "The registration's character as shown; null: none" }) characterName: string | null;
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
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field(() => ID, { nullable: true, description: 'Null: a walk-in without a registration' }) registrationId: string | null;
  @Field({ description: 'The id of the gate device (phone) that scanned.' }) deviceId: string;
  @Field({ description: "When the ticket was scanned at the gate, by the scanning device's clock." }) scannedAt: Date;
  @Field({ description: 'When the server received the scan (the device may have been offline).' }) receivedAt: Date;
  @Field({ description: 'Whether this is a walk-in: someone admitted at the gate without a ticket.' }) walkIn: boolean;
  @Field(() => String, { description: 'The name the gate took down for a walk-in.', nullable: true }) walkInName: string | null;
  @Field(() => String, { description: 'Why the gate admitted this walk-in.', nullable: true }) walkInReason: string | null;
  @Field(() => Date, { description: 'When staff annulled this check-in (a mistaken scan); null while it counts.', nullable: true })
  annulledAt: Date | null;
  @Field(() => String, { description: 'Why staff annulled this check-in; null unless annulled.', nullable: true }) annulReason:
    string | null;
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
  @Field({ description: 'The id of the gate device (phone) that scanned.' }) deviceId: string;
  @Field({ description: "When the ticket was scanned at the gate, by the scanning device's clock." }) scannedAt: Date;
  @Field(() => String, { nullable: true, description: 'The staff member who let the person in on that device' }) staffName: string | null;
}

@ScopeDomain('events')
@ObjectType('CheckinConflict', {
  description: 'Devices that admitted the same registration without knowing of each other: one check-in stands.',
})
export class CheckinConflictType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field(() => ID, { description: 'The registration whose ticket was scanned twice.', nullable: true }) registrationId: string | null;
  @Field(() => ID, { description: 'The check-in that stands' }) checkinId: string;
  @Field(() => [CheckinDeviceType], { description: 'The devices that scanned the ticket, and when.' }) devices: CheckinDeviceType[];
  @Field({ description: 'When the conflict was noticed.' }) openedAt: Date;
  @Field(() => Date, { description: 'When staff resolved it; null while open.', nullable: true }) resolvedAt: Date | null;
  @Field(() => String, { description: 'How staff resolved the conflict; null while open.', nullable: true }) resolution: string | null;
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
  @Field(() => [CheckinType], { description: 'Every admission so far.' }) checkins: CheckinType[];
  @Field(() => [CheckinConflictType], { description: 'Tickets admitted by more than one device.' }) conflicts: CheckinConflictType[];
}

@ScopeDomain('events')
@ObjectType('CheckinDecision', { description: "An admin's decision at the gate (annul, resolve), with the reason: the audit trail." })
export class CheckinDecisionType {
  @Field(() => ID, { description: 'The unique id of this record.' }) id: string;
  @Field({ description: 'Annul or resolve' }) action: string;
  @Field(() => ID, { description: 'The check-in decided on, if any.', nullable: true }) checkinId: string | null;
  @Field(() => ID, { description: 'The conflict decided on, if any.', nullable: true }) conflictId: string | null;
  @Field(() => ID, { description: 'The staff member who decided; null when done by the system.', nullable: true }) actorId: string | null;
  @Field({ description: 'The reason staff gave.' }) reason: string;
  @Field({ description: 'When the decision was made.' }) at: Date;
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
  @Field({ description: "The key's id, printed in each ticket it signed." }) keyId: string;
  @Field({ description: 'The raw 32-byte public key, base64url' }) publicKey: string;
  @Field({ description: 'When the key was made.' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'Tickets signed by this key are refused from then on' }) retiredAt: Date | null;
  @Field({ description: 'The key that signs new tickets' }) signing: boolean;
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
  @Field({ description: "The scan's nonce as sent." }) nonce: string;
  @Field({ description: 'Admitted, duplicate, conflict or refused' }) result: string;
  @Field(() => String, { nullable: true, description: 'Refused: cancelled, waitlisted, other_event, forged, revoked or not_registered' })
  reason: string | null;
  @Field(() => ID, { description: 'The check-in recorded; null when refused.', nullable: true }) checkinId: string | null;
  @Field(() => ID, { description: 'The registration admitted; null for a walk-in or a refusal.', nullable: true }) registrationId:
    string | null;
  @Field(() => CheckinDeviceType, { nullable: true, description: "Duplicate and conflict: the standing check-in's device and time" })
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
  @Field(() => ID, { description: 'The id of the event registration this is about.' }) registrationId: string;
  @Field(() => ID, { nullable: true, description: "The live ticket's id; null: none" }) ticketId: string | null;
  @Field(() => String, { description: "The ticket's short code; null without a ticket.", nullable: true }) code: string | null;
  @Field({ description: "The player's full name." }) playerName: string;
  @Field(() => String, { description: 'The character registered; null for an npc.', nullable: true }) characterName: string | null;
  @Field({ description: "Event role code from the ruleset's event_role_types, e.g. pc (player character) or npc (non-player character)." })
  eventRole: string;
  @Field(() => RegistrationStateEnum, { description: "The registration's state.", nullable: true }) state: string | null;
  @Field(() => String, { description: 'A note by staff about this registration, shown to staff only.', nullable: true }) staffNote:
    string | null;
  @Field(() => CheckinType, { description: 'Their admission so far; null until they come in.', nullable: true })
  checkin: CheckinType | null;
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
@ObjectType('RevokedTicket', { description: 'A ticket that no longer admits (its registration was cancelled).' })
export class RevokedTicketType {
  @Field(() => ID, { description: "The ticket's id." }) ticketId: string;
  @Field({ description: 'The short code printed on the ticket for reading aloud or typing in.' }) code: string;
  @Field(() => ID, { description: 'The id of the event registration this is about.' }) registrationId: string;
  @Field({ description: 'When this was revoked; null while it is valid.' }) revokedAt: Date;
  @Field(() => String, { description: 'Why the ticket was revoked.', nullable: true }) reason: string | null;
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
  @Field({ description: 'When the roster was made; pass it as since next time for changes only.' }) generatedAt: Date;
  @Field({ description: 'Send as `since` next time' }) nextSince: Date;
  @Field(() => [RosterEntryType], { description: 'One row per registration expected at the gate.' }) entries: RosterEntryType[];
  @Field(() => [CheckinType], { description: 'Walk-ins admitted so far.' }) walkIns: CheckinType[];
  @Field(() => [RevokedTicketType], { description: 'Tickets no longer valid (cancelled registrations).' }) revoked: RevokedTicketType[];
}

@InputType('WalkInInput', { description: "A walk-in's details at the gate." })
export class WalkInInput {
  @Field(() => String, { description: 'Their name.', nullable: true }) name?: string | null;
  @Field(() => String, { description: 'Why they were admitted without a ticket.', nullable: true }) reason?: string | null;
  @Field(() => ID, { description: 'Their registration, if the gate found one.', nullable: true }) registrationId?: string | null;
}

@InputType('ScanInput', { description: 'One scan as a device queued it: a ticket (QR payload or short code) or a walk-in.' })
export class ScanInput {
  @Field({ description: 'A value unique per scan, so an upload sent twice counts once.' }) nonce: string;
  @Field({ description: 'The id of the gate device (phone) that scanned.' }) deviceId: string;
  @Field({ description: 'ISO 8601 with its zone' }) scannedAt: string;
  @Field(() => String, { description: 'The scanned ticket text; null for a walk-in.', nullable: true }) ticket?: string | null;
  @Field(() => WalkInInput, { description: "The walk-in's details; null for a ticket.", nullable: true }) walkIn?: WalkInInput | null;
}

@Resolver()
export class CheckinResolver {
  @Call(CHECKIN_CALLS.registrationTicket)
  @Query(() => TicketType, {
    nullable: true,
    description: "The ticket of one's own accepted registration; null with an error entry when there is none.",
  })
  async registrationTicket(
    @Arg('registrationId', () => ID, { description: "The event registration's id." }) registrationId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<TicketType> {
    return toTicketType(await runCall(CHECKIN_CALLS.registrationTicket, context, { registrationId }));
  }

  @Call(CHECKIN_CALLS.eventCheckins)
  @Query(() => EventCheckinsType, { description: 'Who is in: the live check-ins of an event and the conflicts between devices (staff).' })
  async eventCheckins(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<EventCheckinsType> {
    const list = await runCall(CHECKIN_CALLS.eventCheckins, context, { eventId });
    return Object.assign(new EventCheckinsType(), {
      checkins: list.checkins.map(toCheckinType),
      conflicts: list.conflicts.map(toConflictType),
    });
  }

  @Call(CHECKIN_CALLS.checkinDecisions)
  @Query(() => [CheckinDecisionType], { description: "The admins' decisions at the gate, newest first (staff)." })
  async checkinDecisions(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<CheckinDecisionType[]> {
    return (await runCall(CHECKIN_CALLS.checkinDecisions, context, { eventId })).map(toDecisionType);
  }

  @Call(CHECKIN_CALLS.checkinRoster)
  @Query(() => RosterType, { description: "The gate's roster (staff)." })
  async checkinRoster(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() context: GraphQLContext,
    @Arg('since', () => String, { description: 'Only changes since this roster time (generatedAt of the last one).', nullable: true })
    since?: string | null,
  ): Promise<RosterType> {
    // an empty since is none: the whole roster
    const roster = await runCall(CHECKIN_CALLS.checkinRoster, context, { eventId, since: since || undefined });
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
  async checkinKeys(@Ctx() context: GraphQLContext): Promise<CheckinKeyType[]> {
    return (await runCall(CHECKIN_CALLS.checkinKeys, context)).map(toKeyType);
  }

  @Call(CHECKIN_CALLS.uploadCheckins)
  @Mutation(() => [ScanResultType], { description: 'A batch of at most 500 scans, each stored once under its nonce (staff).' })
  async uploadCheckins(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Arg('checkins', () => [ScanInput], { description: 'The scans.' }) checkins: ScanInput[],
    @Ctx() context: GraphQLContext,
  ): Promise<ScanResultType[]> {
    return (await runCall(CHECKIN_CALLS.uploadCheckins, context, { eventId, checkins })).map(toScanResultType);
  }

  @Call(CHECKIN_CALLS.annulCheckin)
  @Mutation(() => CheckinType, { description: 'Annuls a check-in, with a reason kept in the audit trail (admins).' })
  async annulCheckin(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Arg('checkinId', () => ID, { description: 'The id of the check-in (one gate scan).' }) checkinId: string,
    @Arg('reason', () => String, { description: 'Why it is annulled.', nullable: true }) reason: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<CheckinType> {
    return toCheckinType(await runCall(CHECKIN_CALLS.annulCheckin, context, { eventId, checkinId, reason }));
  }

  @Call(CHECKIN_CALLS.resolveCheckinConflict)
  @Mutation(() => CheckinConflictType, {
    description: 'Resolves a conflict between devices, with a reason kept in the audit trail (admins).',
  })
  async resolveCheckinConflict(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Arg('conflictId', () => ID, { description: 'The id of the check-in conflict.' }) conflictId: string,
    @Arg('reason', () => String, { description: 'How and why it was resolved.', nullable: true }) reason: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<CheckinConflictType> {
    return toConflictType(await runCall(CHECKIN_CALLS.resolveCheckinConflict, context, { eventId, conflictId, reason }));
  }
}
