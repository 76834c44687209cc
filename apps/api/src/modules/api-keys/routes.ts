import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { allPermissions, apiKeyCreated, apiKeyInput, apiKeyList, messageBody, withNeededPermissions } from '@hesab/contract';
import type { Database } from '@hesab/db';
import { isoDateOf } from '@hesab/domain';
import { translateServerMessage } from '@hesab/i18n';
import { FieldErrors, NotFoundError } from '../../http/errors.ts';
import { recordIdParams } from '../../http/record-id.ts';
import { requireMember, requireUser } from '../../http/request-context.ts';
import { actorOf, writeLog } from '../activity-log/index.ts';
import { userNames } from '../auth/index.ts';
import { holdsPermission } from '../tenancy/index.ts';
import { issueApiKey, listApiKeys, revokeApiKey } from './keys.ts';

/**
 * `GET api-keys`, `POST api-keys` and `DELETE api-keys/{id}` (setting/webService, permission SettingWebService,
 * behind the plan's web_service): the business's keys, a new one (its secret answered this once), a revocation.
 * A key holds only permissions its maker holds, each with what it needs (as a role does: `Sell` brings `SellList`);
 * making and revoking one is logged.
 */
export function registerApiKeyRoutes(app: FastifyInstance, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access = { permission: 'SettingWebService' } as const;
  const tags = ['api-keys'];
  routes.get('/api-keys', { config: { access }, schema: { tags, response: { 200: apiKeyList } } }, async (request) => ({
    data: await listApiKeys(db, requireMember(request).businessId, (ids) => userNames(db, ids)),
  }));
  routes.post('/api-keys', { config: { access }, schema: { tags, body: apiKeyInput, response: { 200: apiKeyCreated } } }, async (request) => {
    const member = requireMember(request);
    const { name, permissions, expires_on: expiresOn = null } = request.body;
    if (permissions.some((permission) => !allPermissions.includes(permission))) throw new FieldErrors({ permissions: [{ key: 'invalid-value' }] });
    const wanted = withNeededPermissions(permissions);
    if (wanted.some((permission) => !holdsPermission(member, permission))) throw new FieldErrors({ permissions: [{ key: 'api-key-permission-not-held' }] });
    if (expiresOn !== null && expiresOn <= isoDateOf(new Date(), member.timeZone)) throw new FieldErrors({ expires_on: [{ key: 'api-key-expiry-past' }] });
    const actor = actorOf(request);
    const made = await db.transaction(async (tx) => {
      const key = await issueApiKey(tx, { businessId: member.businessId, userId: member.userId, userName: requireUser(request).name, name, permissions: wanted, expiresOn });
      await writeLog(tx, actor, { action: 'create', type: 'apiKey', id: key.id, content: JSON.stringify({ name, permissions: wanted, expires_on: expiresOn }) });
      return key;
    });
    return { data: made, message: translateServerMessage(request.lang, 'registered') };
  });
  routes.delete('/api-keys/:id', { config: { access }, schema: { tags, params: recordIdParams, response: { 200: messageBody } } }, async (request) => {
    const actor = actorOf(request);
    await db.transaction(async (tx) => {
      const name = await revokeApiKey(tx, actor.businessId, request.params.id);
      if (name === null) throw new NotFoundError();
      await writeLog(tx, actor, { action: 'remove', type: 'apiKey', id: request.params.id, content: name });
    });
    return { message: translateServerMessage(request.lang, 'api-key-revoked') };
  });
}
