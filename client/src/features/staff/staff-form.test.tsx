import { act, render, screen } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { staffFailureMessage, StaffFormStatus, useStaffForm } from './staff-form';
import { STAFF_TEXT } from './staff-messages';

function graphQLError(code: string, message: string) {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });
}

describe('the staff form pattern', () => {
  it.each([
    [graphQLError('BAD_USER_INPUT', 'Xp amount cannot be 0'), 'Xp amount cannot be 0'],
    [graphQLError('BAD_USER_INPUT', ''), STAFF_TEXT.invalid],
    [graphQLError('INTERNAL_SERVER_ERROR', 'Internal server error'), STAFF_TEXT.serverError],
    [new TypeError('Failed to fetch'), STAFF_TEXT.serverError],
  ])('shows the events §8 text for a failure (%#)', (error, text) => {
    expect(staffFailureMessage(error)).toBe(text);
  });

  it('sends once while a request runs, shows progress, then the result', async () => {
    let form: ReturnType<typeof useStaffForm> | undefined;
    function Probe() {
      form = useStaffForm();
      return <StaffFormStatus state={form.state} />;
    }
    render(<Probe />);
    let finish: (message: string) => void = () => undefined;
    const run = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    let first: Promise<boolean> | undefined;
    let second: Promise<boolean> | undefined;
    act(() => {
      first = form!.submit(run);
      second = form!.submit(run);
    });
    expect(run).toHaveBeenCalledTimes(1);
    expect(await second).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(STAFF_TEXT.submitting);
    await act(async () => {
      finish(STAFF_TEXT.xpGranted);
      await first;
    });
    expect(screen.getByRole('status').textContent).toBe(STAFF_TEXT.xpGranted);
    await act(async () => {
      await form!.submit(() => Promise.reject(graphQLError('INTERNAL_SERVER_ERROR', 'boom')));
    });
    expect(screen.getByRole('alert').textContent).toBe(STAFF_TEXT.serverError);
  });
});
