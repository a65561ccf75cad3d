import { Call } from '../../../graphql/call-field';
import { ATTENDANCE_CALLS } from '../attendance.calls';
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Ctx, ID, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context';
import { parseGraphQLArgs } from '../../../input/contract';
import { attachWalkInInput, finalizeInput, postEventDraftInput } from '../../events/events-area.inputs';
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
    return toEventType(await context.services.attendance.review(context.request, eventId, includesFor(context, info)));
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
    await context.services.attendance.finalize(context.request, eventId, parseGraphQLArgs(finalizeInput, { records }));
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
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<FinalizePreviewRowType[]> {
    return (await services.attendance.preview(request, eventId, parseGraphQLArgs(finalizeInput, { records }))).map(
      toFinalizePreviewRowType,
    );
  }

  @Call(ATTENDANCE_CALLS.postEventDefaults)
  @Query(() => [FinalizePreviewRowType], {
    description:
      'The post-event table to start from: what finalizeEvent would write for each accepted registration with no value typed; empty once finalized.',
  })
  async postEventDefaults(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<FinalizePreviewRowType[]> {
    return (await services.attendance.defaults(request, eventId)).map(toFinalizePreviewRowType);
  }

  @Call(ATTENDANCE_CALLS.registrationAnswersCsv)
  @Query(() => String, { description: "The registration answers as CSV (the attendance review's download)." })
  async registrationAnswersCsv(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<string> {
    return (await services.attendance.registrationAnswersCsv(request, eventId)).csv;
  }

  @Call(ATTENDANCE_CALLS.postEventDraft)
  @Query(() => PostEventDraftType, { description: 'The post-event table as typed so far (version 0 and no rows before the first save).' })
  async postEventDraft(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<PostEventDraftType> {
    return toPostEventDraftType(await services.attendance.draft(request, eventId));
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
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<PostEventDraftType> {
    const command = parseGraphQLArgs(postEventDraftInput, {
      version,
      records: records.map((record) => Object.assign({}, record, { characterId: record.characterId ?? null })),
    });
    return toPostEventDraftType(await services.attendance.saveDraft(request, eventId, command));
  }

  @Call(ATTENDANCE_CALLS.postEventWalkIns)
  @Query(() => [GateWalkInType], { description: 'The walk-ins the gate let in by name only, with the account each was given.' })
  async postEventWalkIns(
    @Arg('eventId', () => ID, { description: "The event's id." }) eventId: string,
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<GateWalkInType[]> {
    return (await services.attendance.walkIns(request, eventId)).map(toGateWalkInType);
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
    @Ctx() { request, services }: GraphQLContext,
  ): Promise<GateWalkInType> {
    const command = parseGraphQLArgs(attachWalkInInput, { userId, newAccount });
    return toGateWalkInType(await services.attendance.attachWalkIn(request, eventId, checkinId, command));
  }
}
