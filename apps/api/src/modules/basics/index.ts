export { basicBindings } from './bindings.ts';
export { allowedBranches, allowedDepartments } from './branch-scope.ts';
export { branchName, offeredBranches, offeredProductGroups } from './offered.ts';
