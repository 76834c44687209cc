import { messageBody } from '@hesab/contract';
import { api } from '../api/client.ts';
import type { ListPage } from '../hooks/use-infinite-list.ts';
import { pageOf, readFields, readId, readOptionalId, readOptionalText, readText, savedOf } from '../api/wire.ts';

/** Tags and branches share the shape and the calls of spec 01 section 7; `kind` is the path. */
export type TagKind = 'tags' | 'branch';

/** Spec 01 section 3: text, color, type, ref_id; tags are keyed by their text in paths. */
export interface Tag {
  id: number;
  text: string;
  color: string | null;
  type: string | null;
  ref_id: number | null;
}

function readTag(value: unknown): Tag {
  const fields = readFields(value, 'a tag');
  return {
    id: readId(fields.id),
    text: readText(fields.text),
    color: readOptionalText(fields.color),
    type: readOptionalText(fields.type),
    ref_id: readOptionalId(fields.ref_id),
  };
}

const tagPage = pageOf(readTag);
const savedTag = savedOf(readTag);

export interface TagQuery {
  /** already trimmed */
  search: string;
  /** what the tags belong to, e.g. 'product'; all tags when absent */
  type?: string;
}

/** `GET <kind>/show?search&type&page`. */
export async function fetchTagPage(kind: TagKind, query: TagQuery, page: number, signal: AbortSignal): Promise<ListPage<Tag>> {
  const answer = await api.get(
    `${kind}/show`,
    tagPage,
    { search: query.search || undefined, type: query.type, page, sortBy: 'text:asc' },
    signal,
  );
  return { items: answer.data, page: answer.current_page, lastPage: answer.last_page };
}

/** `POST <kind>`; without a colour the server gives the next one of the palette. */
export const createTag = (kind: TagKind, tag: { text: string; type?: string; color?: string; ref_id?: number }) =>
  api.post(kind, tag, savedTag);

/** `GET <kind>/{text}/edit?oldText&text&color`: the spec edits with a GET. */
export const editTag = (kind: TagKind, oldText: string, change: { text: string; color: string | null }) =>
  api.get(`${kind}/${encodeURIComponent(oldText)}/edit`, savedTag, {
    oldText,
    text: change.text,
    color: change.color ?? undefined,
  });

export const deleteTag = (kind: TagKind, text: string) => api.delete(`${kind}/${encodeURIComponent(text)}`, messageBody);
