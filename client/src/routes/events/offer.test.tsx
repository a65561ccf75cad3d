import type { ApolloClient } from '@apollo/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { useLoaderData } from 'react-router';
import {
  AcceptOfferDocument,
  DeclineOfferDocument,
  EventPlacesDocument,
  OfferDocument,
  OfferEventDocument,
} from '../../graphql/generated/graphql';
import { renderSignedIn } from '../../features/events/render-signed-in';
import { WaitlistStatus } from '../../features/events/waitlist-status';
import { EventPlacesQuery } from '../../features/events/waitlist.operations';
import { preloader } from '../preload';
import { OfferPage } from './offer';

/** The places as /events' route loader starts them (./events.loader), handed to the card's status. */
async function placesLoader(client: ApolloClient) {
  const { preload, ready } = preloader(client);
  return { places: await ready(preload(EventPlacesQuery)) };
}
function CardStatus(props: Omit<ComponentProps<typeof WaitlistStatus>, 'places'>) {
  return <WaitlistStatus {...props} places={useLoaderData<Awaited<ReturnType<typeof placesLoader>>>().places} />;
}

const expires = new Date(Date.now() + 30 * 3600_000).toISOString();
const reg = (extra: Record<string, unknown> = {}) => ({
  __typename: 'EventRegistration' as const,
  id: 'r1',
  eventId: 'e1',
  state: 'WAITLISTED',
  eventRole: 'pc',
  offerExpiresAt: expires,
  waitlistPosition: null,
  ...extra,
});
const offerMocks = [
  { request: { query: OfferDocument, variables: { id: 'r1' } }, result: { data: { eventRegistration: reg() } } },
  {
    request: { query: OfferEventDocument, variables: { id: 'e1' } },
    result: { data: { event: { __typename: 'Event' as const, id: 'e1', eventTitle: 'Lantern Vigil', eventStartTime: expires } } },
  },
];
const placesMock = (registrations: object[]) => ({
  request: { query: EventPlacesDocument },
  result: {
    data: {
      eventConnection: {
        __typename: 'EventConnection' as const,
        nodes: [{ __typename: 'Event' as const, id: 'e1', pcPlacesLeft: 0, npcPlacesLeft: null, eventRegistrations: registrations }],
      },
    },
  },
});

describe('the offered place page', () => {
  it('changes nothing on opening; accepting takes the place', async () => {
    renderSignedIn(<OfferPage />, {
      path: '/offers/:registration_id',
      url: '/offers/r1',
      mocks: [
        ...offerMocks,
        {
          request: { query: AcceptOfferDocument, variables: { id: 'r1' } },
          result: { data: { acceptOffer: reg({ state: 'ACCEPTED', offerExpiresAt: null }) } },
        },
        placesMock([]),
      ] as never,
    });
    await screen.findByRole('heading', { name: 'Offered place: Lantern Vigil' });
    expect(screen.getByText(/A player place is offered to you until/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the place' }));
    expect(await screen.findByText('You accepted the place. See you there!')).toBeInTheDocument();
  });

  it('asks before declining', async () => {
    renderSignedIn(<OfferPage />, {
      path: '/offers/:registration_id',
      url: '/offers/r1',
      mocks: [
        ...offerMocks,
        {
          request: { query: DeclineOfferDocument, variables: { id: 'r1' } },
          result: { data: { declineOffer: reg({ state: 'CANCELLED', offerExpiresAt: null }) } },
        },
        placesMock([]),
      ] as never,
    });
    await userEvent.click(await screen.findByRole('button', { name: "I don't need it" }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the place' });
    expect(dialog.textContent).toContain('Your registration will be withdrawn');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText('You declined the place; your registration is withdrawn.')).toBeInTheDocument();
  });
});

describe('the waitlist on the event card', () => {
  it('says the places left and the place in line in words', async () => {
    renderSignedIn(<CardStatus eventId="e1" />, {
      loader: placesLoader,
      path: '/events',
      url: '/events',
      mocks: [placesMock([reg({ offerExpiresAt: null, waitlistPosition: 3 })])] as never,
    });
    expect(await screen.findByText('Waitlisted for a player place: 3rd in line')).toBeInTheDocument();
    expect(screen.getByText('Places left: none for players')).toBeInTheDocument();
  });

  it('says nothing of a line once the event is finalized', async () => {
    renderSignedIn(
      <section aria-label="The card">
        <CardStatus eventId="e1" finalized />
      </section>,
      {
        loader: placesLoader,
        path: '/events',
        url: '/events',
        mocks: [placesMock([reg({ offerExpiresAt: null, waitlistPosition: 3 })])] as never,
      },
    );
    // The route renders once its loader has the places' answer: the card is drawn with it.
    const card = await screen.findByRole('region', { name: 'The card' });
    expect(card.textContent).toBe('');
  });

  it('links an offered place to its page', async () => {
    renderSignedIn(<CardStatus eventId="e1" />, {
      loader: placesLoader,
      path: '/events',
      url: '/events',
      mocks: [placesMock([reg()])] as never,
    });
    expect((await screen.findByRole('link', { name: 'Accept or decline the place' })).getAttribute('href')).toBe('/offers/r1');
  });
});
