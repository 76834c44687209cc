import { documentsChanged, documentStates, messageBody, type DocumentDefinition, type DocumentState } from '@hesab/contract';
import { api, type QueryParams, type ResponseSchema } from '../api/client.ts';
import { isRecord, pageOf, readFields, readId, readText } from '../api/wire.ts';

/** What every document of a list carries (`GET <document>`): its head; the rest by the definition's field names. */
export interface DocumentRow extends Readonly<Record<string, unknown>> {
  id: number;
  number: number;
  date: string;
  state: DocumentState;
  locked: boolean;
}

/** A document as its form reads it (`GET <document>/{id}/edit`): its head, header fields, lines and totals by name. */
export type LoadedDocument = DocumentRow;

function readState(value: unknown): DocumentState {
  const state = documentStates.find((each) => each === value);
  if (!state) throw new TypeError('a document without a state');
  return state;
}

function readRow(value: unknown): DocumentRow {
  const fields = readFields(value, 'a document');
  if (typeof fields.date !== 'string') throw new TypeError('a document without a date');
  return { ...fields, id: readId(fields.id), number: readId(fields.number), date: fields.date, state: readState(fields.state), locked: fields.locked === true };
}

/** A read document: its head checked, its lines an array of objects (the server's schema checked the rest). */
export function documentReader(definition: DocumentDefinition): ResponseSchema<LoadedDocument> {
  return {
    parse(answer) {
      const document = readRow(answer);
      const lines = definition.lines ? document[definition.lines.name] : [];
      if (!Array.isArray(lines) || !lines.every(isRecord)) throw new TypeError('a document without its lines');
      return document;
    },
  };
}

/** Every cached read of a kind's documents: a save, delete, restore or bulk command refreshes them all. */
export const documentQueryKeys = {
  all: (definition: DocumentDefinition) => ['documents', definition.name] as const,
  list: (definition: DocumentDefinition, query: QueryParams) => ['documents', definition.name, 'list', query] as const,
  edit: (definition: DocumentDefinition, id: number) => ['documents', definition.name, 'edit', id] as const,
};

/** `GET <document>/{id}/edit` */
export const fetchDocument = (definition: DocumentDefinition, id: number) =>
  api.get(`${definition.name}/${id}/edit`, documentReader(definition));

export interface SavedDocument {
  id: number;
  number: number;
  message: string;
}

const savedDocument: ResponseSchema<SavedDocument> = {
  parse(answer) {
    const fields = readFields(answer, 'a saved document');
    return { id: readId(fields.id), number: readId(fields.number), message: readText(fields.message) };
  },
};

/** `POST <document>` without an id, `PUT <document>/{id}` with one. */
export const saveDocument = (definition: DocumentDefinition, id: number | undefined, body: unknown) =>
  id === undefined
    ? api.post(definition.name, body, savedDocument)
    : api.put(`${definition.name}/${id}`, body, savedDocument);

/** `DELETE <document>/{id}`: a temporary, unlocked document only (the server answers 420 otherwise). */
export const deleteDocument = (definition: DocumentDefinition, id: number) =>
  api.delete(`${definition.name}/${id}`, messageBody);

/** `POST <document>/{id}/restore`: a document of the removed list back in the list, with its number. */
export const restoreDocument = (definition: DocumentDefinition, id: number) =>
  api.post(`${definition.name}/${id}/restore`, {}, messageBody);

const documentPage = pageOf(readRow);

/** `GET <document>?page&perPage&search&sortBy&state&from&to&removed`; `all` reads every row (Excel export, bulk screens). */
export const fetchDocumentPage = (definition: DocumentDefinition, query: QueryParams, all = false) =>
  api.get(definition.name, documentPage, all ? { ...query, page: undefined, perPage: undefined, all: 'true' } : query);

/** `POST <document>/permanent {ids}`: temporary documents become permanent, for good. */
export const makePermanent = (definition: DocumentDefinition, ids: readonly number[]) =>
  api.post(`${definition.name}/permanent`, { ids }, documentsChanged);

/** `POST <document>/lock {ids, locked}` */
export const lockDocuments = (definition: DocumentDefinition, ids: readonly number[], locked: boolean) =>
  api.post(`${definition.name}/lock`, { ids, locked }, documentsChanged);

/** `POST <document>/numbering`: the year's temporary documents numbered again by date, after the last permanent one. */
export const renumberDocuments = (definition: DocumentDefinition) =>
  api.post(`${definition.name}/numbering`, {}, documentsChanged);
