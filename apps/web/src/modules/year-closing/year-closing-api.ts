import { closeAccountsResult, closeYearResult, yearClosingState } from '@hesab/contract';
import { api } from '../../shared/api/client.ts';

export const yearClosingQueryKey = ['accounting', 'closing'] as const;

export const fetchClosingState = () => api.get('accounting/closing', yearClosingState);

/** Both commands name the year they close, so a repeated click cannot close the year the first one opened. */
export const closeTemporaryAccounts = (yearId: number) => api.post('accounting/closeAccounts', { year_id: yearId }, closeAccountsResult);

/** Closes the year; the opening balance moves to `capitalAccount`, or the chart's capital account when none is given. */
export const closeYear = ({ yearId, capitalAccount }: { yearId: number; capitalAccount?: number }) =>
  api.post('accounting/closeYear', { year_id: yearId, capital_account: capitalAccount }, closeYearResult);
