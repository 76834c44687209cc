import type { Field } from '@hesab/contract';
import type { TFunction } from 'i18next';
import { removeBidiMarks } from '@hesab/domain';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from './log-api.ts';
import { logColumns } from './log-columns.ts';

const entry: LogEntry = {
  id: 1,
  ref_action: 'update',
  ref_type: 'tag',
  ref_id: '4',
  ref_number: 'فوری',
  content: 'ویرایش برچسب',
  user: { id: 1, name: 'admin', firstname: 'مدیر', lastname: 'سیستم' },
  date: '2026-03-21',
  time: '09:05:00',
  ip: '127.0.0.1',
  platform: 'Linux',
  user_agent: 'Chromium',
  names: {},
};

// Keys come back as they are, so the test sees which key each cell asked for.
const t = ((key: string) => key) as TFunction;
// A value reads as its field type and value, so the test sees what the registry was asked.
const valueText = (field: Field, value: unknown, record: Readonly<Record<string, unknown>>) =>
  `${field.type}(${JSON.stringify(record[`${field.name}_label`] ?? value)})`;

function row(language: 'fa' | 'en', dateLocale: string, change: Partial<LogEntry> = {}): Record<string, string> {
  const columns = logColumns({ t, language, dateLocale, valueText });
  return Object.fromEntries(columns.map((column) => [column.id, column.text({ ...entry, ...change })]));
}

describe('log rows', () => {
  it('show a Persian business Jalali dates with Persian digits', () => {
    const cells = row('fa', 'fa');
    expect(cells.date).toBe('۱۴۰۵/۰۱/۰۱');
    expect(cells.time).toBe('۰۹:۰۵:۰۰');
    expect(cells.user).toBe('مدیر سیستم');
    expect(cells.action).toBe('log.actions.update');
    expect(cells.type).toBe('resources.tags');
  });

  it('show a Gregorian business its own dates, and unknown types and actions as they are', () => {
    const cells = logColumns({ t, language: 'en', dateLocale: 'en', valueText }).map((column) =>
      column.text({ ...entry, ref_type: 'gadget', ref_action: 'post' }),
    );
    expect(cells.slice(0, 5)).toEqual(['2026/03/21', '09:05:00', 'مدیر سیستم', 'post', 'gadget']);
  });

  it('name documents and cheques in words: the kind of invoice, a cheque’s new status, a restored document', () => {
    expect(row('fa', 'fa', { ref_type: 'invoice', content: 'returnSell' })).toMatchObject({ type: 'invoices.invoice', content: 'invoices.typeOptions.returnSell' });
    expect(row('fa', 'fa', { ref_type: 'cheque', content: 'inBank' })).toMatchObject({ type: 'log.types.cheque', content: 'cheques.statusOptions.inBank' });
    expect(row('fa', 'fa', { ref_type: 'receive', content: 'restored' })).toMatchObject({ content: 'log.restored' });
    // A word that names nothing of the kind stays as written.
    expect(row('fa', 'fa', { ref_type: 'invoice', content: 'inBank' }).content).toBe('inBank');
  });

  it('name a person’s changes by their labels, with values as the form shows them, and leave internal fields out', () => {
    const content = [
      'firstname: "علی" → "علی‌رضا"',
      'openingJournalId: null → 12',
      'detail_id: null → 40',
      'password: null → "secret"',
      'nature_initial_price: null → "debtor"',
    ].join('\n');
    const cells = row('fa', 'fa', { ref_type: 'customer', content });
    expect(cells.type).toBe('persons.title');
    expect(removeBidiMarks(cells.content ?? '')).toBe(
      'persons.firstname: text("علی") ← text("علی‌رضا")\npersons.nature_initial_price: select("debtor")',
    );
    // An English page reads left to right, and so does its arrow.
    expect(removeBidiMarks(row('en', 'en', { ref_type: 'customer', content }).content ?? '')).toContain('→');
  });

  it('name a referenced record by the name the server found for its id, and by its id where none was found', () => {
    const content = 'currency: 1 → 2';
    const cells = row('fa', 'fa', { ref_type: 'bank', content, names: { 'currency:1': 'ریال', 'currency:2': 'دلار' } });
    expect(removeBidiMarks(cells.content ?? '')).toBe('treasury.currency: reference("ریال") ← reference("دلار")');
    expect(removeBidiMarks(row('fa', 'fa', { ref_type: 'bank', content }).content ?? '')).toBe('treasury.currency: reference(1) ← reference(2)');
  });

  it('keep a content that is not a list of changes, and name the types that are not resources', () => {
    const cells = row('fa', 'fa', { ref_type: 'accountingDocument', content: 'خرید ملزومات' });
    expect(cells.content).toBe('خرید ملزومات');
    expect(cells.type).toBe('log.types.accountingDocument');
  });
});
