import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { isLoggedIn, readAppKey, rememberLastPath } from '../../shared/api/session-store.ts';
import { RealtimeUpdates } from '../../shared/realtime/realtime-updates.tsx';

function ToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberLastPath(location.pathname + location.search + location.hash);
    navigate('/login', { replace: true });
  }, [location, navigate]);
  return null;
}

/**
 * Guests opening a private route go to /login; the requested path is remembered for after the login. A logged-in
 * user's screens hear what changes in their business (issue 19); one with no business yet makes one first.
 */
export function RequireAuth() {
  // Signed up, but no business made yet: sign-up goes on there.
  if (isLoggedIn() && readAppKey() === null) return <Navigate to="/register/shop" replace />;
  return isLoggedIn() ? (
    <>
      <RealtimeUpdates />
      <Outlet />
    </>
  ) : (
    <ToLogin />
  );
}
