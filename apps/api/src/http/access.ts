/**
 * What a route needs before its handler runs. Every route declares one; a test walks the registered routes and
 * fails where one does not.
 * - `public`: anyone (login, documentation, the web app's files);
 * - `user`: a valid token, no business (logout);
 * - `member`: a valid token and membership of the business named by the `domain` header;
 * - `{ permission }`: a member whose role holds that permission string (an admin holds all).
 */
export type Access = 'public' | 'user' | 'member' | { permission: string };

export function describeAccess(access: Access): string {
  return typeof access === 'string' ? access : `permission:${access.permission}`;
}
