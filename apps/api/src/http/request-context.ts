import type { Language } from '@hesab/i18n';
import type { Access } from './access.ts';
import type { AuthenticatedUser } from '../modules/auth/index.ts';
import type { Member } from '../modules/tenancy/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** the header naming the business, where a route takes it from another than `domain` (the spec's `abr_key`) */
    businessHeader?: string;
  }
  interface FastifyRequest {
    /** the language of the user's interface, from Accept-Language */
    lang: Language;
    /** set on every route that is not public */
    user: AuthenticatedUser | null;
    /** set on `member` and permission routes */
    member: Member | null;
    /** the business's API key the call is made with (web_service); null for a login's session */
    apiKey: { id: number; name: string } | null;
  }
}

/** The user of a route that is not public: the access hook has made sure there is one. */
export function requireUser(request: { user: AuthenticatedUser | null }): AuthenticatedUser {
  if (!request.user) throw new Error('route declared public but reads the user');
  return request.user;
}

/** The member of a `member` or permission route: the access hook has made sure there is one. */
export function requireMember(request: { member: Member | null }): Member {
  if (!request.member) throw new Error('route does not declare member access but reads the member');
  return request.member;
}
