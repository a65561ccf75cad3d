import { Call, parseCallArgs, runCall, runCommand } from '../../../graphql/call-field';
import { ATTENDANCE_CALLS } from '../attendance.calls';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, ID, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { AttendanceInput } from '../../events/graphql/event.inputs';
import { EventType, toEventType } from '../../events/graphql/event.types';
import { includesFor, selectedEvent } from '../../events/graphql/events.resolver';
import {
  FinalizePreviewRowType,
  GateWalkInType,
  NewWalkInAccountInput,
  PostEventDraftRowInput,
  PostEventDraftType,
  toFinalizePreviewRowType,
  toGateWalkInType,
  toPostEventDraftType,
} from './attendance.types';

/** The attendance review and finalize as GraphQL: each field calls one AttendanceService method (as the REST routes do). */
@Resolver()
export class AttendanceResolver {
  @Call(ATTENDANCE_CALLS.attendanceReview)
  @Query(() => EventType, { description: 'The attendance review: registrations, answers, attendance and surveys of everyone.' })
  async attendanceReview(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<EventType> {
    const call = ATTENDANCE_CALLS.attendanceReview;
    const command = Object.assign(parseCallArgs(call, { eventId }), { includes: includesFor(context, info) });
    return toEventType(await runCommand(call, context, command));
  }

  @Call(ATTENDANCE_CALLS.finalizeEvent)
  @Mutation(() => EventType, { description: 'Post-event: writes the attendance records and credits XP and shards, all at once.' })
  async finalizeEvent(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Arg('records', () => [AttendanceInput], {
      description: 'One attendance record per player: role, deaths, reaper fights, XP, XP sequence, shards and donations.',
    })
    records: AttendanceInput[],
    @Ctx() context: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): Promise<EventType> {
    await runCall(ATTENDANCE_CALLS.finalizeEvent, context, { eventId, records });
    return selectedEvent(context, info, eventId);
  }

  @Call(ATTENDANCE_CALLS.finalizePreview)
  @Query(() => [FinalizePreviewRowType], {
    description: 'What finalizeEvent would write with these records, and the balances it would change; writes nothing.',
  })
  async finalizePreview(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Arg('records', () => [AttendanceInput], {
      description: 'One attendance record per player: role, deaths, reaper fights, XP, XP sequence, shards and donations.',
    })
    records: AttendanceInput[],
    @Ctx() context: GraphQLContext,
  ): Promise<FinalizePreviewRowType[]> {
    return (await runCall(ATTENDANCE_CALLS.finalizePreview, context, { eventId, records })).map(toFinalizePreviewRowType);
  }

  @Call(ATTENDANCE_CALLS.postEventDefaults)
  @Query(() => [FinalizePreviewRowType], {
    description:
      'The post-event table to start from: what finalizeEvent would write for each accepted registration with no value typed; empty once finalized.',
  })
  async postEventDefaults(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<FinalizePreviewRowType[]> {
    return (await runCall(ATTENDANCE_CALLS.postEventDefaults, context, { eventId })).map(toFinalizePreviewRowType);
  }

  @Call(ATTENDANCE_CALLS.registrationAnswersCsv)
  @Query(() => String, {
    description:
      "The registration answers as CSV (the attendance review's download); for callers who may read payments also what each owes, has paid, had waived, its balance, payment status and reference.",
  })
  async registrationAnswersCsv(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<string> {
    return (await runCall(ATTENDANCE_CALLS.registrationAnswersCsv, context, { eventId })).csv;
  }

  @Call(ATTENDANCE_CALLS.postEventDraft)
  @Query(() => PostEventDraftType, { description: 'The post-event table as typed so far (version 0 and no rows before the first save).' })
  async postEventDraft(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<PostEventDraftType> {
    return toPostEventDraftType(await runCall(ATTENDANCE_CALLS.postEventDraft, context, { eventId }));
  }

  @Call(ATTENDANCE_CALLS.savePostEventDraft)
  @Mutation(() => PostEventDraftType, {
    description:
      'Saves the post-event table as typed from the draft version it started from; a stale save is CONFLICT with the current draft.',
  })
  async savePostEventDraft(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Arg('version', () => Int, { description: 'The draft version read; an older one is refused (someone saved meanwhile).' })
    version: number,
    @Arg('records', () => [PostEventDraftRowInput], { description: 'The rows as typed.' }) records: PostEventDraftRowInput[],
    @Ctx() context: GraphQLContext,
  ): Promise<PostEventDraftType> {
    const sent = records.map((record) => Object.assign({}, record, { characterId: record.characterId ?? null }));
    return toPostEventDraftType(await runCall(ATTENDANCE_CALLS.savePostEventDraft, context, { eventId, version, records: sent }));
  }

  @Call(ATTENDANCE_CALLS.postEventWalkIns)
  @Query(() => [GateWalkInType], { description: 'The walk-ins the gate let in by name only, with the account each was given.' })
  async postEventWalkIns(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<GateWalkInType[]> {
    return (await runCall(ATTENDANCE_CALLS.postEventWalkIns, context, { eventId })).map(toGateWalkInType);
  }

  @Call(ATTENDANCE_CALLS.attachWalkInAccount)
  @Mutation(() => GateWalkInType, {
    description: 'Gives a walk-in let in by name an existing account (userId) or a new one (newAccount: mailed a verification link).',
  })
  async attachWalkInAccount(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Arg('checkinId', () => ID, { description: 'The id of the check-in (one gate scan).' }) checkinId: string,
    @Arg('userId', () => ID, { description: 'The existing account to attach.', nullable: true }) userId: string | null,
    @Arg('newAccount', () => NewWalkInAccountInput, { description: 'A new account to make for the walk-in.', nullable: true })
    newAccount: NewWalkInAccountInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<GateWalkInType> {
    return toGateWalkInType(await runCall(ATTENDANCE_CALLS.attachWalkInAccount, context, { eventId, checkinId, userId, newAccount }));
  }
}
