import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { bigEvent } from '../../test/staff-events-fixtures';
import { ParticipantMessagesQuery, PreviewParticipantMessageQuery, SendParticipantMessageMutation } from './messages.operations';
import { MessagesTab, preparedDraft } from './messages-tab';

const event = bigEvent(3);
const input = {
  eventId: 'e1',
  audience: 'accepted',
  eventRole: null,
  registrationIds: null,
  subject: 'Directions',
  body: 'Park behind the barn.',
};
const sent = {
  __typename: 'ParticipantMessage',
  id: 'm1',
  audience: 'accepted',
  eventRole: null,
  subject: 'Directions',
  body: 'Park behind the barn.',
  recipientCount: 2,
  sentAt: '2026-06-01T10:00:00.000Z',
  sentByName: 'Erin Admin',
  delivered: 0,
  waiting: 2,
  failed: 0,
};
const history = (messages: object[]) => ({
  request: { query: ParticipantMessagesQuery, variables: { eventId: 'e1' } },
  result: { data: { participantMessages: messages } },
});
const preview = {
  request: { query: PreviewParticipantMessageQuery, variables: { input } },
  result: {
    data: {
      previewParticipantMessage: {
        __typename: 'MessagePreview',
        recipientCount: 2,
        recipients: [
          { __typename: 'MessageRecipient', userId: 'u0', firstName: 'First0', lastName: 'Last0' },
          { __typename: 'MessageRecipient', userId: 'u2', firstName: 'First2', lastName: 'Last2' },
        ],
        mail: { __typename: 'MessageMail', to: 'player0@example.org', subject: 'Big Gathering: Directions', text: 'Hello First0,' },
      },
    },
  },
};

describe('the Messages tab', () => {
  it('sends only after a preview and a confirmation, with one key for the draft, and lists the message', async () => {
    const user = userEvent.setup();
    let sendKey = '';
    const send = {
      request: {
        query: SendParticipantMessageMutation,
        variables: (variables: { input: object; sendKey: string }) => {
          sendKey = variables.sendKey;
          return JSON.stringify(variables.input) === JSON.stringify(input);
        },
      },
      result: { data: { sendParticipantMessage: sent } },
    };
    render(
      <MockedProvider mocks={[history([]), preview, send, history([sent])] as never}>
        {/* a data router: the tab guards leaving with an unsent message */}
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <MessagesTab event={event} /> }])} />
      </MockedProvider>,
    );
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), 'Directions');
    await user.type(screen.getByLabelText('Message'), 'Park behind the barn.');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send to 0 people' }).disabled).toBe(true);
    expect(screen.getByText('Preview the message first to see who gets it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(/people get this message: First0 Last0, First2 Last2/)).toBeInTheDocument();
    expect(screen.getByText('Subject: Big Gathering: Directions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send to 2 people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent to 2 people; the mails go out now.')).toBeInTheDocument();
    expect(sendKey).toMatch(/^draft-[0-9a-f]{32}$/);
    const table = await screen.findByRole('table', { name: 'Messages sent' });
    expect(within(table).getByRole('row', { name: /Directions/ }).textContent).toContain('0 of 2, 2 waiting');
  });

  it('prepares a text for changed dates and for a cancelled event, addressed to everyone registered', () => {
    const changed = preparedDraft('changed', { ...event, eventAddress: 'The Old Mill' });
    expect(changed).toMatchObject({ audience: 'registered', subject: 'The dates or place have changed' });
    expect(changed?.body).toContain('at The Old Mill');
    expect(preparedDraft('cancelled', event)?.body).toContain('Big Gathering');
    expect(preparedDraft(null, event)).toBeNull();
  });
});
