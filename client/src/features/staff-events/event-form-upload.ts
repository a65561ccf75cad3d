/**
 * The staff event calls that stay plain HTTP: the event form with its image (the spec's multipart
 * call, events §7 POST/PATCH /api/v1/events, which GraphQL cannot carry), and the addresses of the
 * registration answers CSV and of a stored image, which the browser opens as links. A 401 answer is
 * handed to the same handler as GraphQL's UNAUTHENTICATED (the user is sent to /login).
 */
import { RestFailure } from '../accounts/form-result';

export interface EventFormSubmission {
  /** absent: create */
  eventId?: string;
  title: string;
  description: string;
  address: string;
  /** ISO 8601 */
  startTime: string;
  endTime: string;
  /** ISO 8601, or null for no survey */
  surveyOpenAt: string | null;
  /** the selection sent as event_registration_questions: existing ones with _id, new ones without */
  registrationQuestions: Array<{ _id?: string; question_text: string; roles_to_ask: string[]; answer_required: boolean }>;
  /** a new image to upload */
  image: File | null;
  /** editing: remove the current image (without a new one) */
  removeImage: boolean;
  /** places per role ('' = no limit), the waitlist mode and offer hours; absent: unchanged */
  places?: { pcCapacity: string; npcCapacity: string; waitlistMode: string; offerHours: string } | null;
}

export interface SavedEvent {
  _id: string;
  event_title: string;
  event_image: string | null;
}

export async function saveEventForm(submission: EventFormSubmission, onUnauthenticated: () => void): Promise<SavedEvent> {
  const form = new FormData();
  form.append('event_title', submission.title);
  form.append('event_description', submission.description);
  form.append('event_address', submission.address);
  form.append('event_start_time', submission.startTime);
  form.append('event_end_time', submission.endTime);
  form.append('event_survey_open_at', submission.surveyOpenAt ?? '');
  form.append('event_registration_questions', JSON.stringify(submission.registrationQuestions));
  if (submission.eventId && (submission.image || submission.removeImage)) form.append('set_event_image', 'true');
  if (submission.image) form.append('event_image', submission.image);
  if (submission.places) {
    form.append('event_pc_capacity', submission.places.pcCapacity.trim());
    form.append('event_npc_capacity', submission.places.npcCapacity.trim());
    form.append('event_waitlist_mode', submission.places.waitlistMode);
    form.append('event_offer_hours', submission.places.offerHours.trim());
  }
  const response = await fetch(submission.eventId ? `/api/v1/events/${encodeURIComponent(submission.eventId)}` : '/api/v1/events', {
    method: submission.eventId ? 'PATCH' : 'POST',
    body: form,
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => null)) as { data?: SavedEvent; message?: string } | null;
  if (response.status === 401) onUnauthenticated();
  if (!response.ok || !body?.data) throw new RestFailure(response.status, body?.message ?? response.statusText);
  return body.data;
}

/** The download link of the Registration Answers tab (the browser sends the session cookie). */
export const registrationAnswersCsvUrl = (eventId: string) => `/api/v1/events/${encodeURIComponent(eventId)}/registration_answers.csv`;

/** The address of a stored event image. */
export const eventImageUrl = (filename: string) => `/api/v1/images/${encodeURIComponent(filename)}`;
