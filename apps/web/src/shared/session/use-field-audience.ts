import type { FieldAudience } from '@hesab/contract';
import { useMemo } from 'react';
import { usePermissions } from './session-queries.ts';

/** The user's permissions and the business's config, which a field's `requires` is checked against; null until loaded. */
export function useFieldAudience(): FieldAudience | null {
  const { data } = usePermissions();
  return useMemo(
    () => (data ? { holds: (permission: string) => data.permissions.includes(permission), config: data.config } : null),
    [data],
  );
}
