export type { DocumentAuthorization, DocumentBinding, DocumentListCommand, DocumentPrinter, DocumentRow, DocumentStore, MemberReach, PrintedPage, SavedDocument } from './binding.ts';
export { everyAuthorization } from './binding.ts';
export { bookReachOf, reportBranches } from './branch-access.ts';
export { answer, documentCreator, registerDocument, savedBody, type DocumentRemover, type EventAnnouncer, type RegisteredDocuments, type StoredDocumentAccess } from './routes.ts';
export {
  tableDocumentBinding,
  tableDocuments,
  type DocumentHeadTable,
  type DocumentHooks,
  type DocumentLinesTable,
  type DocumentWrite,
  type TableDocumentKind,
} from './table-documents.ts';
export { findNamedRecords, referenceTablesOf, type ReferenceTables } from './references.ts';
export { journalOriginsOf, originOfBinding, type OriginTable } from './journal-origins.ts';
