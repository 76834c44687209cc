import type { ResourceDefinition } from '@hesab/contract';
import { useMemo } from 'react';
import { usePermissions } from '../session/session-queries.ts';
import { resourceAccess, type ResourceAccess } from './resource-access.ts';

export function useResourceAccess(definition: ResourceDefinition): ResourceAccess {
  const permissions = usePermissions().data?.permissions;
  return useMemo(() => resourceAccess(definition, permissions ?? []), [definition, permissions]);
}
