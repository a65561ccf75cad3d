import { ATTENDANCE_ROUTES } from '../attendance/attendance.routes';
import { QUESTION_ROUTES } from '../questions/questions.routes';
import { REGISTRATION_ROUTES } from '../registrations/registrations.routes';
import { SURVEY_ROUTES } from '../surveys/surveys.routes';
import { EVENT_ROUTES } from './events.routes';
import type { RestRoute } from '../../rest/route-table';

/** Every JSON /api/v1 route of the events area (events, questions, registrations, surveys, attendance). */
export const EVENT_AREA_ROUTES: RestRoute[] = [
  ...EVENT_ROUTES,
  ...QUESTION_ROUTES,
  ...REGISTRATION_ROUTES,
  ...SURVEY_ROUTES,
  ...ATTENDANCE_ROUTES,
];
