import { useQuery } from '@apollo/client/react';
import Alert from 'react-bootstrap/Alert';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { formatDateTime } from '../../components/date-time';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { accountView, sectionViews, type ExportDocument } from '../../features/privacy/my-data-view';
import { MyDataExportQuery } from '../../features/privacy/my-data.operations';

/** /account/my-data: everything stored about the signed-in person, in sections a person reads, with the download beside it. */
export function MyDataPage() {
  const { data, error } = useQuery(MyDataExportQuery, { fetchPolicy: 'network-only' });
  const document: ExportDocument | undefined = data?.myDataExport;
  const sections = document ? sectionViews(document) : [];
  return (
    <>
      <PageTitle>Your data</PageTitle>
      <h1>Your data</h1>
      <p>
        Everything this site stores about you. How long each part is kept is in the <Link to="/privacy">privacy statement</Link>; you can
        change your profile or delete your account on <Link to="/account">your account page</Link>.
      </p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <a className="btn btn-primary" href="/api/v1/user/export" download="my-data.json">
          Download my data (JSON)
        </a>
        <Link className="btn btn-outline-secondary" to="/account">
          Back to my account
        </Link>
      </div>
      {error && <Alert variant="danger">Your data could not be loaded. Please try again later.</Alert>}
      {!document && !error && <Loading />}
      {document && (
        <>
          {document.exported_at && <p className="text-body-secondary small">As of {formatDateTime(document.exported_at)}.</p>}
          <nav aria-label="Sections" className="mb-3">
            <ul className="list-inline mb-0">
              <li className="list-inline-item">
                <a href="#my-data-account">Account</a>
              </li>
              {sections.map((section) => (
                <li key={section.key} className="list-inline-item">
                  <a href={`#my-data-${section.key}`}>
                    {section.title} ({section.rows.length})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="my-data-account" className="mb-4">
            <h2 id="my-data-account" className="h4">
              Account and consents
            </h2>
            <dl className="row mb-0">
              {accountView(document).map(([label, value]) => (
                <div key={label} className="col-12 col-md-6 d-flex gap-2">
                  <dt className="fw-normal text-body-secondary">{label}:</dt>
                  <dd className="mb-1 text-break">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {sections.map((section) => (
            <section key={section.key} aria-labelledby={`my-data-${section.key}`} className="mb-4">
              <h2 id={`my-data-${section.key}`} className="h4">
                {section.title}
              </h2>
              {section.rows.length === 0 ? (
                <p className="text-body-secondary">None.</p>
              ) : (
                <Table size="sm" striped className="table-cards" aria-labelledby={`my-data-${section.key}`}>
                  <thead>
                    <tr>
                      {section.columns.map((column) => (
                        <th key={column.key} scope="col">
                          {column.title}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {section.rows.map((row, index) => (
                      // the export's rows have no order of their own beyond this one
                      <tr key={index}>
                        {row.map((value, column) => (
                          <td key={section.columns[column].key} data-label={section.columns[column].title} className="text-break">
                            {value}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </section>
          ))}
        </>
      )}
    </>
  );
}

export default MyDataPage;
