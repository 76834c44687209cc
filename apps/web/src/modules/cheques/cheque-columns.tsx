import type { ChequeRead } from '@hesab/contract';
import { localizeDigits, localizeTextDigits } from '@hesab/domain';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { amountText, dateText } from '../../shared/documents/document-fields.ts';
import type { FormatContext } from '../../shared/fields/format-context.ts';
import type { TableColumn } from '../../shared/resources/table-columns.ts';
import { ChequeStatusChip } from './cheque-status-chip.tsx';
import { sourcePath } from './cheque-statuses.ts';

type Column = TableColumn<ChequeRead>;

/** The drawer's bank by its name; a paid cheque without one is named by the account it is drawn on. */
export function bankText(cheque: ChequeRead, { t }: FormatContext): string {
  return cheque.bank ? t(`treasury.bankOptions.${cheque.bank}`) : (cheque.bank_account_label ?? '');
}

/** The receipt or payment a cheque came with, by its number. */
export function sourceText(source: ChequeRead['source'], { t, language }: FormatContext): string {
  const number = source.number === null ? '' : localizeDigits(String(source.number), language);
  return t(`cheques.sources.${source.kind === 'pay' ? 'pay' : 'receive'}`, { number });
}

/** A cheque list's columns; the removed list, which holds both directions, says each one's. */
export function chequeColumns(context: FormatContext, withDirection: boolean): Column[] {
  const { t, language } = context;
  return [
    { id: 'sayad', header: t('cheques.sayad'), text: (row) => localizeTextDigits(row.sayad, language), ltr: true },
    { id: 'serial', header: t('cheques.serial'), text: (row) => localizeTextDigits(row.serial ?? '', language), ltr: true },
    ...(withDirection
      ? [{ id: 'direction', header: t('cheques.cheque'), text: (row: ChequeRead) => t(row.direction === 'paid' ? 'cheques.paid' : 'cheques.received') }]
      : []),
    { id: 'person', header: t('fields.person'), text: (row) => row.person_label ?? '' },
    { id: 'bank', header: t('treasury.bank'), text: (row) => bankText(row, context) },
    { id: 'amount', header: t('fields.amount'), text: (row) => amountText(row.amount, context), ltr: true },
    { id: 'due', header: t('cheques.due'), text: (row) => dateText(row.due, context) },
    {
      id: 'status',
      header: t('cheques.status'),
      text: (row) => t(`cheques.statusOptions.${row.status}`),
      render: (row) => <ChequeStatusChip status={row.status} />,
    },
    {
      id: 'document',
      header: t('cheques.document'),
      text: (row) => sourceText(row.source, context),
      render: (row) => {
        const path = sourcePath(row.source);
        const text = sourceText(row.source, context);
        return path ? (
          <Link component={RouterLink} to={path} onClick={(event) => event.stopPropagation()} data-testid="cheque-source">
            {text}
          </Link>
        ) : (
          text
        );
      },
    },
  ];
}
