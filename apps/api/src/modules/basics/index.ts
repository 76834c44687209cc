export { basicBindings } from './bindings.ts';
export { offeredBranches, offeredProductGroups } from './offered.ts';
