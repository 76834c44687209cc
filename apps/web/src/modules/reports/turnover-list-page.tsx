import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { AccountingBookPage } from './accounting-book-page.tsx';

/**
 * report/turnoverlist/{id}: the turnover of detail account {id} over every given account — the book opened on
 * that detail account alone, which the user can then narrow to one account or change.
 */
export function TurnoverListPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const detail = id && /^\d+$/.test(id) ? id : null;
  const missing = detail !== null && !params.has('detail') && !params.has('account');
  useEffect(() => {
    if (missing) setParams((current) => new URLSearchParams([...current, ['detail', detail]]), { replace: true });
  }, [missing, detail, setParams]);
  // Its heading is its tab's: the turnover of a detail account, not the book it is built on.
  return missing ? null : <AccountingBookPage titleKey="menu.turnoverList" />;
}
