import { nextCodeReply, type ResourceDefinition } from '@hesab/contract';
import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { api } from '../../shared/api/client.ts';
import { ResourceEditPage } from '../../shared/resources/resource-edit-page.tsx';
import { useResourceAccess } from '../../shared/resources/use-resource-access.ts';
import { useInit } from '../../shared/session/session-queries.ts';
import { treasuryLayout } from './treasury-form-rules.ts';

/**
 * bank, cash and petty edit/{id?}: the generic form page, a new account starting with the next free code
 * (`GET <kind>?checkCode`) and the business's currency, its opening balance governed as a person's.
 */
export function TreasuryEditPage({ definition }: { definition: ResourceDefinition }) {
  const { id } = useParams();
  const creating = id === undefined;
  const access = useResourceAccess(definition);
  const init = useInit().data;
  const nextCode = useQuery({
    queryKey: [definition.name, 'next-code'],
    queryFn: () => api.get(definition.name, nextCodeReply, { checkCode: 'active' }),
    enabled: creating && access.create,
    staleTime: 0,
    gcTime: 0,
  });
  // A new account is kept in the business's currency unless another is chosen, as the server takes an empty one.
  const defaults = useMemo(() => ({ code: nextCode.data?.data ?? '', currency: init?.currency.id ?? null }), [nextCode.data, init]);
  const layout = useMemo(() => (init ? treasuryLayout(init.isMainYear) : null), [init]);
  // Without the next code (a failed read) the form still opens: the server gives an empty code the next one.
  if (!layout || (creating && access.create && nextCode.isPending)) return <LinearProgress />;
  return <ResourceEditPage definition={definition} layout={layout} defaults={defaults} />;
}
