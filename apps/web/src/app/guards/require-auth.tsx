import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { isLoggedIn, rememberLastPath } from '../../shared/api/session-store.ts';

function ToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberLastPath(location.pathname + location.search + location.hash);
    navigate('/login', { replace: true });
  }, [location, navigate]);
  return null;
}

/** Guests opening a private route go to /login; the requested path is remembered for after the login. */
export function RequireAuth() {
  return isLoggedIn() ? <Outlet /> : <ToLogin />;
}
