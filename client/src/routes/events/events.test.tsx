import { screen, within } from '@testing-library/react';
import { PlayerEventsDocument } from '../../graphql/generated/graphql';
import { renderRoute } from '../../test/render-route';
import { EventsPage } from './events';

const event = (id: string, title: string, start: string, end: string) => ({
  __typename: 'Event' as const,
  id,
  eventTitle: title,
  eventAddress: `${title} Hall`,
  eventStartTime: start,
  eventEndTime: end,
});

describe('EventsPage (minimal)', () => {
  it('lists events that have not ended as upcoming and the others under a collapsed Past Events', async () => {
    renderRoute(<EventsPage />, {
      path: '/events',
      mocks: [
        {
          request: { query: PlayerEventsDocument },
          result: {
            data: {
              events: [
                event('e3', 'Far Future', '2999-06-01T10:00:00Z', '2999-06-03T16:00:00Z'),
                event('e2', 'Long Ago', '2001-06-01T10:00:00Z', '2001-06-03T16:00:00Z'),
                event('e1', 'Ancient', '2000-06-01T10:00:00Z', '2000-06-03T16:00:00Z'),
              ],
            },
          },
        },
      ],
    });
    const upcoming = (await screen.findByRole('heading', { name: 'Upcoming Events' })).nextElementSibling as HTMLElement;
    expect(within(upcoming).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Far Future']);
    const past = screen.getByText('Past Events').closest('details')!;
    expect(past.open).toBe(false);
    expect(within(past).getAllByRole('heading', { hidden: true }).map((heading) => heading.textContent)).toEqual(['Long Ago', 'Ancient']);
    expect(screen.getByText('Far Future Hall')).toBeTruthy();
  });

  it('says so when there is nothing upcoming', async () => {
    renderRoute(<EventsPage />, { path: '/events', mocks: [{ request: { query: PlayerEventsDocument }, result: { data: { events: [] } } }] });
    expect(await screen.findByText('There are no upcoming events.')).toBeTruthy();
    expect(screen.queryByText('Past Events')).toBeNull();
  });
});
