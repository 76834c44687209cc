import { Navigate, Outlet } from 'react-router';
import { isLoggedIn } from '../../shared/api/session-store.ts';

/** /login and /mlogin are for guests: a logged-in user goes to the dashboard. */
export function GuestOnly() {
  return isLoggedIn() ? <Navigate to="/" replace /> : <Outlet />;
}
