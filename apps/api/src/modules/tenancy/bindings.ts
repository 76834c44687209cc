import { currencyResource, financialYearResource } from '@hesab/contract';
import { currency, financialYear } from '@hesab/db';
import type { ResourceBinding } from '../resources/index.ts';
import { currencyHooks, financialYearHooks } from './settings-hooks.ts';

/** The business's currencies and financial years, edited as plain records under their rules. */
export const tenancyBindings: ResourceBinding[] = [
  { definition: currencyResource, table: currency, hooks: currencyHooks },
  { definition: financialYearResource, table: financialYear, hooks: financialYearHooks },
];
