import { messageBody } from '@hesab/contract';
import { api } from '../api/client.ts';
import type { ListPage } from '../hooks/use-infinite-list.ts';
import { pageOf, readFields, readId, readOptionalId, readOptionalText, readText, savedOf } from '../api/wire.ts';

/** A picker item of spec 01 section 3; `remain` is a decimal string (an account's balance) or null. */
export interface PickerItem {
  id: number;
  name: string;
  label: string;
  color: string | null;
  remain: string | null;
  /** a person's (spec 01 section 3); other kinds have none */
  phone?: string | null;
  mobile?: string | null;
  email?: string | null;
  code?: string | null;
}

export function readPickerItem(value: unknown): PickerItem {
  const fields = readFields(value, 'a picker item');
  // A new detail or product carries fin_id, which becomes its id (spec 01 section 3).
  const id = readOptionalId(fields.fin_id) ?? readId(fields.id);
  const name = readText(fields.name) || readText(fields.label);
  return {
    id,
    name,
    label: readText(fields.label) || name,
    color: readOptionalText(fields.color),
    remain: readOptionalText(fields.remain),
    phone: readOptionalText(fields.phone),
    mobile: readOptionalText(fields.mobile),
    email: readOptionalText(fields.email),
    code: readOptionalText(fields.code),
  };
}

const pickerPage = pageOf(readPickerItem);
const savedItem = savedOf(readPickerItem);

export interface PickerQuery {
  /** already trimmed */
  search: string;
  parentId?: number | null;
  currency?: string | number;
}

/**
 * Spec 01 section 9: the general picker sends its request 50 ms after it is due (its search debounced before), so
 * what changes together (opening, a currency, a cleared search) asks once: a request superseded within it is never sent.
 */
export const pickerRequestDelayMs = 50;

/** Resolves after `delayMs`, or rejects with the signal's reason once it is aborted. */
export function pause(delayMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, delayMs);
    function stop() {
      clearTimeout(timer);
      reject(signal.reason);
    }
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** `GET getdetail?select=<type>&search&page&parent_id&currency`, 10 items a page, after the picker's request delay. */
export async function fetchPickerPage(
  select: string,
  query: PickerQuery,
  page: number,
  signal: AbortSignal,
): Promise<ListPage<PickerItem>> {
  await pause(pickerRequestDelayMs, signal);
  const answer = await api.get(
    'getdetail',
    pickerPage,
    {
      select,
      search: query.search || undefined,
      page,
      parent_id: query.parentId ?? undefined,
      currency: query.currency,
    },
    signal,
  );
  return { items: answer.data, page: answer.current_page, lastPage: answer.last_page };
}

/** `GET getdetail?select=<type>&id=<id>`: the one item, to name an id chosen elsewhere; null when there is none. */
export async function fetchPickerItem(select: string, id: number, signal: AbortSignal): Promise<PickerItem | null> {
  const answer = await api.get('getdetail', pickerPage, { select, id }, signal);
  return answer.data[0] ?? null;
}

/** `POST createdetail {select, name, parent_id?}`: a new item, which the picker then selects. */
export const createPickerItem = (select: string, name: string, parentId: number | null | undefined) =>
  api.post('createdetail', { select, name, parent_id: parentId ?? undefined }, savedItem);

/** `POST createdetail {select, id, name}` renames. */
export const renamePickerItem = (select: string, id: number, name: string) =>
  api.post('createdetail', { select, id, name }, savedItem);

/** `POST createdetail {select, deleteId}` deletes (spec 01 section 7: a delete id means delete). */
export const deletePickerItem = (select: string, id: number) =>
  api.post('createdetail', { select, deleteId: id }, messageBody);
