export { basicBindings } from './bindings.ts';
