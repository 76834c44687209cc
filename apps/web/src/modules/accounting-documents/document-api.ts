import {
  accountingDocument,
  accountingDocumentSummary,
  documentsChanged,
  messageBody,
  type AccountingDocumentInput,
  type AccountingDocumentSummary,
} from '@hesab/contract';
import { api, type QueryParams, type ResponseSchema } from '../../shared/api/client.ts';
import { pageOf, readFields, readId, readText } from '../../shared/api/wire.ts';

/** Every cached read of documents: a save, delete or bulk command refreshes them all (and the trial balance's). */
export const documentQueryKeys = {
  all: ['accounting-documents'] as const,
  list: (query: QueryParams) => ['accounting-documents', 'list', query] as const,
  edit: (id: number) => ['accounting-documents', 'edit', id] as const,
};

/** `GET accounting/{id}/edit` */
export const fetchDocument = (id: number) => api.get(`accounting/${id}/edit`, accountingDocument);

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

/** `POST accounting` without an id, `PUT accounting/{id}` with one. */
export const saveDocument = (id: number | undefined, body: AccountingDocumentInput) =>
  id === undefined ? api.post('accounting', body, savedDocument) : api.put(`accounting/${id}`, body, savedDocument);

/** `DELETE accounting/{id}`: a temporary, unlocked document only (the server answers 420 otherwise). */
export const deleteDocument = (id: number) => api.delete(`accounting/${id}`, messageBody);

const documentPage = pageOf((value): AccountingDocumentSummary => accountingDocumentSummary.parse(value));

/** `GET accounting?page&perPage&search&state&from&to`; `all` reads every row (Excel export, bulk screens). */
export const fetchDocumentPage = (query: QueryParams, all = false) =>
  api.get('accounting', documentPage, all ? { ...query, page: undefined, perPage: undefined, all: 'true' } : query);

/** `POST accounting/permanent {ids}` (permission ConvertTempToPermanentDocuments): temporary documents become permanent, for good. */
export const makePermanent = (ids: readonly number[]) => api.post('accounting/permanent', { ids }, documentsChanged);

/** `POST accounting/lock {ids, locked}` (permission lockDocuments). */
export const lockDocuments = (ids: readonly number[], locked: boolean) =>
  api.post('accounting/lock', { ids, locked }, documentsChanged);
