import type { TFunction } from 'i18next';
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
};

// Keys come back as they are, so the test sees which key each cell asked for.
const t = ((key: string) => key) as TFunction;

function row(language: 'fa' | 'en', dateLocale: string): Record<string, string> {
  return Object.fromEntries(logColumns({ t, language, dateLocale }).map((column) => [column.id, column.text(entry)]));
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
    const cells = logColumns({ t, language: 'en', dateLocale: 'en' }).map((column) =>
      column.text({ ...entry, ref_type: 'invoice', ref_action: 'post' }),
    );
    expect(cells.slice(0, 5)).toEqual(['2026/03/21', '09:05:00', 'مدیر سیستم', 'post', 'invoice']);
  });
});
