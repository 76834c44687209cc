import type { contraryNatureRow } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import type { ReactNode } from 'react';
import type { TableColumn } from '../../shared/resources/table-columns.ts';
import { remainAmount, remainSide } from './book-lines.ts';
import { amountColumn, type ReportFormat } from './report-columns.ts';

export type ContraryNatureRow = ReturnType<typeof contraryNatureRow.parse>;
export const contraryLevels = ['given', 'detail'] as const;
export type ContraryLevel = (typeof contraryLevels)[number];

/**
 * The columns of balances against their account's nature: the nature, then the amount on the wrong side and the
 * side it is actually on, in the error colour so it stands out. The detail level also names the given account.
 */
export function contraryNatureColumns(
  format: ReportFormat,
  level: ContraryLevel,
  emphasise?: (text: string) => ReactNode,
): TableColumn<ContraryNatureRow>[] {
  const { t } = format;
  const amount = amountColumn<ContraryNatureRow>('against', t('reports.againstNature'), (row) => remainAmount(row.balance), format);
  const actual = (row: ContraryNatureRow) => t(`reports.sides.${remainSide(row.balance)}`);
  return [
    { id: 'code', header: t('reports.code'), text: (row) => localizeDigits(row.code, format.language), cell: (row) => row.code },
    { id: 'name', header: t('reports.name'), text: (row) => row.name },
    ...(level === 'detail'
      ? [
          {
            id: 'account_code',
            header: t('reports.accountCode'),
            text: (row: ContraryNatureRow) => localizeDigits(row.account_code ?? '', format.language),
            cell: (row: ContraryNatureRow) => row.account_code ?? '',
          },
        ]
      : []),
    { id: 'nature', header: t('reports.nature'), text: (row) => t(`reports.sides.${row.nature}`) },
    { ...amount, render: emphasise && ((row) => emphasise(amount.text(row))) },
    { id: 'actual', header: t('reports.actualSide'), text: actual, render: emphasise && ((row) => emphasise(actual(row))) },
  ];
}
