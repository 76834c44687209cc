import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginRequest, loginResponse, messageBody } from '@hesab/contract';
import { appUser, type Database } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { BusinessRuleError } from '../../http/errors.ts';
import { requireUser } from '../../http/request-context.ts';
import { businessesOfUser } from '../tenancy/index.ts';
import { admitLoginAttempt, loginRefusal, recordLoginSuccess } from './login-throttle.ts';
import { dummyPasswordHash, verifyPassword } from './passwords.ts';
import { issueToken, revokeToken } from './tokens.ts';

export interface AuthOptions {
  db: Database;
  tokenTtlHours: number;
}

export function registerAuthRoutes(app: FastifyInstance, { db, tokenTtlHours }: AuthOptions): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Log in with username and password',
        body: loginRequest,
        response: { 200: loginResponse },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const admission = await admitLoginAttempt(db, { ip: request.ip, username });
      if (!admission.admitted) throw loginRefusal(admission);

      const [user] = await db
        .select()
        .from(appUser)
        .where(eq(sql`lower(${appUser.username})`, username.toLowerCase()))
        .limit(1);
      // An unknown name costs the same hash check as a known one: the answer's time says nothing of which names exist.
      const valid = user !== undefined ? await verifyPassword(user.passwordHash, password) : await verifyPassword(await dummyPasswordHash(), password).then(() => false);
      if (!user || !valid) throw new BusinessRuleError('wrong-credentials');
      await recordLoginSuccess(db, admission.attemptId);
      if (!user.active) throw new BusinessRuleError('account-inactive');

      const token = await issueToken(db, {
        userId: user.id,
        ttlHours: tokenTtlHours,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      const businesses = await businessesOfUser(db, user.id);
      return { token, user: { id: user.id, name: user.name }, businesses };
    },
  );

  routes.post(
    '/logout',
    {
      config: { access: 'user' },
      schema: { tags: ['session'], summary: 'Revoke the current token', response: { 200: messageBody } },
    },
    async (request) => {
      await revokeToken(db, requireUser(request).tokenId);
      return { message: translateServerMessage(request.lang, 'logged-out') };
    },
  );
}
