import {
  branchResource,
  categoryResource,
  currencyResource,
  departmentResource,
  descriptionDraftResource,
  detailResource,
  financialYearResource,
  mainGroupResource,
  roleResource,
  subGroupResource,
  tagResource,
} from '@hesab/contract';
import {
  branch,
  category,
  currency,
  department,
  descriptionDraft,
  detailAccount,
  financialYear,
  productGroup,
  productSubgroup,
  role,
  tag,
} from '@hesab/db';
import { roleHooks } from '../members/index.ts';
import type { ResourceBinding } from '../resources/index.ts';
import { currencyHooks, financialYearHooks } from './settings-hooks.ts';
import { paletteHooks } from './tag-hooks.ts';

/** The plain entities: each is its definition, its table, and what is special about it. */
export const basicBindings: ResourceBinding[] = [
  { definition: tagResource, table: tag, hooks: paletteHooks(tag), editByGet: true },
  { definition: branchResource, table: branch, hooks: paletteHooks(branch), editByGet: true },
  { definition: mainGroupResource, table: productGroup },
  { definition: subGroupResource, table: productSubgroup },
  { definition: categoryResource, table: category },
  { definition: departmentResource, table: department },
  { definition: currencyResource, table: currency, hooks: currencyHooks },
  { definition: financialYearResource, table: financialYear, hooks: financialYearHooks },
  { definition: roleResource, table: role, hooks: roleHooks },
  { definition: descriptionDraftResource, table: descriptionDraft },
  { definition: detailResource, table: detailAccount },
];
