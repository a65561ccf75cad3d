/**
 * Event fees and payments: the rules the server charges by and the screens show. Amounts are
 * integer minor units of the site's currency (cents for EUR, yen for JPY), never floating point.
 */

export const PAYMENT_KINDS = ['payment', 'refund', 'waiver', 'correction'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_METHODS = ['bank_transfer', 'cash', 'card_terminal', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** When a registration starts to owe its fee: once accepted, or as soon as it is made. */
export const FEE_DUE_ON = ['acceptance', 'registration'] as const;
export type FeeDueOn = (typeof FEE_DUE_ON)[number];

/** What a cancelled registration still owes: nothing, everything paid so far, or a kept fee. */
export const REFUND_POLICIES = ['full', 'none', 'fee_kept'] as const;
export type RefundPolicy = (typeof REFUND_POLICIES)[number];

export const PAYMENT_STATUSES = ['nothing_owed', 'unpaid', 'part_paid', 'paid', 'overpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Which registrations an event's payments list keeps: all, or those of one status that needs a look. */
export const PAYMENT_FILTERS = ['all', 'unpaid', 'part_paid', 'overpaid'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** The largest amount one row holds: within a 32-bit integer column on both databases. */
export const MAX_MINOR_UNITS = 2_000_000_000;

/** Payments are kept this long after the event unless the site sets otherwise (bookkeeping law often asks for it). */
export const DEFAULT_PAYMENT_RETENTION_YEARS = 10;

export const PAYMENT_MESSAGES = {
  currency: 'Enter the currency as its three-letter ISO 4217 code, e.g. EUR',
  currencyFixed: 'The currency cannot change once a payment is recorded',
  amount: 'Enter the amount as a whole number of minor units (e.g. cents), more than 0',
  /** an amount typed or read in the currency's units (a form field, a bank statement's amount column) */
  typedAmount: (currency: string) => `Enter the amount in ${currency}, e.g. ${formatMinorUnits(2000, currency)}`,
  filter: `Choose the filter: ${PAYMENT_FILTERS.join(', ')}`,
  method: `Choose the method: ${PAYMENT_METHODS.join(', ')}`,
  kind: `Choose the kind: ${PAYMENT_KINDS.join(', ')}`,
  reason: 'Give a reason',
  registrationNotFound: 'Registration not found',
  eventNotFound: 'Event not found',
  feeRole: 'Each fee names an event role type of the ruleset, once',
  earlyPrice: 'An early price needs its date, and the date its price',
  retention: 'Keep payments between 1 and 30 years',
  recorded: 'Payment recorded',
} as const;

export interface EventFee {
  /** an EventRoleType code (pc, npc, ...) */
  eventRole: string;
  price: number;
  /** charged instead of `price` for registrations made before `earlyUntil` */
  earlyPrice: number | null;
  earlyUntil: Date | null;
}

/** The currency's exponent (digits after the decimal point) from the platform's ISO 4217 data. */
export function currencyExponent(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Whether `code` is an ISO 4217 code the platform knows (three capital letters it can format). */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  return Intl.supportedValuesOf('currency').includes(code);
}

/** "20.00" for 2000 in EUR, "2000" for 2000 in JPY, "-5.50" for -550 in EUR. */
export function formatMinorUnits(amount: number, currency: string): string {
  const exponent = currencyExponent(currency);
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0');
  return exponent === 0 ? `${sign}${digits}` : `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/** How an amount may be written besides plain digits with one decimal separator. */
export interface AmountFormat {
  /** a leading minus (money out on a bank statement); otherwise only amounts of 0 or more */
  signed?: boolean;
  /**
   * thousands grouping as banks export it: "1.234,56", "1,234.56", "1 234,56", "1'234.56". The last
   * of "." and "," is the decimal separator, the other the grouping.
   */
  grouped?: boolean;
}

/**
 * The minor units of an amount written in the currency's units ("20", "20.5", "20,50" in EUR: 2050),
 * without floating point; null when the text is not such an amount (more fraction digits than the
 * currency has, a sign or grouping the format does not allow, or beyond MAX_MINOR_UNITS either way).
 * The one reader of amounts: the screens' amount fields and the server's bank statements.
 */
export function parseMinorUnits(text: string, currency: string, format: AmountFormat = {}): number | null {
  const exponent = currencyExponent(currency);
  let normal = text.trim();
  if (format.grouped) {
    normal = normal.replace(/[\s\u00a0']/g, '').replace(/^\+/, '');
    const decimal = normal.lastIndexOf('.') > normal.lastIndexOf(',') ? '.' : normal.includes(',') ? ',' : null;
    if (decimal) normal = normal.split(decimal === '.' ? ',' : '.').join('');
  }
  const match = /^(-?)(\d{1,12})(?:[.,](\d*))?$/.exec(normal);
  if (!match || (match[1] === '-' && !format.signed)) return null;
  const fraction = match[3] ?? '';
  if (fraction.length > exponent) return null;
  const amount = Number(`${match[2] ?? ''}${fraction.padEnd(exponent, '0')}`);
  if (amount > MAX_MINOR_UNITS) return null;
  return match[1] === '-' ? -amount : amount;
}

/** The price a registration of `eventRole` made at `registeredAt` pays; null: the event charges this role nothing. */
export function feeFor(fees: readonly EventFee[], eventRole: string, registeredAt: Date): number | null {
  const fee = fees.find((candidate) => candidate.eventRole === eventRole);
  if (!fee) return null;
  if (fee.earlyPrice !== null && fee.earlyUntil !== null && registeredAt.getTime() < fee.earlyUntil.getTime()) return fee.earlyPrice;
  return fee.price;
}

export interface PaymentTotals {
  /** payments less refunds, plus corrections */
  paid: number;
  /** waived or discounted */
  waived: number;
}

/** Sums ledger rows: payments count in, refunds out, corrections as signed, waivers apart. */
export function paymentTotals(rows: ReadonlyArray<{ kind: PaymentKind; amount: number }>): PaymentTotals {
  let paid = 0;
  let waived = 0;
  for (const row of rows) {
    if (row.kind === 'payment' || row.kind === 'correction') paid += row.amount;
    else if (row.kind === 'refund') paid -= row.amount;
    else waived += row.amount;
  }
  return { paid, waived };
}

export interface OwedInput {
  /** the registration's state: null (not reviewed), accepted, waitlisted, cancelled */
  state: string | null;
  /** the price for its role (a kept price or the fee); null: no fee for the role */
  price: number | null;
  dueOn: FeeDueOn;
  refundPolicy: RefundPolicy;
  /** kept on cancellation under 'fee_kept' */
  keptFee: number;
  paid: number;
}

/**
 * What a registration owes now. A live registration owes its price when the fee is due; a
 * cancelled one owes what the event's policy keeps, so a positive balance after a cancellation is a
 * refund to propose (never made automatically).
 */
export function amountOwed(input: OwedInput): number {
  if (input.price === null) return 0;
  if (input.state === 'cancelled') {
    if (input.refundPolicy === 'full') return 0;
    const kept = input.refundPolicy === 'none' ? input.price : Math.min(input.keptFee, input.price);
    return Math.max(0, Math.min(kept, input.paid));
  }
  if (input.dueOn === 'acceptance' && input.state !== 'accepted') return 0;
  return input.price;
}

/** owed - paid - waived: positive still to pay, negative paid too much (a refund to propose). */
export const balanceDue = (owed: number, totals: PaymentTotals): number => owed - totals.paid - totals.waived;

export function paymentStatus(owed: number, totals: PaymentTotals): PaymentStatus {
  const due = balanceDue(owed, totals);
  if (due < 0) return 'overpaid';
  if (owed === 0) return 'nothing_owed';
  if (due === 0) return 'paid';
  return totals.paid + totals.waived > 0 ? 'part_paid' : 'unpaid';
}

/* ISO 11649 creditor references: "RF", two check digits, up to 21 letters and digits. */

/** Letters count as 10..35, and the number mod 97 is taken digit by digit (it is far beyond 2^53). */
function mod97(text: string): number {
  let rest = 0;
  for (const character of text) {
    const value = Number.parseInt(character, 36);
    rest = Number(`${rest}${value}`) % 97;
  }
  return rest;
}

/** The RF reference of `body` (1 to 21 letters and digits), e.g. RF18539007547034 for 539007547034. */
export function creditorReference(body: string): string {
  const normal = body.toUpperCase();
  if (!/^[A-Z0-9]{1,21}$/.test(normal)) throw new RangeError('A creditor reference holds 1 to 21 letters and digits');
  const check = 98 - mod97(`${normal}RF00`);
  return `RF${String(check).padStart(2, '0')}${normal}`;
}

/** The reference's body when `text` (spaces allowed, any case) is an RF reference whose check digits hold; else null. */
export function parseCreditorReference(text: string): string | null {
  const normal = text.replace(/\s+/g, '').toUpperCase();
  const match = /^RF(\d{2})([A-Z0-9]{1,21})$/.exec(normal);
  if (!match) return null;
  const body = match[2];
  return body !== undefined && mod97(`${body}RF${match[1]}`) === 1 ? body : null;
}

/** Every RF reference with valid check digits written anywhere in `text` (a bank line's remittance information). */
export function findCreditorReferences(text: string): string[] {
  const found: string[] = [];
  const pattern = /RF\s?\d{2}(?:\s?[A-Z0-9]){1,21}/g;
  const upper = text.toUpperCase();
  for (let match = pattern.exec(upper); match !== null; match = pattern.exec(upper)) {
    // a reference written in groups of four: take the longest valid prefix
    let taken = 0;
    for (let end = match[0].length; end > 4 && taken === 0; end--) {
      const body = parseCreditorReference(match[0].slice(0, end));
      if (body !== null) {
        found.push(body);
        taken = end;
      }
    }
    // Go on right after what was taken: a second reference may follow after one space, inside this match.
    pattern.lastIndex = match.index + (taken || 2);
  }
  return found;
}

/** "RF18 5390 0754 7034": groups of four, as printed for people to type. */
export const printedReference = (reference: string): string => reference.replace(/(.{4})(?=.)/g, '$1 ');
