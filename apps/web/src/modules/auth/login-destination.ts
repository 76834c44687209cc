import { publicPaths } from '@hesab/contract';
import { takeLastPath } from '../../shared/api/session-store.ts';

/** Where a fresh login goes: back to the private page the guest asked for, else the dashboard. */
export function loginDestination(): string {
  const path = takeLastPath();
  if (!path || !path.startsWith('/') || path.startsWith('//')) return '/';
  const pathname = path.split(/[?#]/)[0] ?? '';
  return (publicPaths as readonly string[]).includes(pathname) ? '/' : path;
}
