export { fileDetailSelects } from './file-base64.ts';
export { recordFileAccess, type FileAccess } from './file-access.ts';
export { DirectoryFileStore, type FileStore } from './file-store.ts';
export { businessLogoLink, recordFiles, removeRecordFiles } from './record-files.ts';
export { registerFileRoutes } from './routes.ts';
export { multipartOptions, receiveUpload } from './uploads.ts';
