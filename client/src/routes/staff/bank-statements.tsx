import { useMutation, useQuery } from '@apollo/client/react';
import { formatMinorUnits } from '@larp/rules';
import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { FormMessage } from '../../components/form-message';
import { Loading } from '../../components/loading';
import { PageTitle } from '../../components/page-title';
import { ApplyBankLineMutation, BankImportSettingsQuery, ImportBankStatementMutation } from '../../features/payments/payments.operations';
import { ConfirmDialog } from '../../features/staff/confirm-dialog';
import { staffFailureMessage } from '../../features/staff/staff-form';
import type { ImportBankStatementMutation as ImportResult } from '../../graphql/generated/graphql';

type BankLine = ImportResult['importBankStatement'][number];
type Format = 'csv' | 'camt';
type Mapping = { date: string; amount: string; counterparty: string; reference: string; account: string };
type Outcome = { variant: 'success' | 'danger'; message: string } | null;

/** The server reads statements up to this many characters; a larger file is refused before uploading. */
export const MAX_STATEMENT_BYTES = 1_000_000;
export const FILE_TOO_LARGE = 'The file is too large: upload at most 1 MB, or one month of statements at a time';

const MAPPING_FIELDS: Array<[keyof Mapping, string]> = [
  ['date', 'Date column'],
  ['amount', 'Amount column'],
  ['counterparty', 'Payer column'],
  ['reference', 'Reference column'],
  ['account', 'Account column (optional)'],
];
const EMPTY_MAPPING: Mapping = { date: '', amount: '', counterparty: '', reference: '', account: '' };

/** The file as text through FileReader, which every browser (and jsdom) offers. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** camt XML starts with markup; everything else is read as CSV. */
export function guessFormat(name: string, text: string): Format {
  return /\.xml$/i.test(name) || text.trimStart().startsWith('<') ? 'camt' : 'csv';
}

/** The headings of a CSV file's first line, split on whichever of ; , or tab it uses most. */
export function csvHeadings(text: string): string[] {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', ',', '\t'].reduce((best, candidate) =>
    first.split(candidate).length > first.split(best).length ? candidate : best,
  );
  return first
    .split(delimiter)
    .map((heading) => heading.trim().replace(/^"(.*)"$/, '$1'))
    .filter((heading) => heading !== '');
}

/** The lines an import returned, grouped as the page shows them. */
export function groupLines(lines: readonly BankLine[]) {
  return {
    applied: lines.filter((line) => line.outcome === 'applied' || line.outcome === 'already_applied'),
    proposed: lines.filter((line) => line.outcome === 'proposed'),
    unmatched: lines.filter((line) => line.outcome === 'unmatched' || line.outcome === 'money_out'),
  };
}

/** Who a line's registration is, as a treasurer recognises it: "Bo Berg as Hero, Autumn Moot". */
export function registrationLabel(line: Pick<BankLine, 'registrationId' | 'registration'>): string {
  const who = line.registration;
  if (!who) return line.registrationId ? `registration ${line.registrationId}` : '';
  const player = who.playerName || 'a player without a name';
  return `${player}${who.characterName ? ` as ${who.characterName}` : ''}, ${who.eventTitle}`;
}

const OUTCOME_TEXT: Record<string, string> = {
  applied: 'Applied now',
  already_applied: 'Applied in an earlier import',
  unmatched: 'No registration matches',
  money_out: 'Money out, not a payment',
};

function LinesTable({
  label,
  lines,
  currency,
  action,
}: {
  label: string;
  lines: BankLine[];
  currency: string;
  action?: (line: BankLine) => React.ReactNode;
}) {
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={label}>
      <Table size="sm" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Date</th>
            <th scope="col" className="text-end">
              Amount ({currency})
            </th>
            <th scope="col">Payer</th>
            <th scope="col">Reference</th>
            <th scope="col">{action ? 'Decision' : 'Result'}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.bankLineKey}>
              <th scope="row">{line.line}</th>
              <td className="text-nowrap">{line.date}</td>
              <td className="text-end">{formatMinorUnits(line.amount, currency)}</td>
              <td>{line.counterparty}</td>
              <td className="text-break">{line.reference}</td>
              <td>
                {action
                  ? action(line)
                  : (line.reason ??
                    `${OUTCOME_TEXT[line.outcome] ?? line.outcome}${line.registrationId ? `: ${registrationLabel(line)}` : ''}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/**
 * /staff/bank_statements (admins): upload a bank statement as CSV or camt.053/054 XML. Lines with a
 * registration's reference are applied by the server; lines whose amount and payer fit one
 * registration are proposed here and applied or skipped one by one; the rest are listed. The CSV
 * columns are kept on the server, so the next import starts with them chosen.
 */
export function BankStatementsPage() {
  const settings = useQuery(BankImportSettingsQuery, { fetchPolicy: 'cache-and-network' });
  const [importStatement, { loading: importing }] = useMutation(ImportBankStatementMutation);
  const [applyLine, { loading: applying }] = useMutation(ApplyBankLineMutation);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [format, setFormat] = useState<Format>('csv');
  const [headings, setHeadings] = useState<string[]>([]);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [lines, setLines] = useState<BankLine[] | null>(null);
  const [decided, setDecided] = useState<Record<string, 'applied' | 'skipped'>>({});
  const [confirming, setConfirming] = useState<BankLine | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fileId = useId();
  const formatId = useId();
  const mappingId = useId();

  const currency = settings.data?.paymentSettings.currency ?? '';
  const remembered = settings.data?.paymentSettings.bankCsvMapping;
  const chosen: Mapping =
    mapping ??
    (remembered
      ? {
          date: remembered.date,
          amount: remembered.amount,
          counterparty: remembered.counterparty,
          reference: remembered.reference,
          account: remembered.account ?? '',
        }
      : EMPTY_MAPPING);

  async function pick(chosenFile: File | undefined) {
    setOutcome(null);
    setLines(null);
    setDecided({});
    if (!chosenFile) {
      setFile(null);
      return;
    }
    if (chosenFile.size > MAX_STATEMENT_BYTES) {
      setFile(null);
      setOutcome({ variant: 'danger', message: FILE_TOO_LARGE });
      return;
    }
    const text = await readText(chosenFile);
    setFile({ name: chosenFile.name, text });
    const guessed = guessFormat(chosenFile.name, text);
    setFormat(guessed);
    setHeadings(guessed === 'csv' ? csvHeadings(text) : []);
  }

  const missing = format === 'csv' ? MAPPING_FIELDS.filter(([key]) => key !== 'account' && !chosen[key]).map(([, label]) => label) : [];
  const why = !file ? 'Choose a statement file to import.' : missing.length > 0 ? `Choose the ${missing.join(', ').toLowerCase()}.` : null;

  async function submit(event: React.SyntheticEvent) {
    event.preventDefault();
    if (!file || why) return;
    setOutcome(null);
    try {
      const input =
        format === 'csv'
          ? { format, content: file.text, mapping: { ...chosen, account: chosen.account || null } }
          : { format, content: file.text };
      const answer = await importStatement({ variables: { input } });
      const result = answer.data?.importBankStatement ?? [];
      setLines(result);
      setDecided({});
      const groups = groupLines(result);
      setOutcome({
        variant: 'success',
        message: `Imported ${result.length} line${result.length === 1 ? '' : 's'}: ${groups.applied.length} applied, ${groups.proposed.length} proposed, ${groups.unmatched.length} unmatched.`,
      });
      if (format === 'csv') void settings.refetch();
    } catch (failure) {
      setOutcome({ variant: 'danger', message: staffFailureMessage(failure) });
    }
  }

  async function confirmApply() {
    const line = confirming;
    if (!line?.registrationId) return;
    try {
      await applyLine({
        variables: {
          input: {
            bankLineKey: line.bankLineKey,
            registrationId: line.registrationId,
            amount: line.amount,
            counterparty: line.counterparty,
            reference: line.reference,
          },
        },
      });
      setDecided((current) => ({ ...current, [line.bankLineKey]: 'applied' }));
      setOutcome({ variant: 'success', message: `Line ${line.line} applied to ${registrationLabel(line)}.` });
    } catch (failure) {
      setOutcome({ variant: 'danger', message: staffFailureMessage(failure) });
    }
    setConfirming(null);
  }

  if (settings.error && !settings.data) return <Alert variant="danger">{staffFailureMessage(settings.error)}</Alert>;
  if (!settings.data) return <Loading />;
  const groups = lines ? groupLines(lines) : null;

  return (
    <>
      <PageTitle>Import a bank statement</PageTitle>
      <h1>Import a bank statement</h1>
      <p>
        Upload the statement your bank exports, as CSV or as ISO 20022 camt.053 / camt.054 XML, at most 1 MB. Lines with a registration's
        payment reference are recorded as bank transfers; lines whose amount is what one registration still owes and that name its player
        (as payer) or its character are proposed for you to apply or skip. A line imported before is never recorded twice.
      </p>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <Row className="g-2 mb-2">
          <Form.Group as={Col} xs={12} md={8} controlId={fileId}>
            <Form.Label>Statement file</Form.Label>
            <Form.Control
              type="file"
              accept=".csv,.txt,.xml,text/csv,text/plain,application/xml,text/xml"
              disabled={importing}
              onChange={(change) => void pick((change.target as HTMLInputElement).files?.[0])}
            />
          </Form.Group>
          <Form.Group as={Col} xs={12} md={4} controlId={formatId}>
            <Form.Label>Format</Form.Label>
            <Form.Select value={format} disabled={importing} onChange={(change) => setFormat(change.target.value as Format)}>
              <option value="csv">CSV</option>
              <option value="camt">camt.053 / camt.054 XML</option>
            </Form.Select>
          </Form.Group>
        </Row>
        {format === 'csv' && (
          <fieldset className="mb-2" aria-describedby={mappingId}>
            <legend className="h6">CSV columns</legend>
            <p id={mappingId} className="small text-body-secondary">
              {remembered
                ? 'The columns of the last import are chosen; change them if your bank changed its export. They are remembered for the next import.'
                : 'Choose which column holds what, once: the choice is remembered for the next import.'}
            </p>
            <Row className="g-2">
              {MAPPING_FIELDS.map(([key, label]) => {
                const options = [...new Set([...headings, ...(chosen[key] ? [chosen[key]] : [])])];
                return (
                  <Form.Group as={Col} xs={12} sm={6} lg={4} key={key} controlId={`${mappingId}-${key}`}>
                    <Form.Label>{label}</Form.Label>
                    <Form.Select
                      value={chosen[key]}
                      disabled={importing}
                      onChange={(change) => setMapping({ ...chosen, [key]: change.target.value })}
                    >
                      <option value="">{key === 'account' ? 'None: one account' : 'Choose a column'}</option>
                      {options.map((heading) => (
                        <option key={heading} value={heading}>
                          {heading}
                        </option>
                      ))}
                    </Form.Select>
                  </Form.Group>
                );
              })}
            </Row>
          </fieldset>
        )}
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <Button type="submit" disabled={importing || why !== null}>
            {importing && <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" />}
            {importing ? 'Importing…' : 'Import'}
          </Button>
          {why && !importing && <span className="small text-body-secondary">{why}</span>}
          {importing && (
            <span className="small" role="status">
              Uploading and matching the statement…
            </span>
          )}
        </div>
      </Form>
      {outcome && (
        <FormMessage variant={outcome.variant} trigger={outcome}>
          {outcome.message}
        </FormMessage>
      )}
      {groups && (
        <>
          <h2 className="h4 mt-4">Proposed matches ({groups.proposed.length})</h2>
          {groups.proposed.length === 0 ? (
            <p>No line needs a decision.</p>
          ) : (
            <>
              <p>
                The reference on these lines is not a registration's, but the amount and the player or character named fit one registration.
              </p>
              <LinesTable
                label="Proposed matches"
                lines={groups.proposed}
                currency={currency}
                action={(line) =>
                  decided[line.bankLineKey] === 'applied' ? (
                    `Applied to ${registrationLabel(line)}`
                  ) : decided[line.bankLineKey] === 'skipped' ? (
                    'Skipped'
                  ) : (
                    <div className="d-flex flex-wrap gap-1 align-items-center">
                      <span className="small">{registrationLabel(line)}</span>
                      <Button
                        size="sm"
                        variant="outline-success"
                        disabled={applying}
                        aria-label={`Apply line ${line.line} to ${registrationLabel(line)}`}
                        onClick={() => setConfirming(line)}
                      >
                        Apply
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        disabled={applying}
                        aria-label={`Skip line ${line.line}`}
                        onClick={() => setDecided((current) => ({ ...current, [line.bankLineKey]: 'skipped' }))}
                      >
                        Skip
                      </Button>
                    </div>
                  )
                }
              />
            </>
          )}
          <h2 className="h4 mt-4">Applied lines ({groups.applied.length})</h2>
          {groups.applied.length === 0 ? (
            <p>No line carried a registration's reference.</p>
          ) : (
            <LinesTable label="Applied lines" lines={groups.applied} currency={currency} />
          )}
          <h2 className="h4 mt-4">Unmatched lines ({groups.unmatched.length})</h2>
          {groups.unmatched.length === 0 ? (
            <p>Every line was matched.</p>
          ) : (
            <>
              <p>Record these by hand on the event's Payments tab if they are payments for a registration.</p>
              <LinesTable label="Unmatched lines" lines={groups.unmatched} currency={currency} />
            </>
          )}
        </>
      )}
      <ConfirmDialog
        show={confirming !== null}
        title="Apply this bank line?"
        confirmLabel="Apply"
        variant="primary"
        busy={applying}
        onConfirm={() => void confirmApply()}
        onCancel={() => setConfirming(null)}
      >
        {confirming && (
          <p className="mb-0">
            Record line {confirming.line} ({formatMinorUnits(confirming.amount, currency)} {currency} from {confirming.counterparty}) as a
            bank transfer for {registrationLabel(confirming)}. A line is applied once; a mistaken one needs a correction afterwards.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}

export default BankStatementsPage;
