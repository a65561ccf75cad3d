import { closedSetEnum } from '../../../graphql/closed-set-enum';
import type { RegistrationState, WaitlistMode } from '../../../db';

/** What happens to an event's freed place, as GraphQL names it. */
export const WaitlistModeEnum = closedSetEnum<WaitlistMode>('WaitlistMode', 'What happens when a place of a full event frees up.', {
  automatic: 'The first on the waitlist gets the place at once and is told by mail.',
  offer: 'The first on the waitlist is offered the place and has a set number of hours to accept it.',
  manual: 'Staff choose who gets the place.',
});

/** Where a registration stands, as GraphQL names it. */
export const RegistrationStateEnum = closedSetEnum<NonNullable<RegistrationState>>(
  'RegistrationState',
  'Where a registration stands; a registration staff have not decided on yet has no state (null).',
  {
    accepted: 'The player has a place at the event.',
    waitlisted: 'The event is full for the role: the player waits for a place to free up.',
    cancelled: 'The player or staff cancelled the registration; it can be taken up again.',
  },
);
