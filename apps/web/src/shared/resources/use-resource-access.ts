import type { ResourceDefinition } from '@hesab/contract';
import { useMemo } from 'react';
import { usePermissions } from '../session/session-queries.ts';
import { resourceAccess, type ResourceAccess } from './resource-access.ts';

export function useResourceAccess(definition: ResourceDefinition, kind?: string): ResourceAccess {
  const permissions = usePermissions().data?.permissions;
  return useMemo(() => resourceAccess(definition, permissions ?? [], kind), [definition, permissions, kind]);
}
