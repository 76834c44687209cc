import { memberResource } from '@hesab/contract';
import type { ResourceBinding } from '../resources/index.ts';
import { MemberStore } from './member-store.ts';

export { keepAnAdministrator, requireMayChangeLogin, standingOf, usernameTaken, usernameUnavailable } from './logins.ts';
export { roleHooks } from './role-rights.ts';
export const memberBinding: ResourceBinding = { definition: memberResource, createStore: (db) => new MemberStore(db) };
