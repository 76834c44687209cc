import { memberResource } from '@hesab/contract';
import type { ResourceBinding } from '../resources/index.ts';
import { MemberStore } from './member-store.ts';

export { keepAnAdministrator, standingOf, usernameTaken } from './logins.ts';
export const memberBinding: ResourceBinding = { definition: memberResource, createStore: (db) => new MemberStore(db) };
