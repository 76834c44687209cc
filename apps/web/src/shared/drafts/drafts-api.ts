import { messageBody } from '@hesab/contract';
import { api } from '../api/client.ts';
import { pageOf, readFields, readId, readText, savedOf } from '../api/wire.ts';

/** A saved description (spec 02 "Draft description"); `type` is the form it belongs to. */
export interface Draft {
  id: number;
  text: string;
  type: string;
}

function readDraft(value: unknown): Draft {
  const fields = readFields(value, 'a draft');
  return { id: readId(fields.id), text: readText(fields.text), type: readText(fields.type) };
}

const draftPage = pageOf(readDraft);
const savedDraft = savedOf(readDraft);

export interface DraftQuery {
  type: string;
  /** already trimmed */
  search: string;
  page: number;
  perPage: number;
  /** `text:asc,id:desc` */
  sortBy: string | undefined;
}

/** Every cached draft list; a save or a delete refreshes them all. */
export const draftsQueryKey = ['drafts'] as const;

/** `GET descriptions/show?search&page&perPage&sortBy&type`; `all` reads every row for the Excel export. */
export const fetchDrafts = (query: DraftQuery, all = false) =>
  api.get('descriptions/show', draftPage, {
    type: query.type,
    search: query.search || undefined,
    page: query.page,
    perPage: query.perPage,
    sortBy: query.sortBy,
    all: all ? 'true' : undefined,
  });

export const saveDraft = (text: string, type: string) => api.post('descriptions', { text, type }, savedDraft);

export const deleteDraft = (id: number) => api.delete(`descriptions/${id}`, messageBody);
