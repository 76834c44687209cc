import {
  balanceSheet,
  bookPage,
  codingAccount,
  contraryNatureRow,
  detailResource,
  errorStatus,
  profitAndLoss,
  totalDocument,
  trialBalanceReport,
  type BalanceLevel,
} from '@hesab/contract';
import { ApiError } from '../../shared/api/api-error.ts';
import { api } from '../../shared/api/client.ts';
import { readText } from '../../shared/api/wire.ts';
import { fetchForEdit } from '../../shared/resources/resource-api.ts';
import type { ContraryLevel } from './contrary-nature.ts';
import type { Period } from './report-period.ts';

/* Every answer is checked through the contract's schemas. */

const contraryRows = contraryNatureRow.array();

/** Reports answer what the ledger says now: a document posted elsewhere shows on the next visit. */
export const reportStaleTime = 0;

export const reportKeys = {
  balance: (period: Period, level: BalanceLevel) => ['reports', 'balance', period, level] as const,
  book: (query: BookQuery | null) => ['reports', 'book', query] as const,
  profitCost: (period: Period) => ['reports', 'profitCost', period] as const,
  balanceSheet: (date: string) => ['reports', 'balanceSheet', date] as const,
  totalDocument: (period: Period) => ['reports', 'totalDocument', period] as const,
  contraryNature: (date: string, level: ContraryLevel) => ['reports', 'contraryNature', date, level] as const,
  accountName: (id: number) => ['reports', 'accountName', id] as const,
  detailName: (id: number) => ['reports', 'detailName', id] as const,
};

/** `GET report/balance?from&to&level`: the trial balance and its totals. */
export const fetchTrialBalance = (period: Period, level: BalanceLevel) =>
  api.get('report/balance', trialBalanceReport, { ...period, level });

export interface BookQuery extends Period {
  account?: number;
  detail?: number;
  page: number;
  perPage: number;
}

/** `GET report/book`: a page of an account's ledger with its running balance. */
export const fetchBook = (query: BookQuery) => api.get('report/book', bookPage, { ...query });

/** `GET report/profitCost?from&to` */
export const fetchProfitCost = (period: Period) => api.get('report/profitCost', profitAndLoss, { ...period });

/** `GET report/balanceSheet?date` */
export const fetchBalanceSheet = (date: string) => api.get('report/balanceSheet', balanceSheet, { date });

/** `GET report/totalDocument?from&to`: the summary document of the period. */
export const fetchTotalDocument = (period: Period) => api.get('report/totalDocument', totalDocument, { ...period });

/** `GET report/contraryNature?date&level` */
export const fetchContraryNature = (date: string, level: ContraryLevel) =>
  api.get('report/contraryNature', contraryRows, { date, level });

/** An account's name as its picker shows it, for a book opened from a link. */
export async function fetchAccountName(id: number): Promise<string | null> {
  const account = await api.get(`coding/${id}/edit`, codingAccount);
  return account.name;
}

/**
 * A detail account's name, for a book opened from a link; null when the user may read books but not the detail
 * list, where the picker shows the number instead of an error.
 */
export async function fetchDetailName(id: number): Promise<string | null> {
  try {
    return readText((await fetchForEdit(detailResource, String(id))).name);
  } catch (error) {
    if (error instanceof ApiError && error.status === errorStatus.forbidden) return null;
    throw error;
  }
}
