import {
  branchResource,
  categoryResource,
  departmentResource,
  descriptionDraftResource,
  mainGroupResource,
  subGroupResource,
  tagResource,
} from '@hesab/contract';
import { branch, category, department, descriptionDraft, productGroup, productSubgroup, tag } from '@hesab/db';
import type { ResourceBinding } from '../resources/index.ts';
import { allowedBranches, allowedDepartments } from './branch-scope.ts';
import { paletteHooks } from './tag-hooks.ts';

/**
 * The plain entities: each is its definition, its table, and what is special about it. Currencies and years
 * (tenancy), roles (members, beside the rules of their rights) and detail accounts (accounting) are bound in those
 * modules.
 */
export const basicBindings: ResourceBinding[] = [
  { definition: tagResource, table: tag, hooks: paletteHooks(tag), editByGet: true },
  { definition: branchResource, table: branch, memberScope: allowedBranches, hooks: paletteHooks(branch), editByGet: true },
  { definition: mainGroupResource, table: productGroup },
  { definition: subGroupResource, table: productSubgroup },
  { definition: categoryResource, table: category },
  { definition: departmentResource, table: department, memberScope: allowedDepartments },
  { definition: descriptionDraftResource, table: descriptionDraft },
];
