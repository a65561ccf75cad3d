import { formatMinorUnits, registrationReviewText, shownBuild, type PaymentStatus } from '@larp/rules';
import type { EventView } from '../events/event-views';

/** One CSV field: quoted when it holds a comma, quote or line break; a leading formula character is neutralized. */
export function csvField(value: string): string {
  // A spreadsheet would run "=HYPERLINK(...)" typed by a player as a formula: prefix it with a quote.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A date-time as spreadsheets read one: `YYYY-MM-DD HH:MM` in the site's time zone (ISO text with
 * a T, seconds and a Z is read as text).
 */
export function csvDateTime(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

export const REGISTRATION_ANSWERS_COLUMNS = ['First name', 'Last name', 'Email', 'Role', 'Character', 'State', 'Registered at'] as const;

/** What a registration owes and has paid, in minor units, for the payment columns. */
export interface RegistrationPaymentColumns {
  currency: string;
  owed: number;
  paid: number;
  waived: number;
  balance: number;
  status: PaymentStatus;
  reference: string;
}

/** The payment columns (after the fixed ones, before the questions), amounts in the currency's units. */
export const paymentColumns = (currency: string) =>
  [
    `Owed (${currency})`,
    `Paid (${currency})`,
    `Waived (${currency})`,
    `Balance (${currency})`,
    'Payment status',
    'Payment reference',
  ] as const;

const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  nothing_owed: 'Nothing owed',
  unpaid: 'Unpaid',
  part_paid: 'Part paid',
  paid: 'Paid',
  overpaid: 'Overpaid',
};

/**
 * The registration answers of an event as CSV (the attendance review's Registration Answers tab): one row per active (not cancelled) registration, in registration order, with
 * who registered and one column per registration question of the event, in the event's order. A
 * question the registration was not asked (or left empty) is an empty cell. UTF-8 with a byte-order
 * mark and CRLF line ends (RFC 4180), so spreadsheet programs open it as it is.
 *
 * With `payments` (the caller may read them), each row also says what the registration owes, has
 * paid, had waived, its balance, payment status and RF reference; a registration without an
 * account there gets empty payment cells.
 *
 * The view must hold event_registrations with .user and .character.
 */
export function registrationAnswersCsv(
  view: EventView,
  timeZone: string,
  payments?: { currency: string; accounts: ReadonlyMap<string, RegistrationPaymentColumns> },
): string {
  const questions = view.registrationQuestions;
  const header = [
    ...REGISTRATION_ANSWERS_COLUMNS,
    ...(payments ? paymentColumns(payments.currency) : []),
    ...questions.map((q) => q.questionText),
  ];
  const paymentCells = (registrationId: string): string[] => {
    if (!payments) return [];
    const account = payments.accounts.get(registrationId);
    if (!account) return ['', '', '', '', '', ''];
    const amount = (value: number) => formatMinorUnits(value, account.currency);
    return [
      amount(account.owed),
      amount(account.paid),
      amount(account.waived),
      amount(account.balance),
      PAYMENT_STATUS_TEXT[account.status],
      account.reference,
    ];
  };
  const rows = (view.registrations ?? [])
    .filter((registration) => registration.state !== 'cancelled')
    .map((registration) => {
      const user = view.users.get(registration.userId);
      const character = registration.characterId ? view.characters.get(registration.characterId) : undefined;
      const build = character ? shownBuild(character.savedBuild, character.committedBuild) : null;
      const answers = new Map(registration.questionAnswers.map((a) => [a.event_registration_question, a.question_answer]));
      return [
        user?.firstName ?? '',
        user?.lastName ?? '',
        user?.email ?? '',
        registration.eventRole,
        build?.character_name ?? '',
        registrationReviewText(registration),
        csvDateTime(registration.registeredAt, timeZone),
        ...paymentCells(registration.id),
        ...questions.map((q) => answers.get(q.id) ?? ''),
      ];
    });
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** A file name for the download: the title's letters and digits, then the date. */
export function registrationAnswersFileName(view: EventView): string {
  const title =
    view.event.eventTitle
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event';
  return `${title}-registration-answers.csv`;
}
