export { registerCreateDetail } from './routes.ts';
