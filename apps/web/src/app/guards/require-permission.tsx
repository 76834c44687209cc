import { alwaysAllowedRoutes, planOptionOf, type RouteName } from '@hesab/contract';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PlanFeatureDialog } from '../../modules/plans/plan-feature-dialog.tsx';
import { permits } from '../../shared/hooks/use-has-permission.ts';
import { usePermissions } from '../../shared/session/session-queries.ts';

/**
 * A route whose name the loaded permission list lacks sends the user to /403 (Dashboard excepted); one the list holds
 * but whose plan option the business's plan has off shows the plan dialog instead of the screen.
 */
export function RequirePermission({ name, children }: { name: RouteName; children: ReactNode }) {
  const permissions = usePermissions();
  if (alwaysAllowedRoutes.includes(name)) return children;
  // Without a network the list cannot come (the query waits paused, or failed and is asked again by every screen
  // that mounts): a screen that works offline (the cashier's) opens, and the server checks what it sends up.
  if (permissions.isPending && permissions.fetchStatus !== 'paused' && permissions.errorUpdateCount === 0) return <LinearProgress />;
  if (permissions.data && !permits(permissions.data, name)) {
    const option = planOptionOf(name);
    if (option && permissions.data.permissions.includes(name)) return <PlanFeatureDialog option={option} />;
    return <Navigate to="/403" replace />;
  }
  return children;
}
