import type { EventTimes } from '@larp/rules';
import type { Event } from '../../db/entities/event.entity';

/** The fields the rules' timing functions read, from an Event row. */
export function timesOf(event: Event): EventTimes {
  return {
    event_start_time: event.eventStartTime,
    event_end_time: event.eventEndTime,
    event_published: event.eventPublished,
    event_finalized: event.eventFinalized,
    event_survey_open_at: event.eventSurveyOpenAt,
  };
}
