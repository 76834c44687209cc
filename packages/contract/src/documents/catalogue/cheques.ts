import { z } from 'zod';
import { chequeDirections, chequeKinds, chequeStatuses } from '@hesab/domain';
import { iranianBanks } from '../../resources/catalogue/treasury.ts';
import type { ChequeField, RowColumn } from '../../resources/field.ts';
import { isoDate } from '../../wire-values.ts';

export { chequeDirections, chequeKinds, chequeStatuses, type ChequeDirection, type ChequeKind, type ChequeStatus } from '@hesab/domain';

/**
 * What a cheque carries as a receipt or payment writes it (issue 15): the 16-digit Sayad id (Persian or Arabic
 * digits accepted), serial, the drawer's bank and branch, the account owner, amount, due and issue dates, kind.
 */
export const chequeColumns = [
  { name: 'sayad', type: 'code', label: 'cheques.sayad', required: true, format: 'sayad', maxLength: 40 },
  { name: 'serial', type: 'code', label: 'cheques.serial', format: 'digits', maxLength: 30 },
  { name: 'bank', type: 'select', label: 'treasury.bank', options: iranianBanks },
  { name: 'branch', type: 'text', label: 'cheques.branch', maxLength: 100 },
  { name: 'owner', type: 'text', label: 'cheques.owner', maxLength: 200 },
  { name: 'amount', type: 'money', label: 'fields.amount', required: true },
  { name: 'due', type: 'date', label: 'cheques.due', required: true },
  { name: 'issue_date', type: 'date', label: 'cheques.issueDate' },
  { name: 'kind', type: 'select', label: 'cheques.kind', options: chequeKinds, required: true },
  { name: 'description', type: 'text', label: 'fields.description', maxLength: 500 },
] as const satisfies readonly RowColumn[];

/** A cheque written on a row of a receipt or payment. */
export const chequeField = { name: 'cheque', type: 'cheque', label: 'cheques.cheque', columns: chequeColumns } as const satisfies ChequeField;

/** `GET cheque`: by direction, status and due dates, paged; `search` matches Sayad id, serial and the person's name. */
export const chequeListQuery = z.looseObject({
  direction: z.enum(chequeDirections).optional(),
  /** one status, or several separated by commas (the overdue list: fund,inBank) */
  status: z
    .string()
    .transform((value) => value.split(',').filter((status) => status !== ''))
    .pipe(z.array(z.enum(chequeStatuses)))
    .optional(),
  kind: z.enum(chequeKinds).optional(),
  dueFrom: isoDate.optional(),
  dueTo: isoDate.optional(),
  removed: z.enum(['0', '1']).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(25),
});
export type ChequeListQuery = z.infer<typeof chequeListQuery>;

/** `POST cheque/{id}/status`: the new status on a date; a bank account where the cheque goes into one (inBank, passed). */
export const chequeStatusBody = z.strictObject({
  status: z.enum(chequeStatuses),
  date: isoDate,
  bank: z.number().int().positive().optional().nullable(),
  description: z.string().trim().max(500).optional().nullable(),
});
export type ChequeStatusBody = z.infer<typeof chequeStatusBody>;

/** A cheque as its list and form read it. */
export const chequeRead = z.object({
  id: z.number().int(),
  direction: z.enum(chequeDirections),
  sayad: z.string(),
  serial: z.string().nullable(),
  bank: z.string().nullable(),
  branch: z.string().nullable(),
  owner: z.string().nullable(),
  amount: z.string(),
  due: z.string(),
  issue_date: z.string().nullable(),
  person: z.number().int().nullable(),
  person_label: z.string().nullable(),
  kind: z.enum(chequeKinds),
  description: z.string().nullable(),
  status: z.enum(chequeStatuses),
  bank_account: z.number().int().nullable(),
  bank_account_label: z.string().nullable(),
  /** the receipt or payment it came with */
  source: z.object({ kind: z.string(), id: z.number().int(), number: z.number().int().nullable() }),
  removed: z.boolean(),
  /** the statuses it may move to now */
  next: z.array(z.enum(chequeStatuses)),
});
export type ChequeRead = z.infer<typeof chequeRead>;

/** One change in a cheque's history. */
export const chequeHistoryRow = z.object({
  status: z.enum(chequeStatuses),
  date: z.string(),
  bank_account: z.number().int().nullable(),
  bank_account_label: z.string().nullable(),
  document: z.number().int().nullable(),
  document_number: z.number().int().nullable(),
  user: z.string().nullable(),
  at: z.string(),
});
