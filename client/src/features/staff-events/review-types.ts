import { registrationReviewText } from '@larp/rules';
import type { AttendanceReviewQuery } from '../../graphql/generated/graphql';
import { rulesState } from '../events/registration-state';

export type ReviewEvent = AttendanceReviewQuery['attendanceReview'];
export type ReviewRegistration = ReviewEvent['eventRegistrations'][number];
export type ReviewAttendanceRecord = ReviewEvent['attendanceRecords'][number];

export const personName = (user: { firstName: string; lastName: string } | null | undefined): string =>
  user ? `${user.firstName} ${user.lastName}` : 'Unknown player';

/** A registration's state as staff read it: 'Unreviewed' (new) or 'Needs reconfirmation' (role changed after a decision), events §4. */
export const reviewStateText = (registration: Pick<ReviewRegistration, 'state' | 'roleChangedAt'>): string =>
  registrationReviewText({ state: rulesState(registration.state), roleChangedAt: registration.roleChangedAt });
