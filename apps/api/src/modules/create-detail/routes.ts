import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { memberMay } from '../../http/access.ts';
import { ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { requireMember } from '../../http/request-context.ts';
import { actorOf } from '../activity-log/index.ts';
import { receiveUpload, type FileAccess, type FileStore } from '../files/index.ts';
import { actionAccess, kindScope, type ResourceRegistry } from '../resources/index.ts';
import { holdsPermission } from '../tenancy/index.ts';

/** `POST createdetail` as JSON: create, rename or delete a picker item (spec 01 section 7). */
const pickerItemCommand = z.looseObject({
  select: z.string().min(1),
  name: z.string().trim().max(249).optional(),
  id: z.coerce.number().int().positive().optional(),
  deleteId: z.coerce.number().int().positive().optional(),
});

/** The new-item dialog requires a name (spec 01 section 5). */
const itemName = z.object({ name: z.string().trim().min(1, 'is-required').max(249) });

/**
 * `POST createdetail` carries two things in the spec: picker items (JSON) and file uploads (multipart with
 * select=fileUpload). Both are served here, each with the permissions of the records it changes.
 */
export function registerCreateDetail(
  app: FastifyInstance,
  options: { db: Database; registry: ResourceRegistry; fileStore: FileStore; fileAccess: FileAccess },
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/createdetail',
    { config: { access: 'member' }, schema: { tags: ['picker'], summary: 'Create, rename or delete a picker item; upload files' } },
    async (request) => {
      if (request.isMultipart()) {
        const data = await receiveUpload(options.db, options.fileStore, options.fileAccess, request);
        return { data, message: translateServerMessage(request.lang, 'uploaded') };
      }
      const command = pickerItemCommand.parse(request.body, { reportInput: true });
      const entry = options.registry.entries.get(command.select);
      if (!entry) throw new NotFoundError();
      const { store, definition, labelField } = entry;
      const member = requireMember(request);
      const actor = actorOf(request);

      // Renaming and deleting from a picker is the spec's removeCategoryItem, on top of the record's own edit or
      // remove permission: a picker is no back door to records the member may not change on their own screen.
      const action = command.deleteId !== undefined ? 'remove' : command.id !== undefined ? 'edit' : 'create';
      if (action !== 'create' && !holdsPermission(member, 'removeCategoryItem')) throw new ForbiddenError('forbidden');
      if (!memberMay(member, actionAccess(definition, action))) throw new ForbiddenError('forbidden');
      if (command.deleteId !== undefined) {
        await store.remove(actor, String(command.deleteId), kindScope(definition, member, 'remove'));
        return { message: translateServerMessage(request.lang, 'deleted') };
      }
      const { name } = itemName.parse({ name: command.name }, { reportInput: true });
      const stored = command.id !== undefined ? await store.get(member.businessId, String(command.id), kindScope(definition, member, 'view')) : null;
      const input = entry.inputSchema.parse(
        stored ? { ...stored, [labelField]: name } : { ...command, [labelField]: name },
        { reportInput: true },
      );
      const record =
        command.id !== undefined
          ? await store.update(actor, String(command.id), input, kindScope(definition, member, 'edit'))
          : await store.create(actor, input, kindScope(definition, member, 'create'));
      const item = { id: record.id, name: record[labelField], label: record[labelField], color: record.color ?? null, remain: null, fin_id: record.id };
      return { data: item, message: translateServerMessage(request.lang, 'registered') };
    },
  );
}
