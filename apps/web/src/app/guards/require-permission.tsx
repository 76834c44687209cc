import { alwaysAllowedRoutes, type RouteName } from '@hesab/contract';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { usePermissions } from '../../shared/session/session-queries.ts';

/** A route whose name the loaded permission list lacks sends the user to /403 (Dashboard excepted). */
export function RequirePermission({ name, children }: { name: RouteName; children: ReactNode }) {
  const permissions = usePermissions();
  if (alwaysAllowedRoutes.includes(name)) return children;
  if (permissions.isPending) return <LinearProgress />;
  if (permissions.data && !permissions.data.permissions.includes(name)) return <Navigate to="/403" replace />;
  return children;
}
