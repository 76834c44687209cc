export type { DocumentBinding, DocumentRow, DocumentStore, SavedDocument } from './binding.ts';
export { registerDocument } from './routes.ts';
export { tableDocumentBinding, tableDocuments, type DocumentHeadTable, type DocumentLinesTable, type TableDocumentKind } from './table-documents.ts';
export { referenceTablesOf, type ReferenceTables } from './references.ts';
