import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplyBankLineDocument, BankImportSettingsDocument, ImportBankStatementDocument } from '../../graphql/generated/graphql';
import { graphQLFailure } from '../../test/graphql-errors';
import { renderRoute } from '../../test/render-route';
import { BankStatementsPage, csvHeadings, guessFormat } from './bank-statements';

const CSV = [
  'Date;Amount;Payer;Purpose',
  '01.06.2026;20,00;Ada Quill;Fee RF18539007547034',
  '02.06.2026;20,00;Bo Marsh;Fee RF00BROKEN',
].join('\n');
const MAPPING = { date: 'Date', amount: 'Amount', counterparty: 'Payer', reference: 'Purpose', account: null };

const settings = (bankCsvMapping: typeof MAPPING | null) => ({
  data: {
    paymentSettings: {
      __typename: 'PaymentSettings' as const,
      currency: 'EUR',
      bankCsvMapping: bankCsvMapping && { __typename: 'BankCsvMapping' as const, ...bankCsvMapping },
    },
  },
});
const line = (n: number, outcome: string, registrationId: string | null, counterparty: string, reference: string) => ({
  __typename: 'BankLine' as const,
  line: n,
  bankLineKey: String(n).repeat(64),
  outcome,
  registrationId,
  registration: registrationId && {
    __typename: 'BankLineRegistration' as const,
    playerName: counterparty,
    characterName: registrationId === '7' ? 'Quillon' : null,
    eventTitle: 'Autumn Moot',
  },
  account: '',
  date: `0${n - 1}.06.2026`,
  amount: n === 4 ? -500 : 2000,
  counterparty,
  reference,
  reason: null as string | null,
});
const TWO_FIT =
  "Not proposed: its amount and names fit 2 registrations (Cy Dale as Rook, Autumn Moot; Cy Dale as Rook, Winter Court); record it on the right one's event Payments tab";
const IMPORTED = [
  line(2, 'applied', '7', 'Ada Quill', 'Fee RF18539007547034'),
  line(3, 'proposed', '8', 'Bo Marsh', 'Fee RF00BROKEN'),
  line(4, 'money_out', null, 'Bank', 'Account fee'),
  { ...line(5, 'unmatched', null, 'Cy Dale', 'Rook'), reason: TWO_FIT },
];
const csvFile = () => new File([CSV], 'statement.csv', { type: 'text/csv' });

describe('Import a bank statement (admins)', () => {
  it('reads headings and guesses the format from the file', () => {
    expect(csvHeadings('\uFEFF"Date";"Amount";Payer\r\n1;2;3')).toEqual(['Date', 'Amount', 'Payer']);
    expect(csvHeadings('Date,Amount,Payer,Purpose\n')).toEqual(['Date', 'Amount', 'Payer', 'Purpose']);
    expect(guessFormat('camt.xml', '')).toBe('camt');
    expect(guessFormat('statement.txt', '  <?xml version="1.0"?><Document/>')).toBe('camt');
    expect(guessFormat('statement.csv', CSV)).toBe('csv');
  });

  it('maps the CSV columns, imports, lists applied, proposed and unmatched lines, and applies a proposal only after confirming', async () => {
    const user = userEvent.setup();
    let applied = 0;
    renderRoute(<BankStatementsPage />, {
      path: '/staff/bank_statements',
      mocks: [
        { request: { query: BankImportSettingsDocument }, result: settings(null), maxUsageCount: 5 },
        {
          request: { query: ImportBankStatementDocument, variables: { input: { format: 'csv', content: CSV, mapping: MAPPING } } },
          result: { data: { importBankStatement: IMPORTED } },
        },
        {
          request: {
            query: ApplyBankLineDocument,
            variables: {
              input: {
                bankLineKey: '3'.repeat(64),
                registrationId: '8',
                amount: 2000,
                counterparty: 'Bo Marsh',
                reference: 'Fee RF00BROKEN',
              },
            },
          },
          result: () => {
            applied += 1;
            return { data: { applyBankLine: { ...IMPORTED[1], outcome: 'applied' } } };
          },
        },
      ],
    });
    const importButton = await screen.findByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    expect(screen.getByText('Choose a statement file to import.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Statement file'), csvFile());
    await screen.findByText(/Choose the date column, amount column, payer column, reference column\./);
    expect(importButton).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Date column'), 'Date');
    await user.selectOptions(screen.getByLabelText('Amount column'), 'Amount');
    await user.selectOptions(screen.getByLabelText('Payer column'), 'Payer');
    await user.selectOptions(screen.getByLabelText('Reference column'), 'Purpose');
    expect(importButton).toBeEnabled();
    await user.click(importButton);

    // the status says "Uploading…" first, then the outcome
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Imported 4 lines: 1 applied, 1 proposed, 2 unmatched.'));
    expect(
      within(screen.getByRole('table', { name: 'Applied lines' })).getByText('Applied now: Ada Quill as Quillon, Autumn Moot'),
    ).toBeInTheDocument();
    const unmatched = screen.getByRole('table', { name: 'Unmatched lines' });
    expect(within(unmatched).getByText('Money out, not a payment')).toBeInTheDocument();
    expect(within(unmatched).getByText('-5.00')).toBeInTheDocument();
    // a line that fits two registrations says so, naming both
    expect(within(unmatched).getByText(TWO_FIT)).toBeInTheDocument();

    // Cancelling the confirmation applies nothing.
    await user.click(screen.getByRole('button', { name: 'Apply line 3 to Bo Marsh, Autumn Moot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply this bank line?' });
    expect(dialog).toHaveTextContent('Record line 3 (20.00 EUR from Bo Marsh) as a bank transfer for Bo Marsh, Autumn Moot.');
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancel' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(applied).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Apply line 3 to Bo Marsh, Autumn Moot' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Line 3 applied to Bo Marsh, Autumn Moot.')).toBeInTheDocument();
    expect(applied).toBe(1);
    expect(
      within(screen.getByRole('table', { name: 'Proposed matches' })).getByText('Applied to Bo Marsh, Autumn Moot'),
    ).toBeInTheDocument();
  });

  it('starts with the remembered columns, skips a proposal, and shows the error that names the line', async () => {
    const user = userEvent.setup();
    renderRoute(<BankStatementsPage />, {
      path: '/staff/bank_statements',
      mocks: [
        { request: { query: BankImportSettingsDocument }, result: settings(MAPPING), maxUsageCount: 5 },
        {
          request: { query: ImportBankStatementDocument, variables: { input: { format: 'csv', content: CSV, mapping: MAPPING } } },
          result: graphQLFailure('BAD_USER_INPUT', 'Line 3: the amount "2O,00" is not an amount in EUR, e.g. 20.00'),
        },
        {
          request: { query: ImportBankStatementDocument, variables: { input: { format: 'csv', content: CSV, mapping: MAPPING } } },
          result: { data: { importBankStatement: IMPORTED.slice(1, 2) } },
        },
      ],
    });
    await screen.findByRole('button', { name: 'Import' });
    expect(screen.getByLabelText('Payer column')).toHaveValue('Payer');
    await user.upload(screen.getByLabelText('Statement file'), csvFile());
    const importButton = screen.getByRole('button', { name: 'Import' });
    await waitFor(() => expect(importButton).toBeEnabled());
    await user.click(importButton);
    expect(await screen.findByRole('alert')).toHaveTextContent('Line 3: the amount "2O,00" is not an amount in EUR');
    // The chosen file and columns stay for another try.
    expect(screen.getByLabelText('Reference column')).toHaveValue('Purpose');
    await user.click(importButton);
    await user.click(await screen.findByRole('button', { name: 'Skip line 3' }));
    expect(within(screen.getByRole('table', { name: 'Proposed matches' })).getByText('Skipped')).toBeInTheDocument();
    expect(screen.getByText("No line carried a registration's reference.")).toBeInTheDocument();
  });
});
