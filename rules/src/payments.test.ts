import {
  amountOwed,
  creditorReference,
  currencyExponent,
  feeFor,
  findCreditorReferences,
  formatMinorUnits,
  isCurrencyCode,
  PAYMENT_MESSAGES,
  parseCreditorReference,
  parseMinorUnits,
  paymentStatus,
  paymentTotals,
  printedReference,
} from './payments';

describe('creditor references (ISO 11649)', () => {
  it.each([
    ['539007547034', 'RF18539007547034'],
    ['ABC123', creditorReference('abc123')],
  ])('makes %s into %s with check digits that hold', (body, reference) => {
    expect(creditorReference(body)).toBe(reference);
    expect(parseCreditorReference(reference)).toBe(body.toUpperCase());
  });

  it.each(['RF19539007547034', 'RF18539007547035', 'RF18', 'XX18539007547034', 'RF18 5390 0754 703X'])('refuses %s', (text) => {
    expect(parseCreditorReference(text)).toBeNull();
  });

  it('reads references written in groups and in lower case, in free text', () => {
    expect(parseCreditorReference('rf18 5390 0754 7034')).toBe('539007547034');
    expect(printedReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
    expect(findCreditorReferences('Fee Autumn RF18 5390 0754 7034 thanks')).toEqual(['539007547034']);
    expect(findCreditorReferences('Fee Autumn RF18 5390 0754 7035')).toEqual([]);
    // two references one space apart (two registrations paid at once): both are found
    const [a, b] = [creditorReference('2ZE6VKIA0X1QG4S0AJ'), creditorReference('5390075470')];
    expect(findCreditorReferences(`${a} ${b}`)).toEqual(['2ZE6VKIA0X1QG4S0AJ', '5390075470']);
    expect(findCreditorReferences(`Fees ${printedReference(a)} ${printedReference(b)}`)).toEqual(['2ZE6VKIA0X1QG4S0AJ', '5390075470']);
  });
});

describe('currencies', () => {
  it.each([
    ['EUR', 2000, 2, '20.00'],
    ['JPY', 2000, 0, '2000'],
    ['KWD', 1500, 3, '1.500'],
    ['EUR', -5, 2, '-0.05'],
  ])('%s %i has exponent %i and reads %s', (currency, amount, exponent, text) => {
    expect(currencyExponent(currency)).toBe(exponent);
    expect(formatMinorUnits(amount, currency)).toBe(text);
  });

  it.each([
    ['20', 'EUR', 2000],
    ['20.5', 'EUR', 2050],
    ['20,05', 'EUR', 2005],
    ['2000', 'JPY', 2000],
    ['1.500', 'KWD', 1500],
    ['20.555', 'EUR', null],
    ['20.5', 'JPY', null],
    ['-20', 'EUR', null],
    ['twenty', 'EUR', null],
    ['', 'EUR', null],
    ['30000000', 'EUR', null],
  ])('reads %s %s as %p minor units', (text, currency, amount) => {
    expect(parseMinorUnits(text, currency)).toBe(amount);
  });

  it.each([
    ['-20.00', 'EUR', -2000],
    ['+20', 'EUR', 2000],
    ['1.234,56', 'EUR', 123456],
    ['1,234.56', 'EUR', 123456],
    ['1 234,56', 'EUR', 123456],
    ["1'234.56", 'EUR', 123456],
    ['12,345', 'JPY', null],
    ['1.234', 'EUR', null],
    ['1,500', 'KWD', 1500],
    ['-30000000', 'EUR', null],
    ['20 EUR', 'EUR', null],
  ])('reads %s %s from a bank statement as %p minor units', (text, currency, amount) => {
    expect(parseMinorUnits(text, currency, { signed: true, grouped: true })).toBe(amount);
  });

  it.each(['1.234,56', '1 234', '+20'])('a form field takes %s only as a statement would', (text) => {
    expect(parseMinorUnits(text, 'EUR')).toBeNull();
  });

  it('names the currency and an example in its message', () => {
    expect(PAYMENT_MESSAGES.typedAmount('EUR')).toBe('Enter the amount in EUR, e.g. 20.00');
    expect(PAYMENT_MESSAGES.typedAmount('JPY')).toBe('Enter the amount in JPY, e.g. 2000');
  });

  it.each([
    ['EUR', true],
    ['eur', false],
    ['EURO', false],
    ['XQZ', false],
  ])('%s is a code: %s', (code, valid) => {
    expect(isCurrencyCode(code)).toBe(valid);
  });
});

describe('fees', () => {
  const fees = [
    { eventRole: 'pc', price: 6000, earlyPrice: 5000, earlyUntil: new Date('2026-05-01T00:00:00Z') },
    { eventRole: 'npc', price: 1000, earlyPrice: null, earlyUntil: null },
  ];
  it.each([
    ['pc', '2026-04-30T23:59:59Z', 5000],
    ['pc', '2026-05-01T00:00:00Z', 6000],
    ['npc', '2026-04-01T00:00:00Z', 1000],
    ['staff', '2026-04-01T00:00:00Z', null],
  ])('a %s registration made %s pays %s', (role, at, price) => {
    expect(feeFor(fees, role, new Date(at))).toBe(price);
  });
});

describe('what is owed', () => {
  const base = { price: 2000, dueOn: 'acceptance', refundPolicy: 'full', keptFee: 0, paid: 0 } as const;
  it.each([
    [{ state: null }, 0],
    [{ state: 'accepted' }, 2000],
    [{ state: null, dueOn: 'registration' }, 2000],
    [{ state: 'waitlisted', dueOn: 'registration' }, 2000],
    [{ state: 'accepted', price: null }, 0],
    [{ state: 'cancelled', paid: 2000 }, 0],
    [{ state: 'cancelled', paid: 2000, refundPolicy: 'none' }, 2000],
    [{ state: 'cancelled', paid: 500, refundPolicy: 'none' }, 500],
    [{ state: 'cancelled', paid: 2000, refundPolicy: 'fee_kept', keptFee: 300 }, 300],
    [{ state: 'cancelled', paid: 0, refundPolicy: 'fee_kept', keptFee: 300 }, 0],
  ] as const)('%o owes %i', (change, owed) => {
    expect(amountOwed({ ...base, ...change })).toBe(owed);
  });

  it.each([
    [2000, [], 'unpaid'],
    [2000, [{ kind: 'payment', amount: 500 }], 'part_paid'],
    [
      2000,
      [
        { kind: 'payment', amount: 1500 },
        { kind: 'waiver', amount: 500 },
      ],
      'paid',
    ],
    [2000, [{ kind: 'payment', amount: 2500 }], 'overpaid'],
    [
      2000,
      [
        { kind: 'payment', amount: 2500 },
        { kind: 'refund', amount: 500 },
      ],
      'paid',
    ],
    [0, [], 'nothing_owed'],
    [0, [{ kind: 'payment', amount: 100 }], 'overpaid'],
    [
      2000,
      [
        { kind: 'correction', amount: -100 },
        { kind: 'payment', amount: 2000 },
      ],
      'part_paid',
    ],
  ] as const)('owing %i after %o is %s', (owed, rows, status) => {
    expect(paymentStatus(owed, paymentTotals(rows))).toBe(status);
  });
});
