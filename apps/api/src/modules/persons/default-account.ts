import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { personResource } from '@hesab/contract';
import { person, type Database, type Executor } from '@hesab/db';
import { translateServerMessage } from '@hesab/i18n';
import { BusinessRuleError, NotFoundError } from '../../http/errors.ts';
import type { DetailSelect } from '../../http/getdetail.ts';
import { actorOf, writeLog } from '../activity-log/index.ts';

const query = z.object({ id: z.coerce.number().int().positive() });

/** The business's default account, the customer new invoices start with, or null. */
export async function defaultAccountOf(db: Executor, businessId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: person.id })
    .from(person)
    .where(and(eq(person.businessId, businessId), eq(person.defaultAccount, true)));
  return row?.id ?? null;
}

/**
 * `getdetail?select=setDefaultAccount&id=`: makes the person the business's default account, answering the
 * message of the green snackbar. An inactive person is refused (420), as it could not be invoiced.
 */
export function defaultAccountSelects(db: Database): Record<string, DetailSelect> {
  return {
    setDefaultAccount: {
      access: { permission: personResource.permissions.edit },
      handler: async (request) => {
        const { id } = query.parse(request.query);
        const actor = actorOf(request);
        const name = await db.transaction(async (tx) => {
          const [found] = await tx
            .select({ name: person.name, status: person.status, defaultAccount: person.defaultAccount })
            .from(person)
            .where(and(eq(person.businessId, actor.businessId), eq(person.id, id)))
            .for('update');
          if (!found) throw new NotFoundError();
          if (found.status === 'deactive') throw new BusinessRuleError('inactive-cannot-be-default');
          if (found.defaultAccount) return found.name;
          // The previous default steps down first: at most one default a business (a partial unique index).
          await tx
            .update(person)
            .set({ defaultAccount: false })
            .where(and(eq(person.businessId, actor.businessId), eq(person.defaultAccount, true), ne(person.id, id)));
          await tx.update(person).set({ defaultAccount: true }).where(and(eq(person.businessId, actor.businessId), eq(person.id, id)));
          await writeLog(tx, actor, {
            action: 'update',
            type: personResource.logType,
            id,
            number: found.name,
            content: 'defaultAccount: false → true',
          });
          return found.name;
        });
        return { message: translateServerMessage(request.lang, 'default-account-set', { name }) };
      },
    },
  };
}
