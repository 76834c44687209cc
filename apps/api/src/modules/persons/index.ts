import { personResource } from '@hesab/contract';
import { person } from '@hesab/db';
import type { ResourceBinding } from '../resources/index.ts';
import { personHooks } from './person-hooks.ts';

export { registerPersonRoutes } from './routes.ts';

/** Customers and other persons: the generic engine with the person's hooks (rules, detail account, opening balance). */
export const personBinding: ResourceBinding = { definition: personResource, table: person, hooks: personHooks };
