import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balancesOf, journalProblems, type JournalDraft } from '../journal.ts';
import { addMoney, compareMoney, decimalOf, moneyOf, multiplyMoney, negateMoney, roundMoney, subtractMoney, sumMoney, type Money } from '../money.ts';
import { invoiceBreakdown, invoiceTotals, invoiceTypes, postInvoice, shareByWeight, type InvoiceDocument, type InvoiceRow, type InvoiceType } from './invoice.ts';
import { PostingRefusal, type PostingContext } from './posting.ts';
import { MissingSystemAccountError, type AccountSystemRole } from './system-accounts.ts';

const roles: [AccountSystemRole, number][] = [
  ['receivable', 21],
  ['payable', 22],
  ['inventory', 23],
  ['vatPayable', 24],
  ['vatReceivable', 25],
  ['sales', 26],
  ['serviceSales', 27],
  ['salesReturn', 28],
  ['salesDiscount', 29],
  ['otherIncome', 30],
  ['costOfSales', 31],
  ['purchase', 32],
  ['purchaseReturn', 33],
  ['commissionExpense', 34],
  ['investorShare', 35],
];
const account = new Map(roles);
const id = (role: AccountSystemRole) => account.get(role) ?? 0;
/** Person 7's detail account is 707. */
const context = (decimals = 0, accounts = new Map(roles)): PostingContext => ({
  accounts,
  details: new Map([
    ['customer:7', 707],
    ['customer:8', 808],
  ]),
  currencies: { base: { id: 1, decimals }, of: new Map() },
});

const row = (fields: Partial<InvoiceRow>): InvoiceRow => ({
  product: 1,
  kind: 'product',
  entrepot: 3,
  count: '1',
  quantity: '1',
  fee: '1000',
  discount: null,
  discountPercent: null,
  tax: null,
  unit_cost: null,
  ...fields,
});
const invoice = (type: InvoiceType, rows: InvoiceRow[], fields: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  type,
  date: '2026-04-01',
  person: 7,
  discount: null,
  shipping: null,
  description: 'invoice 12',
  rows,
  ...fields,
});
/** Each line as [role, detail, debit, credit]. */
const linesOf = (journal: JournalDraft | null) =>
  journal?.lines.map((line) => [roles.find(([, n]) => n === line.accountId)?.[0], line.detailId, line.debit, line.credit]);

describe('shareByWeight', () => {
  it('shares by largest remainder, the tie to the earlier weight, and equally over weights summing to zero', () => {
    expect(shareByWeight('100', ['1', '1', '1'], 0)).toEqual(['34', '33', '33']);
    expect(shareByWeight('0.1', ['1', '1', '1'], 2)).toEqual(['0.04', '0.03', '0.03']);
    expect(shareByWeight('1000', ['10000', '5400', '1000'], 0)).toEqual(['610', '329', '61']);
    expect(shareByWeight('5', ['0', '0'], 0)).toEqual(['3', '2']);
    expect(shareByWeight('0', [], 0)).toEqual([]);
    expect(() => shareByWeight('1', [], 0)).toThrow(RangeError);
  });

  it('shares sum exactly to the total, each within one smallest unit of its exact proportion', () => {
    const weight = fc.tuple(fc.nat(10 ** 9), fc.nat(99)).map(([whole, cents]) => moneyOf(decimalOf(`${whole}.${String(cents).padStart(2, '0')}`)));
    fc.assert(
      fc.property(fc.nat(10 ** 12), fc.array(weight, { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 4 }), (units, weights, decimals) => {
        const total = moneyOf(decimalOf(String(units)).dividedBy(decimalOf('10').pow(decimals)));
        const shares = shareByWeight(total, weights, decimals);
        expect(compareMoney(sumMoney(shares), total)).toBe(0);
        const whole = decimalOf(sumMoney(weights));
        const unit = decimalOf('10').pow(-decimals);
        shares.forEach((share, index) => {
          const exact = whole.isZero() ? decimalOf(total).dividedBy(weights.length) : decimalOf(total).times(decimalOf(weights[index] ?? '0')).dividedBy(whole);
          expect(decimalOf(share).minus(exact).abs().lt(unit)).toBe(true);
        });
      }),
    );
  });
});

describe('invoiceBreakdown', () => {
  it('gives a row its own total, never its share of the invoice discount', () => {
    // The sale: 1 × 450,000,000 at 10% VAT with an invoice discount shows 495,000,000 on its row.
    const document = invoice('sell', [row({ count: '1', fee: '450000000', tax: '10' })], { discount: '10084099', shipping: null });
    const shown = invoiceBreakdown(document, 0);
    expect(shown.rows).toEqual(['495000000']);
    expect(shown).toMatchObject({ gross: '450000000', rowDiscounts: '0', invoiceDiscount: '10084099', shipping: '0' });
    // The posting's figures stay as invoiceTotals reckons them.
    const totals = invoiceTotals(document, 0);
    expect([shown.tax, shown.payable]).toEqual([totals.tax, totals.payable]);
    expect(totals.rows[0]?.total).toBe('483907491');
  });

  it('shows the rows\' sum, row discounts, invoice discount, shipping, VAT and payable that add up', () => {
    const document = invoice(
      'purchase',
      [row({ count: '2', fee: '100000000', discount: '5000000', tax: '10' }), row({ count: '1', fee: '10000000', discountPercent: '10', tax: '0' })],
      { discount: '4000000', shipping: '3000000' },
    );
    const shown = invoiceBreakdown(document, 0);
    expect(shown).toEqual({
      rows: ['214500000', '9000000'],
      gross: '210000000',
      rowDiscounts: '6000000',
      invoiceDiscount: '4000000',
      shipping: '3000000',
      tax: shown.tax,
      payable: invoiceTotals(document, 0).payable,
    });
    expect(addMoney(subtractMoney(shown.gross, addMoney(shown.rowDiscounts, shown.invoiceDiscount)), addMoney(shown.shipping, shown.tax))).toBe(shown.payable);
  });

  it('counts an empty invoice as zero', () => {
    expect(invoiceBreakdown(invoice('sell', []), 2)).toEqual({ rows: [], gross: '0', rowDiscounts: '0', invoiceDiscount: '0', shipping: '0', tax: '0', payable: '0' });
  });
});

describe('invoiceTotals', () => {
  it('rounds each amount to the currency’s decimals, half away from zero, and sums exactly', () => {
    const document = invoice('sell', [row({ count: '3', fee: '0.335', discountPercent: '12.5', tax: '9' }), row({ count: '1', fee: '2.5', tax: '9' })], {
      discount: '0.5',
      shipping: '0.255',
    });
    expect(invoiceTotals(document, 2)).toEqual({
      rows: [
        { gross: '1.01', discount: '0.13', net: '0.88', share: '0.13', taxable: '0.75', tax: '0.07', total: '0.82' },
        { gross: '2.5', discount: '0', net: '2.5', share: '0.37', taxable: '2.13', tax: '0.19', total: '2.32' },
      ],
      gross: '3.51',
      discount: '0.63',
      sum: '2.88',
      tax: '0.26',
      shipping: '0.26',
      payable: '3.4',
    });
    expect(invoiceTotals(document, 0)).toEqual({
      rows: [
        { gross: '1', discount: '0', net: '1', share: '0', taxable: '1', tax: '0', total: '1' },
        { gross: '3', discount: '0', net: '3', share: '1', taxable: '2', tax: '0', total: '2' },
      ],
      gross: '4',
      discount: '1',
      sum: '3',
      tax: '0',
      shipping: '0',
      payable: '3',
    });
  });

  it('counts a row the form has not filled in yet as zero', () => {
    expect(invoiceTotals(invoice('sell', [row({ count: null, fee: null })]), 0).payable).toBe('0');
  });
});

describe('postInvoice', () => {
  it('posts a sale: the party owes the payable, discounts, revenue by kind, VAT and shipping, and the goods leave at cost', () => {
    const document = invoice(
      'sell',
      [
        // Two boxes of 12: the stock moves 24 pieces at the piece's cost.
        row({ product: 5, count: '2', quantity: '24', fee: '50000', discountPercent: '10', tax: '9', unit_cost: '3333.33333333' }),
        row({ product: 6, kind: 'service', entrepot: 4, count: '1', quantity: '1', fee: '30000' }),
      ],
      { discount: '1000', shipping: '5000' },
    );
    const totals = invoiceTotals(document, 0);
    expect(totals.rows.map((r) => [r.net, r.share, r.taxable, r.tax])).toEqual([
      ['90000', '750', '89250', '8033'],
      ['30000', '250', '29750', '0'],
    ]);
    expect([totals.gross, totals.discount, totals.sum, totals.tax, totals.shipping, totals.payable]).toEqual(['130000', '11000', '119000', '8033', '5000', '132033']);
    const { journal, stock } = postInvoice(document, context());
    expect(journal?.date).toBe('2026-04-01');
    expect(journal?.description).toBe('invoice 12');
    expect(linesOf(journal)).toEqual([
      ['receivable', 707, '132033', '0'],
      ['salesDiscount', null, '11000', '0'],
      ['sales', null, '0', '100000'],
      ['serviceSales', null, '0', '30000'],
      ['vatPayable', null, '0', '8033'],
      ['otherIncome', null, '0', '5000'],
      ['costOfSales', null, '80000', '0'],
      ['inventory', null, '0', '80000'],
    ]);
    expect(journalProblems(journal ?? { date: '', description: null, lines: [] })).toEqual([]);
    expect(stock).toEqual([{ product: 5, entrepot: 3, date: '2026-04-01', quantity: '-24', unitCost: '3333.33333333', line: 1 }]);
  });

  it('owes a sale’s visitor their percent of its sum as a payable, and takes it back on the sale’s return', () => {
    const rows = [row({ count: '2', quantity: '2', fee: '25000', tax: '9', unit_cost: '10000' })];
    const commission = { visitor: 8, percent: '5' };
    const sale = postInvoice(invoice('sell', rows, { discount: '2000', commission }), context());
    // The sum after discounts is 48,000: the visitor earns 2,400.
    expect(linesOf(sale.journal)?.slice(-2)).toEqual([
      ['commissionExpense', null, '2400', '0'],
      ['payable', 808, '0', '2400'],
    ]);
    const back = postInvoice(invoice('returnSell', rows, { discount: '2000', commission: { visitor: 8, percent: '4' } }), context());
    expect(linesOf(back.journal)?.slice(-2)).toEqual([
      ['commissionExpense', null, '0', '1920'],
      ['payable', 808, '1920', '0'],
    ]);
  });

  it('owes each investor in a row’s product their percent of what the row sold for, and takes it back on its return', () => {
    const rows = [
      row({ count: '2', quantity: '2', fee: '25000', unit_cost: '10000', investors: [{ detail: 707, percent: '10' }, { detail: 808, percent: '5' }] }),
      row({ product: 2, count: '1', quantity: '1', fee: '10000', unit_cost: '4000', investors: [{ detail: 808, percent: '20' }] }),
    ];
    // Rows of 50,000 and 10,000: 5,000 to the first investor, 2,500 + 2,000 to the second.
    const sale = postInvoice(invoice('sell', rows), context());
    expect(linesOf(sale.journal)?.slice(-3)).toEqual([
      ['investorShare', null, '9500', '0'],
      ['payable', 707, '0', '5000'],
      ['payable', 808, '0', '4500'],
    ]);
    expect(journalProblems(sale.journal ?? { date: '', description: null, lines: [] })).toEqual([]);
    const back = postInvoice(invoice('returnSell', rows.slice(1)), context());
    expect(linesOf(back.journal)?.slice(-2)).toEqual([
      ['investorShare', null, '0', '2000'],
      ['payable', 808, '2000', '0'],
    ]);
  });

  it('posts a sale’s return as its mirror, line for line: revenue back on sales returns, the goods back at the cost they left at', () => {
    const document = invoice(
      'returnSell',
      [row({ count: '1', quantity: '1', fee: '10000', tax: '10', unit_cost: '7000.5' }), row({ product: 2, kind: 'service', count: '2', quantity: '2', fee: '1500' })],
      { discount: '300', shipping: '500' },
    );
    const { journal, stock } = postInvoice(document, context());
    expect(linesOf(journal)).toEqual([
      ['receivable', 707, '0', '14177'],
      ['salesDiscount', null, '0', '300'],
      ['salesReturn', null, '13000', '0'],
      ['vatPayable', null, '977', '0'],
      ['otherIncome', null, '500', '0'],
      ['costOfSales', null, '0', '7001'],
      ['inventory', null, '7001', '0'],
    ]);
    expect(stock).toEqual([{ product: 1, entrepot: 3, date: '2026-04-01', quantity: '1', unitCost: '7000.5', line: 1 }]);
  });

  it('posts a purchase: each good at its taxable amount and share of the shipping, services to purchases, VAT receivable', () => {
    const document = invoice(
      'purchase',
      [
        row({ product: 1, count: '10', quantity: '10', fee: '1000', tax: '9' }),
        row({ product: 2, count: '3', quantity: '36', fee: '2000', discount: '600' }),
        row({ product: 3, kind: 'service', count: '1', quantity: '1', fee: '1000', tax: '10' }),
      ],
      { discount: '1000', shipping: '700' },
    );
    expect(invoiceTotals(document, 0).rows.map((r) => [r.share, r.taxable, r.tax])).toEqual([
      ['610', '9390', '845'],
      ['329', '5071', '0'],
      ['61', '939', '94'],
    ]);
    const { journal, stock } = postInvoice(document, context());
    // The shipping shares 455 and 245 of the goods' 9390 and 5071.
    expect(linesOf(journal)).toEqual([
      ['inventory', null, '15161', '0'],
      ['purchase', null, '939', '0'],
      ['vatReceivable', null, '939', '0'],
      ['payable', 707, '0', '17039'],
    ]);
    expect(stock).toEqual([
      { product: 1, entrepot: 3, date: '2026-04-01', quantity: '10', unitCost: '984.5', line: 1 },
      { product: 2, entrepot: 3, date: '2026-04-01', quantity: '36', unitCost: '147.66666667', line: 2 },
    ]);
  });

  it('names the row each good moves for: a service before it moves nothing, and the row keeps its number', () => {
    const document = invoice('sell', [row({ product: 3, kind: 'service', fee: '1000' }), row({ count: '2', quantity: '2', fee: '5000', unit_cost: '4000' })]);
    expect(postInvoice(document, context()).stock.map((move) => [move.product, move.line])).toEqual([[1, 2]]);
  });

  it('puts a purchase’s shipping on purchases when it buys no goods', () => {
    const document = invoice('purchase', [row({ kind: 'service', fee: '2000' })], { shipping: '300' });
    const { journal, stock } = postInvoice(document, context());
    expect(linesOf(journal)).toEqual([
      ['purchase', null, '2300', '0'],
      ['payable', 707, '0', '2300'],
    ]);
    expect(stock).toEqual([]);
  });

  it('posts a purchase’s return as its mirror; the goods leave at the unit cost given, else at their cost', () => {
    const document = invoice(
      'returnPurchase',
      [row({ count: '4', quantity: '4', fee: '2500', tax: '9', unit_cost: '2400' }), row({ product: 2, count: '2', quantity: '2', fee: '1000' })],
      { shipping: '600' },
    );
    const { journal, stock } = postInvoice(document, context());
    expect(linesOf(journal)).toEqual([
      ['inventory', null, '0', '12600'],
      ['vatReceivable', null, '0', '900'],
      ['payable', 707, '13500', '0'],
    ]);
    expect(stock.map((s) => [s.product, s.quantity, s.unitCost])).toEqual([
      [1, '-4', '2400'],
      [2, '-2', '1050'],
    ]);
  });

  it('posts nothing for a pre-invoice, which needs no party, yet checks its rows', () => {
    expect(postInvoice(invoice('presale', [row({})], { person: null }), context(0, new Map()))).toEqual({ journal: null, stock: [] });
    expect(() => postInvoice(invoice('presale', [row({ fee: '0' })]), context())).toThrow(new PostingRefusal('rows.0.fee', 'invoice-fee-zero'));
  });

  it('rounds to the business currency’s decimals', () => {
    const document = invoice('sell', [row({ count: '3', quantity: '3', fee: '0.335', tax: '9', unit_cost: '0.123456' })]);
    expect(linesOf(postInvoice(document, context(2)).journal)).toEqual([
      ['receivable', 707, '1.1', '0'],
      ['sales', null, '0', '1.01'],
      ['vatPayable', null, '0', '0.09'],
      ['costOfSales', null, '0.37', '0'],
      ['inventory', null, '0', '0.37'],
    ]);
  });

  it('values an invoice in another currency at its rate: each line rounded to the business’s digits, the party’s their balance, the goods’ cost as it is', () => {
    // Euros (2 decimals) at 650,000.5 rials (no decimals): 3 × 10.335 € less 1.005 € and 9% VAT, 2.5 € shipping.
    const euro = { currency: 2, rate: '650000.5', decimals: 2 };
    const sale = invoice('sell', [row({ count: '3', quantity: '3', fee: '10.335', discount: '1.005', tax: '9', unit_cost: '123456' })], { ...euro, shipping: '2.5' });
    const { journal, stock } = postInvoice(sale, context(0));
    // 31.01 € gross, 1.01 € off, 30 € taxable, 2.7 € VAT, 35.2 € payable.
    expect(linesOf(journal)).toEqual([
      ['receivable', 707, '22880017', '0'],
      ['salesDiscount', null, '656501', '0'],
      ['sales', null, '0', '20156516'],
      ['vatPayable', null, '0', '1755001'],
      ['otherIncome', null, '0', '1625001'],
      ['costOfSales', null, '370368', '0'],
      ['inventory', null, '0', '370368'],
    ]);
    if (!journal) throw new Error('a sale posts');
    expect(journalProblems(journal)).toEqual([]);
    // What the party owes in euros is the payable; the cost lines are the business's money and carry no currency.
    expect(journal.lines.map((line) => line.foreign?.amount ?? null)).toEqual(['35.2', '1.01', '31.01', '2.7', '2.5', null, null]);
    expect(journal.lines[0]?.foreign).toEqual({ currencyId: 2, amount: '35.2', rate: '650000.5' });
    expect(stock.map((s) => s.unitCost)).toEqual(['123456']);

    // A purchase of goods in euros enters stock at its cost in rials: its taxable amount and shipping share, valued.
    const purchase = invoice('purchase', [row({ count: '4', quantity: '4', fee: '2.5', tax: '10' }), row({ product: 2, count: '1', quantity: '1', fee: '0.99' })], { ...euro, shipping: '1' });
    const bought = postInvoice(purchase, context(0));
    // Costs 10 + 0.91 € (7,091,505 rials) and 0.99 + 0.09 € (702,001 rials); VAT 1 €; payable 12.99 €.
    expect(linesOf(bought.journal)).toEqual([
      ['inventory', null, '7793506', '0'],
      ['vatReceivable', null, '650001', '0'],
      ['payable', 707, '0', '8443507'],
    ]);
    expect(bought.stock.map((s) => s.unitCost)).toEqual(['1772876.25', '702001']);
    expect(bought.journal?.lines[2]?.foreign?.amount).toBe('12.99');

    // The business's own currency named is no other currency; another without a rate is refused.
    expect(postInvoice({ ...sale, currency: 1, rate: null }, context(0)).journal?.lines[0]?.foreign).toBeUndefined();
    expect(() => postInvoice({ ...sale, rate: null }, context(0))).toThrow(new PostingRefusal('rate', 'is-required'));
    expect(() => postInvoice({ ...sale, rate: '0' }, context(0))).toThrow(new PostingRefusal('rate', 'invalid-value'));
    // A rate at which what the party owes is worth nothing of the business's money posts no party: refused.
    expect(() => postInvoice({ ...sale, rate: '0.001' }, context(0))).toThrow(new PostingRefusal('rate', 'invalid-value'));
  });

  it('balances every invoice in another currency, its party’s foreign amount the payable', () => {
    const generated = fc.record({
      type: fc.constantFrom(...invoiceTypes.filter((type) => type !== 'presale')),
      rows: fc.array(
        fc.record({ kind: fc.constantFrom<InvoiceRow['kind']>('product', 'service'), count: fc.integer({ min: 1, max: 50 }), cents: fc.integer({ min: 1, max: 10 ** 7 }), tax: fc.constantFrom('0', '9', '10') }),
        { minLength: 1, maxLength: 6 },
      ),
      shipping: fc.integer({ min: 0, max: 10 ** 5 }),
      rate: fc.tuple(fc.integer({ min: 0, max: 900_000 }), fc.integer({ min: 1, max: 9999 })).map(([unit, fraction]) => `${unit}.${String(fraction).padStart(4, '0')}`),
      baseDecimals: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(generated, (g) => {
        const rows = g.rows.map((r, index) =>
          row({ product: index + 1, kind: r.kind, count: String(r.count), quantity: String(r.count), fee: moneyOf(decimalOf(String(r.cents)).dividedBy(100)), tax: r.tax, unit_cost: r.kind === 'product' && g.type !== 'purchase' ? '1000' : null }),
        );
        const document = invoice(g.type, rows, { currency: 2, rate: g.rate, decimals: 2, shipping: moneyOf(decimalOf(String(g.shipping)).dividedBy(100)) });
        const worthless = compareMoney(multiplyMoney(invoiceTotals(document, 2).payable, g.rate), g.baseDecimals === 0 ? '0.5' : g.baseDecimals === 1 ? '0.05' : '0.005') < 0;
        if (worthless) return;
        const { journal } = postInvoice(document, context(g.baseDecimals));
        if (!journal) throw new Error('an invoice worth something posts');
        expect(journalProblems(journal)).toEqual([]);
        expect(journal.lines.find((line) => line.detailId === 707)?.foreign?.amount).toBe(invoiceTotals(document, 2).payable);
      }),
      { numRuns: 200 },
    );
  });

  it('asks the chart only for the accounts the invoice posts to', () => {
    const needed = new Map(roles.filter(([role]) => ['receivable', 'sales', 'costOfSales', 'inventory'].includes(role)));
    const document = invoice('sell', [row({ unit_cost: '600' })]);
    expect(postInvoice(document, context(0, needed)).journal?.lines).toHaveLength(4);
    expect(() => postInvoice({ ...document, shipping: '10' }, context(0, needed))).toThrow(new MissingSystemAccountError(['otherIncome']));
  });

  it('merges lines of the same account and detail on the same side', () => {
    // One account holding both revenue roles takes one credit of both kinds' gross.
    const shared = new Map(roles.map(([role, n]): [AccountSystemRole, number] => [role, role === 'serviceSales' ? id('sales') : n]));
    const document = invoice('sell', [row({ unit_cost: '1' }), row({ kind: 'service', fee: '500' })]);
    expect(postInvoice(document, context(0, shared)).journal?.lines.filter((l) => l.accountId === id('sales')).map((l) => l.credit)).toEqual(['1500']);
  });

  it('refuses what it cannot post, on the field at fault', () => {
    const refusal = (document: InvoiceDocument, field: string, key: string) => expect(() => postInvoice(document, context())).toThrow(new PostingRefusal(field, key));
    const sell = (fields: Partial<InvoiceRow>, header: Partial<InvoiceDocument> = {}) => invoice('sell', [row({ unit_cost: '1' }), row({ unit_cost: '1', ...fields })], header);
    refusal(invoice('sell', []), 'rows', 'journal-no-rows');
    refusal(sell({ count: null }), 'rows.1.count', 'invalid-value');
    refusal(sell({ count: '0' }), 'rows.1.count', 'invalid-value');
    refusal(sell({ count: '-1' }), 'rows.1.count', 'invalid-value');
    refusal(sell({ quantity: null }), 'rows.1.count', 'invalid-value');
    refusal(sell({ quantity: '0' }), 'rows.1.count', 'invalid-value');
    refusal(sell({ fee: null }), 'rows.1.fee', 'is-required');
    refusal(sell({ fee: '0' }), 'rows.1.fee', 'invoice-fee-zero');
    refusal(sell({ fee: '-5' }), 'rows.1.fee', 'invalid-value');
    refusal(sell({ discount: '10', discountPercent: '5' }), 'rows.1.discount', 'invalid-value');
    refusal(sell({ discount: '1000.01' }), 'rows.1.discount', 'invalid-value');
    refusal(sell({ discount: '-1' }), 'rows.1.discount', 'invalid-value');
    refusal(sell({ discountPercent: '100.5' }), 'rows.1.discountPercent', 'invalid-value');
    refusal(sell({ discountPercent: '-1' }), 'rows.1.discountPercent', 'invalid-value');
    refusal(sell({ tax: '-9' }), 'rows.1.tax', 'invalid-value');
    refusal(sell({ discount: '500' }, { discount: '1500.5' }), 'discount', 'invalid-value');
    refusal(sell({}, { discount: '-1' }), 'discount', 'invalid-value');
    refusal(sell({}, { shipping: '-1' }), 'shipping', 'invalid-value');
    for (const type of invoiceTypes.filter((t) => t !== 'presale')) refusal(invoice(type, [row({ unit_cost: '1' })], { person: null }), 'person', 'is-required');
    // The whole gross off and the whole net off are allowed.
    expect(() => postInvoice(sell({ discount: '1000' }, { discount: '1000' }), context())).not.toThrow();
    expect(() => postInvoice(sell({ discountPercent: '100' }), context())).not.toThrow();
  });

  it('takes a good sold or returned without a unit cost for a bug of the caller, not a refusal', () => {
    for (const type of ['sell', 'returnSell'] as const) {
      const post = () => postInvoice(invoice(type, [row({ unit_cost: null })]), context());
      expect(post).toThrow(Error);
      expect(post).not.toThrow(PostingRefusal);
    }
  });
});

describe('postInvoice over generated invoices', () => {
  /** Positive amounts with up to `digits` fraction digits, below 10^`size`. */
  const positive = (size: number, digits: number) =>
    fc
      .tuple(fc.nat(10 ** size - 1), fc.nat(10 ** digits - 1))
      .filter(([whole, fraction]) => whole > 0 || fraction > 0)
      .map(([whole, fraction]) => moneyOf(decimalOf(`${whole}.${String(fraction).padStart(digits, '0')}`)));
  const permille = fc.integer({ min: 0, max: 1000 });
  /** A row's discount as an amount (a part of its gross), a percent, or none. */
  const discountKind = fc.oneof(fc.constant(null), fc.record({ percent: fc.integer({ min: 0, max: 10000 }) }), fc.record({ part: permille }));
  const generatedRow = fc.record({
    kind: fc.constantFrom<InvoiceRow['kind']>('product', 'service'),
    count: positive(4, 3),
    perUnit: fc.constantFrom('1', '12', '0.5'),
    fee: positive(8, 4),
    discount: discountKind,
    tax: fc.option(fc.constantFrom('9', '10', '0', '7.5')),
    unitCost: positive(7, 8),
  });
  const generated = fc.record({
    type: fc.constantFrom(...invoiceTypes),
    decimals: fc.integer({ min: 0, max: 4 }),
    rows: fc.array(generatedRow, { minLength: 1, maxLength: 8 }),
    discount: permille,
    shipping: fc.option(positive(6, 2)),
    withUnitCost: fc.boolean(),
  });
  type Generated = typeof generated extends fc.Arbitrary<infer T> ? T : never;

  /** The invoice, each discount within what it comes off (the invoice's a part of the rows' net). */
  function documentOf(g: Generated): InvoiceDocument {
    const rows = g.rows.map((r, index): InvoiceRow => {
      const gross = roundMoney(multiplyMoney(r.count, r.fee), g.decimals);
      const discount = r.discount && 'part' in r.discount ? roundMoney(moneyOf(decimalOf(gross).times(r.discount.part).dividedBy(1000)), g.decimals) : null;
      const percent = r.discount && 'percent' in r.discount ? moneyOf(decimalOf(String(r.discount.percent)).dividedBy(100)) : null;
      const costed = r.kind === 'product' && (g.type === 'sell' || g.type === 'returnSell' || (g.type === 'returnPurchase' && g.withUnitCost));
      return {
        product: index + 1,
        kind: r.kind,
        entrepot: 1,
        count: r.count,
        quantity: multiplyMoney(r.count, r.perUnit),
        fee: r.fee,
        discount,
        discountPercent: percent,
        tax: r.tax,
        unit_cost: costed ? r.unitCost : null,
      };
    });
    const net = invoiceTotals({ ...invoice(g.type, rows), discount: null }, g.decimals).sum;
    const discount = roundMoney(moneyOf(decimalOf(net).times(g.discount).dividedBy(1000)), g.decimals);
    return invoice(g.type, rows, { discount, shipping: g.shipping });
  }

  /** What each account should hold after a sale or purchase (debit positive), from the totals alone. */
  function expectedBalances(document: InvoiceDocument, decimals: number): Map<string, Money> {
    const totals = invoiceTotals(document, decimals);
    const of = (kind: InvoiceRow['kind'], amount: 'gross' | 'taxable') => sumMoney(totals.rows.filter((_, i) => document.rows[i]?.kind === kind).map((r) => r[amount]));
    const goods = document.rows.some((r) => r.kind === 'product');
    const cost = sumMoney(document.rows.map((r) => (r.kind === 'product' ? roundMoney(multiplyMoney(r.quantity ?? '0', r.unit_cost ?? '0'), decimals) : '0')));
    const sold = document.type === 'sell' || document.type === 'returnSell';
    const entries: [AccountSystemRole, Money][] = sold
      ? [
          ['receivable', totals.payable],
          ['salesDiscount', totals.discount],
          ['sales', negateMoney(of('product', 'gross'))],
          ['serviceSales', negateMoney(of('service', 'gross'))],
          ['vatPayable', negateMoney(totals.tax)],
          ['otherIncome', negateMoney(totals.shipping)],
          ['costOfSales', cost],
          ['inventory', negateMoney(cost)],
        ]
      : [
          ['inventory', goods ? addMoney(of('product', 'taxable'), totals.shipping) : '0'],
          ['purchase', goods ? of('service', 'taxable') : addMoney(of('service', 'taxable'), totals.shipping)],
          ['vatReceivable', totals.tax],
          ['payable', negateMoney(totals.payable)],
        ];
    // A return holds the same on the other side, a sale's revenue on sales returns, a purchase's costs on purchase returns.
    const returned = document.type === 'returnSell' || document.type === 'returnPurchase';
    const balances = new Map<string, Money>();
    for (const [role, amount] of entries) {
      const returnedOn: Partial<Record<AccountSystemRole, AccountSystemRole>> = { sales: 'salesReturn', serviceSales: 'salesReturn', purchase: 'purchaseReturn' };
      const held = returned ? (returnedOn[role] ?? role) : role;
      const key = held === 'receivable' || held === 'payable' ? `${id(held)}:707` : String(id(held));
      balances.set(key, addMoney(balances.get(key) ?? '0', returned ? negateMoney(amount) : amount));
    }
    return new Map([...balances].filter(([, amount]) => amount !== '0'));
  }

  it('balances every invoice, and its journal agrees with its totals: the party’s line is the payable', () => {
    fc.assert(
      fc.property(generated, (g) => {
        const document = documentOf(g);
        const { journal, stock } = postInvoice(document, context(g.decimals));
        const totals = invoiceTotals(document, g.decimals);
        expect(compareMoney(sumMoney(totals.rows.map((r) => r.total)), subtractMoney(totals.payable, totals.shipping))).toBe(0);
        expect(compareMoney(sumMoney(totals.rows.map((r) => r.share)), document.discount ?? '0')).toBe(0);
        if (document.type === 'presale') {
          expect({ journal, stock }).toEqual({ journal: null, stock: [] });
          return;
        }
        if (journal) expect(journalProblems(journal)).toEqual([]);
        const party = journal?.lines.find((l) => l.detailId === 707);
        expect(party ? addMoney(party.debit, party.credit) : '0').toBe(totals.payable);
        const balances = Object.fromEntries([...balancesOf(journal?.lines ?? [])].filter(([, amount]) => amount !== '0'));
        expect(balances).toEqual(Object.fromEntries(expectedBalances(document, g.decimals)));
        const goods = document.rows.filter((r) => r.kind === 'product');
        const inward = document.type === 'purchase' || document.type === 'returnSell';
        expect(stock.map((s) => s.quantity)).toEqual(goods.map((r) => (inward ? (r.quantity ?? '0') : negateMoney(r.quantity ?? '0'))));
      }),
      { numRuns: 300 },
    );
  });
});
