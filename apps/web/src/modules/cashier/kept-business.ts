import { businessProfile } from '@hesab/contract';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { z } from 'zod';
import { usePrintedBusiness, type PrintedBusiness } from '../../shared/print/printed-business.ts';
import type { CashierDatabase } from './local-database.ts';

const keptBusiness = z.object({ name: z.string(), profile: businessProfile.nullable(), currency: z.string() });

/**
 * The business as its receipts name it, kept with the copy whenever the session has it, so that a receipt printed
 * with no network still names the shop, its phone and address (its logo's link, which expires, is not kept).
 */
export function useKeptBusiness(database: CashierDatabase): PrintedBusiness {
  const business = usePrintedBusiness();
  const { name, profile, currency } = business;
  useEffect(() => {
    if (name !== '') void database.flags.put({ key: 'business', value: JSON.stringify({ name, profile, currency }) });
  }, [database, name, profile, currency]);
  const kept = useLiveQuery(() => database.flags.get('business'), [database]);
  if (name !== '' || kept === undefined) return business;
  const parsed = keptBusiness.safeParse(JSON.parse(kept.value));
  return parsed.success ? { ...parsed.data, logo: null } : business;
}
