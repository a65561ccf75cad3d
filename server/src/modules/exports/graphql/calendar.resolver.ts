import { Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Call, runCall } from '../../../graphql/call-field';
import type { GraphQLContext } from '../../../graphql/context';
import { EXPORTS_CALLS } from '../exports.calls';

@ObjectType('CalendarFeed', { description: 'Whether you have an iCal feed address (it is shown only when made or reset)' })
export class CalendarFeedType {
  @Field({ description: 'Whether the user has a feed address.' }) hasFeed: boolean;
  @Field(() => Date, { description: "When the feed's address was made; null without a feed.", nullable: true }) createdAt: Date | null;
}

/** The signed-in user's iCal feed of published events: the same calls as REST /user/calendar. */
@Resolver()
export class CalendarResolver {
  @Call(EXPORTS_CALLS.calendarFeed)
  @Query(() => CalendarFeedType, { description: "The signed-in user's calendar feed." })
  async calendarFeed(@Ctx() context: GraphQLContext): Promise<CalendarFeedType> {
    return Object.assign(new CalendarFeedType(), await runCall(EXPORTS_CALLS.calendarFeed, context));
  }

  @Call(EXPORTS_CALLS.resetCalendarFeed)
  @Mutation(() => String, { description: 'Makes a new secret address of your iCal feed (returned); the old one stops working.' })
  async resetCalendarFeed(@Ctx() context: GraphQLContext): Promise<string> {
    return (await runCall(EXPORTS_CALLS.resetCalendarFeed, context)).url;
  }
}
