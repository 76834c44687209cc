import { describe, expect, it } from 'vitest';
import { chequeListParams, chequeListRequest, presetRange } from './cheque-list-state.ts';

const stateOf = (query: string) => chequeListParams.read(new URLSearchParams(query));
// 2026-06-03 is a Wednesday.
const today = '2026-06-03';

describe('a due preset', () => {
  it('is today, the week from Saturday to Friday, or before today', () => {
    expect(presetRange('today', today)).toEqual({ dueFrom: today, dueTo: today });
    expect(presetRange('week', today)).toEqual({ dueFrom: '2026-05-30', dueTo: '2026-06-05' });
    expect(presetRange('week', '2026-05-30')).toEqual({ dueFrom: '2026-05-30', dueTo: '2026-06-05' });
    expect(presetRange('week', '2026-06-05')).toEqual({ dueFrom: '2026-05-30', dueTo: '2026-06-05' });
    expect(presetRange('overdue', '2026-03-01')).toEqual({ dueTo: '2026-02-28' });
  });
});

describe('what a cheque list asks for', () => {
  it('is its filters and page, and its direction or the removed ones', () => {
    const { query, statuses } = chequeListRequest(stateOf('status=fund&kind=normal&search=۱۲&dueFrom=2026-01-01&page=2'), { direction: 'received', removed: false }, today);
    expect(query).toEqual({ direction: 'received', removed: undefined, status: 'fund', kind: 'normal', search: '۱۲', dueFrom: '2026-01-01', dueTo: undefined, page: 2, perPage: 25 });
    expect(statuses).toEqual(['fund']);
    expect(chequeListRequest(stateOf(''), { removed: true }, today)).toMatchObject({ query: { removed: '1', direction: undefined }, statuses: [] });
  });

  it('for overdue cheques is every status still open, unless one is chosen; the preset wins over a range', () => {
    const overdue = chequeListRequest(stateOf('due=overdue&dueFrom=2020-01-01'), { direction: 'received', removed: false }, today);
    expect(overdue.query.dueFrom).toBeUndefined();
    expect(overdue).toMatchObject({ query: { dueTo: '2026-06-02', status: 'fund,inBank' }, statuses: ['fund', 'inBank'] });
    expect(chequeListRequest(stateOf('due=overdue'), { direction: 'paid', removed: false }, today).statuses).toEqual(['issued']);
    expect(chequeListRequest(stateOf('due=overdue&status=returned'), { direction: 'paid', removed: false }, today).statuses).toEqual(['returned']);
  });
});
