import type { DocumentDefinition } from '@hesab/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import { api } from '../api/client.ts';
import { useInit } from '../session/session-queries.ts';
import type { HeaderValues } from './line-values.ts';

const currencyPage = z.object({ data: z.array(z.object({ id: z.number().int(), decimals: z.number().int() })) });

/** The id of the currency a header names (its picker's item, or the id a read document has), none while it names none. */
function namedCurrency(header: HeaderValues): number | null {
  const value = header.currency;
  if (typeof value === 'number') return value;
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number' ? value.id : null;
}

/** The decimals of each of the business's currencies, read once and shared by every form and list that asks. */
function useCurrencyDecimals(enabled: boolean): ReadonlyMap<number, number> {
  const currencies = useQuery({
    queryKey: ['currency', 'decimals'],
    queryFn: ({ signal }) => api.get('currency', currencyPage, { perPage: 500 }, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
  return useMemo(() => new Map((currencies.data?.data ?? []).map((currency) => [currency.id, currency.decimals])), [currencies.data]);
}

/** The decimals of `currency` where it is another than the business's; null for the business's own (or none). */
function useForeignDecimals(enabled: boolean): (currency: unknown) => number | null {
  const base = useInit().data?.currency.id;
  const decimals = useCurrencyDecimals(enabled);
  return useCallback((currency) => (typeof currency === 'number' && currency !== base ? (decimals.get(currency) ?? null) : null), [base, decimals]);
}

/** The currency a document's header names where that is not the business's: its amounts are in it, at the header's rate. */
export function useForeignCurrency(header: HeaderValues): number | null {
  const base = useInit().data?.currency.id;
  const named = namedCurrency(header);
  return named !== null && named !== base ? named : null;
}

/**
 * The decimals a document's amounts are typed and reckoned in: those of the currency its header names where that is
 * not the business's (an invoice or receipt in euros in a business that keeps rials), else none (the business's).
 */
export function useDocumentPrecision(header: HeaderValues): number | null {
  const named = namedCurrency(header);
  return useForeignDecimals(named !== null)(named);
}

/**
 * For a list of a kind whose documents may be in another currency (an invoice, a receipt): the decimals of a row's
 * amounts where its currency is not the business's, else null (the business's).
 */
export function useRowPrecision(definition: DocumentDefinition): (row: Readonly<Record<string, unknown>>) => number | null {
  const foreignDecimals = useForeignDecimals(definition.fields.some((field) => field.name === 'currency'));
  return useCallback((row) => foreignDecimals(row.currency), [foreignDecimals]);
}
