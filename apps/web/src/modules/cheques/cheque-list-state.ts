import { chequeKinds, chequeStatuses, type ChequeDirection, type ChequeStatus } from '@hesab/contract';
import type { ChequeQuery } from '../../shared/cheques/cheque-api.ts';
import { isoDate, listParams, oneOf, pageParam, param, perPageParam, searchParam } from '../../shared/lists/list-params.ts';
import { openStatuses } from './cheque-statuses.ts';

/** The due dates a list offers at one click: today, this week (Saturday to Friday), and overdue ones still open. */
export const duePresets = ['today', 'week', 'overdue'] as const;
export type DuePreset = (typeof duePresets)[number];

/**
 * A cheque list's address: `page`, `perPage`, `search`, `status`, `kind`, a due preset `due` or a due range `dueFrom`
 * and `dueTo`; anything malformed is the default.
 */
export const chequeListParams = listParams(
  pageParam,
  perPageParam(25),
  searchParam,
  param('status', oneOf(chequeStatuses)),
  param('kind', oneOf(chequeKinds)),
  param('due', oneOf(duePresets)),
  param('dueFrom', isoDate),
  param('dueTo', isoDate),
);
export type ChequeListState = ReturnType<typeof chequeListParams.read>;

/** What a list shows: one direction's cheques, or the removed ones of every direction the user may see. */
export interface ChequeListScope {
  direction?: ChequeDirection;
  removed: boolean;
}

function shiftDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The preset's due range on `today`; a week of the Iranian calendar starts on Saturday. */
export function presetRange(preset: DuePreset, today: string): { dueFrom?: string; dueTo?: string } {
  switch (preset) {
    case 'today':
      return { dueFrom: today, dueTo: today };
    case 'week': {
      const sinceSaturday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 1) % 7;
      const saturday = shiftDays(today, -sinceSaturday);
      return { dueFrom: saturday, dueTo: shiftDays(saturday, 6) };
    }
    case 'overdue':
      return { dueTo: shiftDays(today, -1) };
  }
}

/**
 * What the list asks `GET cheque` for, with the statuses it wants: none (any), the one chosen, or, for overdue
 * cheques without a chosen status, every status that is still open (`status=fund,inBank`).
 */
export function chequeListRequest(state: ChequeListState, scope: ChequeListScope, today: string): { query: ChequeQuery; statuses: ChequeStatus[] } {
  const range = state.due ? presetRange(state.due, today) : { dueFrom: state.dueFrom, dueTo: state.dueTo };
  const open = scope.direction ? openStatuses[scope.direction] : [...openStatuses.received, ...openStatuses.paid];
  const statuses = state.status ? [state.status] : state.due === 'overdue' ? [...open] : [];
  return {
    query: {
      direction: scope.direction,
      removed: scope.removed ? '1' : undefined,
      status: statuses.length > 0 ? statuses.join(',') : undefined,
      kind: state.kind,
      search: state.search || undefined,
      ...range,
      page: state.page,
      perPage: state.perPage,
    },
    statuses,
  };
}

/** How many of the list's filters hold a value, told on the filters' button on a phone. */
export function activeFilters(state: ChequeListState): number {
  return [state.status, state.kind, state.due ?? state.dueFrom ?? state.dueTo].filter((value) => value !== undefined).length;
}
