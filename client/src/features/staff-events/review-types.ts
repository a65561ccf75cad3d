import type { AttendanceReviewQuery } from '../../graphql/generated/graphql';

export type ReviewEvent = AttendanceReviewQuery['attendanceReview'];
export type ReviewRegistration = ReviewEvent['eventRegistrations'][number];
export type ReviewAttendanceRecord = ReviewEvent['attendanceRecords'][number];

export const personName = (user: { firstName: string; lastName: string } | null | undefined): string =>
  user ? `${user.firstName} ${user.lastName}` : 'Unknown player';

/** A registration's state as staff read it; null is a new registration or one whose role changed (events §4). */
export function reviewStateText(state: string | null | undefined): string {
  switch (state) {
    case 'accepted':
      return 'Accepted';
    case 'waitlisted':
      return 'Waitlisted';
    case 'cancelled':
      return 'Cancelled';
    default:
      return 'Needs confirmation';
  }
}
