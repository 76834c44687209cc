export type { DocumentBinding, DocumentRow, DocumentStore, SavedDocument } from './binding.ts';
export { registerDocument } from './routes.ts';
