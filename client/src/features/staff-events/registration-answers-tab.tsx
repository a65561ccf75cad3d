import { ScrollTable } from './scroll-table';
import { personName, reviewStateText, type ReviewEvent } from './review-types';
import { registrationAnswersCsvUrl } from './event-form-upload';

/**
 * The Registration Answers tab: one table per registration question with each active registration's
 * answer and its state (accepted first), how many of the answers are from accepted registrations
 * (who will be there: what a cook counts), and the same answers as a CSV download.
 */
export function RegistrationAnswersTab({ event }: { event: ReviewEvent }) {
  const active = event.eventRegistrations.filter((r) => r.state !== 'CANCELLED');
  return (
    <>
      <p>
        <a className="btn btn-outline-primary" href={registrationAnswersCsvUrl(event.id)} download>
          Download CSV
        </a>
      </p>
      {event.registrationQuestions.length === 0 && <p>This event asks no registration questions.</p>}
      {event.registrationQuestions.map((question) => {
        const answered = active
          .flatMap((registration) => {
            const answer = registration.questionAnswers.find((a) => a.questionId === question.id)?.answer;
            return answer ? [{ registration, answer }] : [];
          })
          .sort((a, b) => Number(b.registration.state === 'ACCEPTED') - Number(a.registration.state === 'ACCEPTED'));
        const accepted = answered.filter(({ registration }) => registration.state === 'ACCEPTED').length;
        return (
          <section key={question.id} className="mb-4">
            <h2 className="h5">{question.questionText}</h2>
            {answered.length === 0 ? (
              <p className="text-body-secondary">No answers yet.</p>
            ) : (
              <>
                <p className="mb-1">
                  {accepted} of {answered.length} {answered.length === 1 ? 'answer is' : 'answers are'} from accepted registrations.
                </p>
                <ScrollTable label={`Answers: ${question.questionText}`}>
                  <thead>
                    <tr>
                      <th scope="col">Player</th>
                      <th scope="col">Character</th>
                      <th scope="col">Role</th>
                      <th scope="col">State</th>
                      <th scope="col">Answer</th>
                    </tr>
                  </thead>
                  <tbody>
                    {answered.map(({ registration, answer }) => (
                      <tr key={registration.id}>
                        <th scope="row">{personName(registration.user)}</th>
                        <td>{registration.character?.characterName ?? '—'}</td>
                        <td>{registration.eventRole.toUpperCase()}</td>
                        <td>{reviewStateText(registration)}</td>
                        <td style={{ whiteSpace: 'pre-wrap' }}>{answer}</td>
                      </tr>
                    ))}
                  </tbody>
                </ScrollTable>
              </>
            )}
          </section>
        );
      })}
    </>
  );
}
