import { describe, expect, it } from 'vitest';
import { translationsIn } from '../../shared/i18n/test-translations.ts';
import { exportTable } from '../../shared/resources/table-columns.ts';
import { bookLine, closingLine, openingLine, type BookRow } from './book-lines.ts';
import { contraryNatureColumns } from './contrary-nature.ts';
import { balanceColumns, bookColumns, periodLabel, statementColumns, type ReportFormat } from './report-columns.ts';
import { labelledLine, netResult, stackSheets } from './statement-lines.ts';

const fa: ReportFormat = { t: translationsIn('fa'), language: 'fa', dateLocale: 'fa', currencyPrecision: 0 };
const en: ReportFormat = { ...fa, t: translationsIn('en'), language: 'en' };

const cash = {
  code: '10101',
  name: 'صندوق',
  opening_debit: '1000',
  opening_credit: '0',
  debit: '1500000',
  credit: '400000',
  closing_debit: '1101000',
  closing_credit: '0',
};

describe('a trial balance', () => {
  it('shows amounts in the money format with Persian digits, and exports them as numbers', () => {
    const columns = balanceColumns(fa, '2');
    expect(columns.map((column) => column.header)).toEqual(['کد', 'نام', 'مانده بدهکار', 'مانده بستانکار']);
    expect(columns.map((column) => column.text(cash))).toEqual(['۱۰۱۰۱', 'صندوق', '۱٬۱۰۱٬۰۰۰', '۰']);
    const sheet = exportTable(balanceColumns(en, '8'), [cash], 1, 'Row', { trailing: [{ ...cash, code: '', name: 'Total' }] });
    expect(sheet.headers).toEqual([
      'Row',
      'Code',
      'Name',
      'Opening debit',
      'Opening credit',
      'Period debit',
      'Period credit',
      'Total debit',
      'Total credit',
      'Debit balance',
      'Credit balance',
    ]);
    expect(sheet.rows).toEqual([
      [1, '10101', 'صندوق', 1000, 0, 1500000, 400000, 1501000, 400000, 1101000, 0],
      ['', '', 'Total', 1000, 0, 1500000, 400000, 1501000, 400000, 1101000, 0],
    ]);
  });

  it('names its period in the business calendar', () => {
    expect(periodLabel(fa, { from: '2025-03-21', to: '2026-03-20' })).toBe('از ۱۴۰۴/۰۱/۰۱ تا ۱۴۰۴/۱۲/۲۹');
  });
});

describe('the book', () => {
  const rows: BookRow[] = [
    {
      date: '2025-04-01',
      number: 7,
      journal_id: 70,
      description: 'فروش نقدی',
      debit: '1500000',
      credit: '0',
      cumulative_debtor: '1500000',
      cumulative_creditor: '0',
      remain: '1500000',
    },
    {
      date: '2025-04-02',
      number: 8,
      journal_id: 80,
      description: 'اجاره',
      debit: '0',
      credit: '1600000',
      cumulative_debtor: '1500000',
      cumulative_creditor: '1600000',
      remain: '-100000',
    },
  ];

  it('exports the opening line, the rows with Jalali dates and the side of each balance, and the period total', () => {
    const lastLine = closingLine(rows, true);
    const sheet = exportTable(bookColumns(fa), rows.map(bookLine), 1, 'ردیف', {
      leading: [openingLine(rows, '0', true)],
      trailing: lastLine ? [lastLine] : [],
    });
    expect(sheet.rows).toEqual([
      ['', '', '', 'مانده ابتدای دوره', '', '', '', '', 0, 'بی‌حساب'],
      [1, '۱۴۰۴/۰۱/۱۲', 7, 'فروش نقدی', 1500000, 0, 1500000, 0, 1500000, 'بدهکار'],
      [2, '۱۴۰۴/۰۱/۱۳', 8, 'اجاره', 0, 1600000, 1500000, 1600000, 100000, 'بستانکار'],
      ['', '', '', 'جمع دوره', 1500000, 1600000, '', '', 100000, 'بستانکار'],
    ]);
  });
});

describe('financial statements', () => {
  it('stack their sections in one sheet, each under its title, with the net result after them', () => {
    const columns = statementColumns(en);
    const income = exportTable(columns, [{ code: '601', name: 'Sales', amount: '1500000' }], 1, 'Row', {
      trailing: [labelledLine('Total income', '1500000')],
    });
    const expenses = exportTable(columns, [{ code: '801', name: 'Rent', amount: '400000' }], 1, 'Row', {
      trailing: [labelledLine('Total expenses', '400000')],
    });
    const net = netResult('1100000');
    const sheet = stackSheets(
      [
        { title: 'Income', table: income },
        { title: 'Expenses', table: expenses },
      ],
      [['', '', net.label, net.amount]],
    );
    expect(sheet.headers).toEqual(['Row', 'Code', 'Name', 'Amount']);
    expect(sheet.rows).toEqual([
      ['Income', '', '', ''],
      [1, '601', 'Sales', 1500000],
      ['', '', 'Total income', 1500000],
      ['', '', '', ''],
      ['Expenses', '', '', ''],
      [1, '801', 'Rent', 400000],
      ['', '', 'Total expenses', 400000],
      ['', '', '', ''],
      ['', '', 'netProfit', '1100000'],
    ]);
  });

  it('call a negative net profit a loss and show it without its minus', () => {
    expect(netResult('-250.5')).toEqual({ label: 'netLoss', amount: '250.5' });
    expect(netResult('0')).toEqual({ label: 'netProfit', amount: '0' });
  });
});

describe('balances against nature', () => {
  it('show the amount on the wrong side and the side it is on', () => {
    const columns = contraryNatureColumns(fa, 'detail');
    const row = { code: '1001', name: 'علی', account_code: '10301', nature: 'debtor' as const, balance: '-250000' };
    expect(columns.map((column) => column.text(row))).toEqual(['۱۰۰۱', 'علی', '۱۰۳۰۱', 'بدهکار', '۲۵۰٬۰۰۰', 'بستانکار']);
    expect(contraryNatureColumns(fa, 'given').map((column) => column.id)).not.toContain('account_code');
  });
});
