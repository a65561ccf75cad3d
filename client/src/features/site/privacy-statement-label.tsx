import { Link } from 'react-router';

/** The privacy checkbox's label (signup, verification): the spec's words, the statement one tap away in a new tab. */
export function PrivacyStatementLabel() {
  return (
    <>
      I have read and accept the{' '}
      <Link to="/privacy" target="_blank">
        privacy statement
      </Link>
    </>
  );
}
