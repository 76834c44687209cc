import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageBody, warehouseLogDeletion } from '@hesab/contract';
import type { Database } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { FieldErrors, NotFoundError } from '../../http/errors.ts';
import { recordIdParams } from '../../http/record-id.ts';
import { requireMember } from '../../http/request-context.ts';
import { actorOf, loggedRecords } from '../activity-log/index.ts';
import type { DocumentRemover } from '../documents/index.ts';

/**
 * The log list's delete (spec 02 sections 7 and 8): `DELETE warehouse/{id}` removes the warehouse document a log entry
 * names, `DELETE warehouse/0 {deleteItems}` those of several entries, all or none in one transaction. Each goes
 * through its kind's removal (`removers`, by the log type its entries carry), with its remove permission and the
 * member's warehouses checked and its stock and journal reversed, as `DELETE <document>/{id}` does.
 */
export function registerWarehouseLogDeletion(app: FastifyInstance, db: Database, removers: ReadonlyMap<string, DocumentRemover>): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { permission: 'logList' } };
  const tags = ['warehouse'];

  const removeLogged = async (request: FastifyRequest, entries: readonly number[], field: string) => {
    const member = requireMember(request);
    const actor = actorOf(request);
    const announcements = await db.transaction(async (tx) => {
      const records = await loggedRecords(tx, member.businessId, entries);
      if (records.length !== new Set(entries).size) throw new NotFoundError();
      // Several entries of one document (its creation, its edits) remove it once.
      const documents = new Map(records.map((record) => [`${record.refType}:${record.refId}`, record]));
      const announced: (() => void)[] = [];
      for (const { refType, refId } of documents.values()) {
        const remove = removers.get(refType);
        if (!remove) throw new FieldErrors({ [field]: [{ key: 'invalid-value' }] });
        announced.push(await remove(tx, member, actor, Number(refId)));
      }
      return announced;
    });
    for (const announce of announcements) announce();
  };

  // The static path wins over `warehouse/:id`, whose ids start at 1.
  routes.delete('/warehouse/0', { config, schema: { tags, body: warehouseLogDeletion, response: { 200: messageBody } } }, async (request) => {
    await removeLogged(request, request.body.deleteItems, 'deleteItems');
    return { message: translateServerMessage(request.lang, 'deleted') };
  });
  routes.delete('/warehouse/:id', { config, schema: { tags, params: recordIdParams, response: { 200: messageBody } } }, async (request) => {
    await removeLogged(request, [request.params.id], 'id');
    return { message: translateServerMessage(request.lang, 'deleted') };
  });
}
