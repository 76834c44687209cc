import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageBody, profileResponse, profileUpdate } from '@hesab/contract';
import type { Database } from '@hesab/db';
import { isLanguage, translateServerMessage } from '@hesab/i18n';
import { FieldErrors, NotFoundError } from '../../http/errors.ts';
import { requireUser } from '../../http/request-context.ts';
import { emailOwner, findUser, passwordMatches, revokeOtherTokens, updateUser } from '../auth/index.ts';

/** users/profile: the logged-in user's own name, language, e-mail address and password. */
export function registerProfileRoutes(app: FastifyInstance, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access = { permission: 'profile' } as const;

  routes.get(
    '/users/profile',
    { config: { access }, schema: { tags: ['profile'], response: { 200: profileResponse } } },
    async (request) => {
      const user = await findUser(db, requireUser(request).userId);
      if (!user) throw new NotFoundError();
      return { id: user.id, username: user.username, name: user.name, lang: isLanguage(user.lang) ? user.lang : 'fa', mobile: user.mobile, email: user.email };
    },
  );

  routes.put(
    '/users/profile',
    { config: { access }, schema: { tags: ['profile'], body: profileUpdate, response: { 200: messageBody } } },
    async (request) => {
      const current = requireUser(request);
      const { name, lang, password, currentPassword, email } = request.body;
      await db.transaction(async (tx) => {
        if (password !== undefined) {
          if (!(await passwordMatches(tx, current.userId, currentPassword ?? ''))) {
            throw new FieldErrors({ currentPassword: [{ key: 'wrong-current-password' }] });
          }
          // A changed password ends the user's other sessions; this one goes on.
          await revokeOtherTokens(tx, current.userId, current.tokenId);
        }
        const owner = email ? await emailOwner(tx, email) : null;
        if (owner !== null && owner !== current.userId) {
          throw new FieldErrors({ email: [{ key: 'email-unavailable' }] });
        }
        await updateUser(tx, current.userId, { name, lang, password, email: email === undefined ? undefined : email || null });
      });
      return { message: translateServerMessage(request.lang, 'saved') };
    },
  );
}
