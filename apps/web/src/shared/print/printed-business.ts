import { businessLogo, fileLinkMinutes, type BusinessProfile, type PartyOnPaper } from '@hesab/contract';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useInit } from '../session/session-queries.ts';
import { fetchFiles, filesQueryKey } from '../uploads/uploads-api.ts';

/** The seller as its printed documents name it: its name, codes, address and phone, and the money it counts in. */
export interface PrintedBusiness {
  name: string;
  profile: BusinessProfile | null;
  currency: string;
  /** a signed link to its logo (the settings' latest upload), or null */
  logo: string | null;
}

/**
 * The business a printed sheet is of, where it is not the logged-in session's: a shared invoice's page, opened by
 * anyone, names the invoice's business.
 */
export const PrintedBusinessContext = createContext<PrintedBusiness | null>(null);

export function usePrintedBusiness(): PrintedBusiness {
  const given = useContext(PrintedBusinessContext);
  const session = useInit().data;
  // Its links expire: read again well before they do.
  const logos = useQuery({
    queryKey: filesQueryKey(businessLogo),
    queryFn: () => fetchFiles(businessLogo),
    enabled: given === null,
    refetchInterval: (fileLinkMinutes / 3) * 60_000,
  });
  const logo = logos.data?.data.at(-1)?.url ?? null;
  return given ?? { name: session?.businessName ?? '', profile: session?.businessProfile ?? null, currency: session?.currency.name ?? '', logo };
}

/**
 * The party of a printed sheet where the page already has it (a shared invoice's page); undefined where the sheet
 * reads the party's record itself.
 */
export const PrintedPartyContext = createContext<PartyOnPaper | null | undefined>(undefined);
