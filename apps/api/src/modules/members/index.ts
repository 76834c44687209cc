import { memberResource, roleResource } from '@hesab/contract';
import { role } from '@hesab/db';
import type { ResourceBinding } from '../resources/index.ts';
import { MemberStore } from './member-store.ts';
import { roleHooks } from './role-rights.ts';

export { keepAnAdministrator, ownsLogin, requireMayChangeLogin, standingOf, usernameTaken, usernameUnavailable } from './logins.ts';
export { refuseBeyondUserLimit } from './user-limit.ts';
export const memberBinding: ResourceBinding = { definition: memberResource, createStore: (db) => new MemberStore(db) };
export const roleBinding: ResourceBinding = { definition: roleResource, table: role, hooks: roleHooks };
