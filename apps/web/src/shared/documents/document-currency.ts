import type { DocumentDefinition } from '@hesab/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import { api } from '../api/client.ts';
import { useInit } from '../session/session-queries.ts';
import type { HeaderValues } from './line-values.ts';

const currencyDecimals = z.object({ id: z.number().int(), decimals: z.number().int() });
const currencyPage = z.object({ data: z.array(currencyDecimals) });

/** The id of the currency a header names (its picker's item, or the id a read document has), none while it names none. */
function namedCurrency(header: HeaderValues): number | null {
  const value = header.currency;
  if (typeof value === 'number') return value;
  return typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'number' ? value.id : null;
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
  const foreign = useForeignCurrency(header);
  const currency = useQuery({
    queryKey: ['currency', 'decimals', foreign],
    queryFn: ({ signal }) => api.get(`currency/${String(foreign)}/edit`, currencyDecimals, undefined, signal),
    enabled: foreign !== null,
    staleTime: 5 * 60_000,
  });
  return foreign === null ? null : (currency.data?.decimals ?? null);
}

/**
 * For a list of a kind whose documents may be in another currency (an invoice, a receipt): the decimals of a row's
 * amounts where its currency is not the business's, else null (the business's).
 */
export function useRowPrecision(definition: DocumentDefinition): (row: Readonly<Record<string, unknown>>) => number | null {
  const base = useInit().data?.currency.id;
  const named = definition.fields.some((field) => field.name === 'currency');
  const currencies = useQuery({
    queryKey: ['currency', 'decimals', 'all'],
    queryFn: ({ signal }) => api.get('currency', currencyPage, { perPage: 500 }, signal),
    enabled: named,
    staleTime: 5 * 60_000,
  });
  const decimals = useMemo(() => new Map((currencies.data?.data ?? []).map((currency) => [currency.id, currency.decimals])), [currencies.data]);
  return useCallback(
    (row) => {
      const currency = row.currency;
      return typeof currency === 'number' && currency !== base ? (decimals.get(currency) ?? null) : null;
    },
    [base, decimals],
  );
}
