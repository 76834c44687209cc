import type { ConflictingDocument } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import type { ReactNode } from 'react';
import { formatBusinessDate } from '../../shared/format/dates.ts';
import type { FormatContext } from '../../shared/fields/format-context.ts';
import type { TableColumn } from '../../shared/resources/table-columns.ts';

type Format = Pick<FormatContext, 't' | 'language' | 'dateLocale'>;

/** The conflicting documents' columns: which document, what rule it breaks, and on which account. */
export function conflictingColumns(format: Format, renderNumber?: (row: ConflictingDocument) => ReactNode): TableColumn<ConflictingDocument>[] {
  const { t, language } = format;
  return [
    {
      id: 'number',
      header: t('checks.number'),
      text: (row) => localizeDigits(String(row.number), language),
      cell: (row) => row.number,
      render: renderNumber,
    },
    { id: 'date', header: t('checks.date'), text: (row) => formatBusinessDate(row.date, format.dateLocale, language) },
    { id: 'description', header: t('checks.description'), text: (row) => row.description ?? '', multiline: true },
    { id: 'problem', header: t('checks.problem'), text: (row) => t(`checks.problems.${row.problem}`) },
    {
      id: 'account',
      header: t('checks.account'),
      text: (row) => (row.account_code ? `${localizeDigits(row.account_code, language)} ${row.account_name ?? ''}` : ''),
      cell: (row) => (row.account_code ? `${row.account_code} ${row.account_name ?? ''}` : ''),
    },
  ];
}
