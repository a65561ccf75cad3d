import { personName, type ReviewEvent } from './review-types';

/** The Surveys tab: the response count and every answer, question by question. */
export function SurveysTab({ event }: { event: ReviewEvent }) {
  const count = event.surveyResponseCount ?? event.surveyResponses.length;
  return (
    <>
      <p>Survey responses: {count}</p>
      {event.surveyQuestions.length === 0 && <p>This event has no survey questions.</p>}
      {event.surveyQuestions.map((question) => {
        const answers = event.surveyResponses.flatMap((response) => {
          const answer = response.surveyAnswers.find((a) => a.questionId === question.id)?.answer;
          return answer ? [{ id: response.id, who: personName(response.user), answer }] : [];
        });
        return (
          <section key={question.id} className="mb-4">
            <h2 className="h5">{question.questionText}</h2>
            <p className="small text-body-secondary mb-1">
              {answers.length} answer{answers.length === 1 ? '' : 's'}
            </p>
            {answers.length > 0 && (
              <ul>
                {answers.map((entry) => (
                  <li key={entry.id} style={{ whiteSpace: 'pre-wrap' }}>
                    <span className="fw-semibold">{entry.who}:</span> {entry.answer}
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}
