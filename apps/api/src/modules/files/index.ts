export { DirectoryFileStore, type FileStore } from './file-store.ts';
export { registerFileRoutes } from './routes.ts';
export { multipartOptions, receiveUpload } from './uploads.ts';
