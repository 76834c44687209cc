/** Which rows a page holds, and the spec's paging fields that go with it. */
export interface PageWindow {
  limit: number;
  offset: number;
  meta: { total: number; current_page: number; last_page: number; from: number };
}

/**
 * The page to answer: a page past the end is answered as the last one, and `all` is every row on one page
 * (the Excel export of all rows).
 */
export function pageWindow(total: number, request: { page: number; perPage: number; all?: string }): PageWindow {
  const perPage = request.all === 'true' ? Math.max(total, 1) : request.perPage;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(request.page, lastPage);
  const offset = (page - 1) * perPage;
  return { limit: perPage, offset, meta: { total, current_page: page, last_page: lastPage, from: total === 0 ? 0 : offset + 1 } };
}
