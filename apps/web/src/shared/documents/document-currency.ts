import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api/client.ts';
import { useInit } from '../session/session-queries.ts';
import type { HeaderValues } from './line-values.ts';

const currencyDecimals = z.object({ id: z.number().int(), decimals: z.number().int() });

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
