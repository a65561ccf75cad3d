import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn, testPlayer } from '../../../features/events/render-signed-in';
import {
  DefaultRegistrationQuestionsQuery,
  EventFormQuery,
  UpdateDefaultRegistrationQuestionsMutation,
} from '../../../features/staff-events/staff-events.operations';
import { DefaultRegistrationQuestionsPage } from './default-questions-page';
import { EventFormPage } from './event-form-page';

// Typing through whole forms takes a few seconds in jsdom, more while the suite runs in parallel.
jest.setTimeout(30_000);

const ROLES = [
  { __typename: 'EventRoleType' as const, code: 'pc', description: 'Player Character' },
  { __typename: 'EventRoleType' as const, code: 'npc', description: 'Non-Player Character' },
];
const question = (id: string, questionText: string, rolesToAsk: string[], answerRequired: boolean) => ({
  __typename: 'RegistrationQuestion' as const,
  id,
  questionText,
  rolesToAsk,
  answerRequired,
});
const DEFAULTS = [question('q1', 'Dietary needs?', [], true)];

const createMock = {
  request: { query: EventFormQuery, variables: { id: '', editing: false } },
  result: { data: { defaultRegistrationQuestions: DEFAULTS, eventRoleTypes: ROLES } },
};
const editMock = {
  request: { query: EventFormQuery, variables: { id: 'e1', editing: true } },
  result: {
    data: {
      event: {
        __typename: 'Event' as const,
        id: 'e1',
        eventTitle: 'Spring Gathering',
        eventDescription: 'A weekend in the woods.',
        eventAddress: 'Oak Hall',
        eventStartTime: '2026-06-05T16:00:00.000Z',
        eventEndTime: '2026-06-07T13:00:00.000Z',
        eventImage: 'spring.png',
        eventPublished: true,
        eventFinalized: false,
        eventSurveyOpenAt: null,
        registrationQuestions: [DEFAULTS[0], question('q9', 'Which camp?', ['pc'], false)],
      },
      defaultRegistrationQuestions: DEFAULTS,
      eventRoleTypes: ROLES,
    },
  },
};

const admin = testPlayer(['ADMIN']);
const fetchMock = jest.fn();
const originalFetch = globalThis.fetch;

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as typeof fetch;
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = jest.fn();
});
afterAll(() => {
  globalThis.fetch = originalFetch;
});

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: { start: string; end: string }) {
  await user.type(await screen.findByLabelText('Title'), 'Midsummer Muster');
  await user.type(screen.getByLabelText('Description'), 'Three days at the lake.');
  await user.type(screen.getByLabelText('Address'), 'Lake Camp');
  await user.type(screen.getByLabelText('Start time'), values.start);
  await user.type(screen.getByLabelText('End time'), values.end);
}

describe('the event form', () => {
  it("refuses an end before the start with the spec's text beside the field, sending nothing", async () => {
    const user = userEvent.setup();
    renderSignedIn(<EventFormPage />, { path: '/staff/create_event', user: admin, mocks: [createMock] });
    await fillIn(user, { start: '2026-07-10T18:00', end: '2026-07-10T17:00' });
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    const end = screen.getByLabelText('End time');
    await waitFor(() => expect(end).toHaveFocus());
    expect(end).toHaveAccessibleDescription('Event end time must be after start time');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    // Every empty required field at once, each with its own message; the typed values stay.
    await user.clear(screen.getByLabelText('Address'));
    await user.clear(screen.getByLabelText('Title'));
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Event title is required');
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Event address is required');
    expect(screen.getByLabelText('Description')).toHaveValue('Three days at the lake.');
    expect(screen.getByText('3 fields need a change: see the message under each.')).toBeInTheDocument();
    // Typing in a field clears its own message.
    await user.type(screen.getByLabelText('Title'), 'M');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before leaving with unsaved changes, and not after nothing was typed', async () => {
    const user = userEvent.setup();
    renderSignedIn(<EventFormPage />, {
      path: '/staff/create_event',
      user: admin,
      mocks: [createMock],
      routes: [{ path: '/staff/manage_events', element: <h1>Manage Events</h1> }],
    });
    await user.type(await screen.findByLabelText('Title'), 'Half typed');
    await user.click(screen.getByRole('link', { name: 'Back to Manage Events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Half typed');
    await user.click(screen.getByRole('link', { name: 'Back to Manage Events' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Manage Events' })).toBeInTheDocument();
  });

  it("keeps every input after the server refuses, showing the server's message", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Event title is too long' }), { status: 400 }));
    renderSignedIn(<EventFormPage />, { path: '/staff/create_event', user: admin, mocks: [createMock] });
    await fillIn(user, { start: '2026-07-10T18:00', end: '2026-07-12T15:00' });
    await user.click(screen.getByRole('button', { name: 'Add Event question' }));
    await user.type(screen.getByLabelText('Event question 1'), 'Which shifts?');
    await user.click(screen.getByLabelText('Ask npc'));
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Event title is too long'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/v1/events', 'POST']);
    const sent = init.body as FormData;
    expect(JSON.parse(sent.get('event_registration_questions') as string)).toEqual([
      { _id: 'q1', question_text: 'Dietary needs?', roles_to_ask: [], answer_required: true },
      { question_text: 'Which shifts?', roles_to_ask: ['npc'], answer_required: false },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe('Midsummer Muster');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe('Three days at the lake.');
    expect(screen.getByLabelText<HTMLInputElement>('Address').value).toBe('Lake Camp');
    expect(screen.getByLabelText<HTMLInputElement>('Start time').value).toBe('2026-07-10T18:00');
    expect(screen.getByLabelText<HTMLInputElement>('End time').value).toBe('2026-07-12T15:00');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Event question 1').value).toBe('Which shifts?');
    expect(screen.getByLabelText<HTMLInputElement>('Ask npc').checked).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create Event' }).disabled).toBe(false);
  });

  it('says what the image field accepts: the types (its accept attribute), the byte and pixel limits, and that photo metadata is removed', async () => {
    renderSignedIn(<EventFormPage />, { path: '/staff/edit_event/:event_id', url: '/staff/edit_event/e1', user: admin, mocks: [editMock] });
    await screen.findByRole('img', { name: 'Preview of the event image' });
    const input = screen.getByLabelText<HTMLInputElement>('Image (optional)');
    expect(input.accept).toBe('image/jpeg,image/png,image/gif,image/webp');
    expect(input).toHaveAccessibleDescription(
      'JPEG, PNG, GIF (its first frame) or WebP; at most 5 MB, 10,000 pixels a side and 40 megapixels. Photo metadata such as the location where it was taken is removed when it is saved.',
    );
  });

  it('previews a chosen image at most 400 px wide, and replaces or removes it', async () => {
    const user = userEvent.setup();
    renderSignedIn(<EventFormPage />, { path: '/staff/edit_event/:event_id', url: '/staff/edit_event/e1', user: admin, mocks: [editMock] });
    // The event's own image first, then a replacement, then none.
    const current = await screen.findByRole<HTMLImageElement>('img', { name: 'Preview of the event image' });
    expect(current.getAttribute('src')).toBe('/api/v1/images/spring.png');
    expect(current.style.maxWidth).toBe('400px');
    await user.upload(
      screen.getByLabelText('Image (optional)'),
      new File([new Uint8Array([137, 80, 78, 71])], 'new.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('img', { name: 'Preview of the event image' }).getAttribute('src')).toBe('blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Preview of the event image' })).not.toBeInTheDocument();
    expect(screen.getByText('The image will be removed when you save.')).toBeInTheDocument();

    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: { _id: 'e1', event_title: 'Spring Gathering', event_image: null } }), { status: 200 }),
    );
    await user.click(screen.getByRole('button', { name: 'Update Event' }));
    expect(await screen.findByText('Update was successful.')).toBeInTheDocument();
    const sent = (fetchMock.mock.calls[0] as [string, RequestInit])[1].body as FormData;
    expect([sent.get('set_event_image'), sent.get('event_image')]).toEqual(['true', null]);
    // The event's own question stays its own, the default stays selected.
    expect(JSON.parse(sent.get('event_registration_questions') as string)).toEqual([
      { _id: 'q1', question_text: 'Dietary needs?', roles_to_ask: [], answer_required: true },
      { _id: 'q9', question_text: 'Which camp?', roles_to_ask: ['pc'], answer_required: false },
    ]);
  });
});

describe('the question editors', () => {
  const defaultsMock = {
    request: { query: DefaultRegistrationQuestionsQuery },
    result: {
      data: {
        defaultRegistrationQuestions: [question('q1', 'Dietary needs?', [], true), question('q2', 'Which camp?', ['pc'], false)],
        eventRoleTypes: ROLES,
      },
    },
  };

  it('adds, edits, reorders and removes questions with roles and required answers, then saves them in order', async () => {
    const user = userEvent.setup();
    const saved = {
      request: {
        query: UpdateDefaultRegistrationQuestionsMutation,
        variables: {
          questions: [
            { id: 'q2', questionText: 'Which camp?', rolesToAsk: ['pc', 'npc'], answerRequired: true },
            { questionText: 'Any allergies?', rolesToAsk: ['npc'], answerRequired: false },
          ],
        },
      },
      result: {
        data: {
          updateDefaultRegistrationQuestions: [
            question('q2', 'Which camp?', ['pc', 'npc'], true),
            question('q3', 'Any allergies?', ['npc'], false),
          ],
        },
      },
    };
    renderSignedIn(<DefaultRegistrationQuestionsPage />, {
      path: '/staff/update_default_registration_questions',
      user: admin,
      mocks: [defaultsMock, saved],
    });
    expect((await screen.findByLabelText<HTMLTextAreaElement>('Question 1')).value).toBe('Dietary needs?');
    // Move the second question up, tick npc and required on it.
    await user.click(screen.getByRole('button', { name: 'Move up question 2' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Question 1').value).toBe('Which camp?');
    const first = within(screen.getByRole('group', { name: 'Roles to ask (question 1)' }));
    await user.click(first.getByLabelText('Ask npc'));
    await user.click(screen.getByLabelText('Answer required (question 1)'));
    // Remove the old first one (now second), add a new one.
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    // A new question needs its text.
    await user.click(screen.getByRole('button', { name: 'Save Questions' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Question text is required');
    await user.type(screen.getByLabelText('Question 2'), 'Any allergies?');
    await user.click(within(screen.getByRole('group', { name: 'Roles to ask (question 2)' })).getByLabelText('Ask npc'));
    await user.click(screen.getByRole('button', { name: 'Save Questions' }));
    expect(await screen.findByText('Update was successful.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move up question 1' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move down question 2' }).disabled).toBe(true);
  });
});
