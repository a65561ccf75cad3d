import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Link, useLoaderData } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { Loading } from '../../components/loading';
import { usePreloaded } from '../../components/preloaded';
import { PrivacyText } from '../../features/site/privacy-text';
import type { LoaderData } from '../preload';
import type { loader } from './privacy.loader';

/** /privacy: the privacy statement, public (signup links here before there is an account). */
export function PrivacyPage() {
  const { data, error, refreshing, refetch } = usePreloaded(useLoaderData<LoaderData<typeof loader>>().statement);
  const statement = data?.privacyStatement;
  return (
    <>
      <PageTitle>Privacy statement</PageTitle>
      <h1>Privacy statement</h1>
      {refreshing && <Loading />}
      {error && !statement && (
        <Alert variant="danger">
          The privacy statement could not be loaded.{' '}
          <Button variant="link" className="p-0 align-baseline" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {statement && (
        <>
          <PrivacyText text={statement.text} />
          {statement.updatedAt && (
            <p className="text-body-secondary small">Last changed {new Date(statement.updatedAt).toLocaleDateString()}</p>
          )}
        </>
      )}
      <p className="mt-4">
        <Link to="/signup">Sign up</Link> · <Link to="/login">Sign in</Link> · <Link to="/">Home</Link>
      </p>
    </>
  );
}

export default PrivacyPage;
