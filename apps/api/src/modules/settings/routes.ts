import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessSettings, businessSettingsUpdate, messageBody, settingsEventKind, type BusinessSettingsValues } from '@hesab/contract';
import type { Database } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { FieldErrors, NotFoundError } from '../../http/errors.ts';
import { requireMember } from '../../http/request-context.ts';
import { actorOf, writeLog } from '../activity-log/index.ts';
import type { BusinessEvents } from '../realtime/index.ts';
import { documentSettings, setDocumentSettings } from '../tenancy/index.ts';
import { isOwnBankAccount } from '../treasury/index.ts';

/**
 * `GET setting` and `PUT setting` (setting/index, permission Setting): the business's names, what it allows its
 * documents, the defaults of new products, its calendar, looks and print defaults; a change is logged, and every
 * member's next init data has it.
 */
export function registerSettingRoutes(app: FastifyInstance, db: Database, events: BusinessEvents): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const access = { permission: 'Setting' } as const;
  routes.get('/setting', { config: { access }, schema: { tags: ['setting'], response: { 200: businessSettings } } }, async (request) => {
    const settings = await documentSettings(db, requireMember(request).businessId);
    if (!settings) throw new NotFoundError();
    return settings;
  });
  routes.put('/setting', { config: { access }, schema: { tags: ['setting'], body: businessSettingsUpdate, response: { 200: messageBody } } }, async (request) => {
    const actor = actorOf(request);
    const account = request.body.gateway_account;
    if (account && !(await isOwnBankAccount(db, actor.businessId, account))) throw new FieldErrors({ gateway_account: [{ key: 'invalid-value' }] });
    await db.transaction(async (tx) => {
      const before = await documentSettings(tx, actor.businessId);
      await setDocumentSettings(tx, actor.businessId, request.body);
      const changed = Object.entries(request.body).filter(([key, value]) => JSON.stringify(before?.[key as keyof BusinessSettingsValues]) !== JSON.stringify(value));
      await writeLog(tx, actor, { action: 'update', type: 'setting', id: actor.businessId, content: JSON.stringify(Object.fromEntries(changed)) });
    });
    events.announce(actor.businessId, { kind: settingsEventKind, action: 'changed' });
    return { message: translateServerMessage(request.lang, 'saved') };
  });
}
