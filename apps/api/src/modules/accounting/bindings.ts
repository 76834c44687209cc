import { detailResource } from '@hesab/contract';
import { detailAccount } from '@hesab/db';
import type { ResourceBinding } from '../resources/index.ts';

/** Detail accounts made by hand (the ones of persons, products and the like are made with their record). */
export const detailAccountBinding: ResourceBinding = { definition: detailResource, table: detailAccount };
