import { and, eq } from 'drizzle-orm';
import { productResource, quickEditQuery } from '@hesab/contract';
import { product, type Database } from '@hesab/db';
import { compareMoney, priceWithTaxOf, roundMoney } from '@hesab/domain';
import { translateServerMessage } from '@hesab/i18n';
import { FieldErrors, NotFoundError } from '../../http/errors.ts';
import type { DetailSelect } from '../../http/getdetail.ts';
import { requireMember } from '../../http/request-context.ts';
import { actorOf, describeChanges, writeLog } from '../activity-log/index.ts';
import { actionAccess, kindScope, requireInScope, translateDatabaseError } from '../resources/index.ts';
import { nextProductCode } from './new-product.ts';
import { currencyPrecision } from './product-extras.ts';

/** `GET products?checkCode`: the code a new product or service would get, which the form shows before saving. */
export function checkCodeCommand(db: Database): DetailSelect {
  return {
    access: actionAccess(productResource, 'create'),
    handler: async (request) => ({ data: await nextProductCode(db, requireMember(request).businessId) }),
  };
}

/**
 * `GET products?updateProduct=active&product=<id>&barcode&price&taxPercent&discountPercent`: the quick-edit
 * dialog's save (spec 01 section 2). The price must be above zero (pleasEnterPrice); priceWithTax follows it.
 */
export function quickEditCommand(db: Database): DetailSelect {
  return {
    access: actionAccess(productResource, 'edit'),
    handler: async (request) => {
      const query = quickEditQuery.parse(request.query, { reportInput: true });
      if (compareMoney(query.price, '0') <= 0) throw new FieldErrors({ price: [{ key: 'pleasEnterPrice' }] });
      const actor = actorOf(request);
      const editable = kindScope(productResource, requireMember(request), 'edit');
      const where = and(eq(product.businessId, actor.businessId), eq(product.id, query.product));
      const saved = await db
        .transaction(async (tx) => {
          const [before] = await tx.select().from(product).where(where).for('update');
          if (!before) throw new NotFoundError();
          requireInScope(productResource, editable, before);
          const precision = await currencyPrecision(tx, actor.businessId, before.currency);
          const taxPercent = query.taxPercent ?? before.taxPercent;
          const changes = {
            ...(query.barcode === undefined ? {} : { barcode: query.barcode === '' ? null : query.barcode }),
            price: roundMoney(query.price, precision),
            priceWithTax: priceWithTaxOf(query.price, taxPercent, precision),
            taxPercent,
            ...(query.discountPercent === undefined ? {} : { discountPercent: query.discountPercent }),
          };
          const [row] = await tx.update(product).set(changes).where(where).returning();
          await writeLog(tx, actor, {
            action: 'update',
            type: productResource.logType,
            id: String(query.product),
            number: before.code,
            content: describeChanges(before, changes),
          });
          return row;
        })
        .catch((error: unknown) => {
          throw translateDatabaseError(error, 'product', 'write');
        });
      if (!saved) throw new NotFoundError();
      const { id, barcode, price, priceWithTax, taxPercent, discountPercent } = saved;
      return { data: { id, barcode, price, priceWithTax, taxPercent, discountPercent }, message: translateServerMessage(request.lang, 'saved') };
    },
  };
}
