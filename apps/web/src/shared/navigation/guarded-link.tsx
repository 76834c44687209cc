import type { MouseEvent } from 'react';
import { Link, useNavigate, type LinkProps } from 'react-router';
import { useNavigationGuard } from './navigation-guard-context.ts';

function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button !== 0 ||
    event.ctrlKey ||
    event.metaKey ||
    event.shiftKey ||
    event.altKey ||
    (event.currentTarget.target !== '' && event.currentTarget.target !== '_self')
  );
}

/**
 * A real link, so ctrl-click and middle-click open a new browser tab; a plain click navigates in the app,
 * after asking a page with unsaved work whether it may be left.
 */
export function GuardedLink({ onClick, to, replace, state, ...props }: LinkProps) {
  const guard = useNavigationGuard();
  const navigate = useNavigate();

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    void guard.confirmLeave().then((leave) => {
      if (leave) navigate(to, { replace, state });
    });
  };

  return <Link to={to} replace={replace} state={state} onClick={handleClick} {...props} />;
}
