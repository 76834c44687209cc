import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { costRebuild, productCost, productCostQuery, type ProductCost } from '@hesab/contract';
import type { Database, Executor } from '@hesab/db';
import { costStock, isoDateOf } from '@hesab/domain';
import { translateServerMessage } from '@hesab/i18n';
import { BlockedError, ClientError, ForbiddenError, NotFoundError } from '../../http/errors.ts';
import { failureReference, loggedFailure } from '../../http/failure-log.ts';
import { recordIdParams } from '../../http/record-id.ts';
import { requireMember } from '../../http/request-context.ts';
import { goodsMovements, issueCost } from '../inventory/index.ts';
import { invoiceTerms } from '../products/index.ts';
import { seesCosts } from '../tenancy/index.ts';
import { recostStock, type Recosted } from './recosting.ts';

/** What a product's stock stood at on `date`, and the unit cost its method gives the next unit issued then. */
async function costOn(tx: Executor, businessId: number, id: number, date: string): Promise<ProductCost> {
  const [term] = (await invoiceTerms(tx, businessId, [id])).values();
  if (!term) throw new NotFoundError();
  const moves = (await goodsMovements(tx, businessId, [id])).filter((move) => move.date <= date);
  const { onHand, value } = costStock(term.inventoryMethod, moves);
  return { product: id, date, method: term.inventoryMethod, on_hand: onHand, value, unit_cost: issueCost(moves, term.inventoryMethod, '1') };
}

/**
 * A rebuild that failed after its progress began to stream, as the last line: the status and body the error handler
 * would have answered (a 423 naming the permanent or locked document that refused it; a 500 with its reference).
 */
function failureLine(request: FastifyRequest, error: unknown) {
  if (error instanceof ClientError) {
    const message = translateServerMessage(request.lang, error.messageKey, error.params);
    return { status: error.status, message, ...(error instanceof BlockedError ? { errors: error.data } : {}) };
  }
  const reference = failureReference();
  request.log.error({ reference, failure: loggedFailure(error) }, 'cost rebuild failed');
  return { status: 500, message: translateServerMessage(request.lang, 'server-error', { reference }), reference };
}

/**
 * `GET products/{id}/cost?date`, a product's cost on a date by its method, and `POST products/rebuildCost`, every
 * sale of the business costed again over its products' histories and reposted where its cost was wrong (after an
 * import, or a change of a product's method), with the returns of those sales, in one transaction. A client that
 * accepts `application/x-ndjson` sees its progress: a line `{"progress": {"done", "total"}}` (products costed of
 * all) after each batch of products, then the answer `{products, sales, message}`, or `{status, message, errors?}`
 * if it failed (the status the plain request would have answered; nothing was written). Other clients get the answer
 * alone, as JSON.
 */
export function registerCostRoutes(app: FastifyInstance, db: Database): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/products/:id/cost',
    { config: { access: { permission: 'ProductList' } }, schema: { tags: ['products'], params: recordIdParams, querystring: productCostQuery, response: { 200: productCost } } },
    (request) => {
      const member = requireMember(request);
      // What goods cost goes only to those who may see costs, as a sale's unit cost (issue 36).
      if (!seesCosts(member)) throw new ForbiddenError('forbidden');
      // Today is the business's, in its own time zone.
      return costOn(db, member.businessId, request.params.id, request.query.date ?? isoDateOf(new Date(), member.timeZone));
    },
  );
  routes.post(
    '/products/rebuildCost',
    { config: { access: { permission: 'Product' } }, schema: { tags: ['products'], response: { 200: costRebuild } } },
    async (request, reply) => {
      const { businessId } = requireMember(request);
      const answer = (rebuilt: Recosted) => ({ products: rebuilt.products, sales: rebuilt.invoices, message: translateServerMessage(request.lang, 'saved') });
      if (!request.headers.accept?.includes('application/x-ndjson')) return answer(await db.transaction((tx) => recostStock(tx, businessId, null, 0)));
      const stream = new PassThrough();
      const line = (value: unknown) => stream.write(`${JSON.stringify(value)}\n`);
      void db
        .transaction((tx) => recostStock(tx, businessId, null, 0, (progress) => line({ progress })))
        .then(
          (rebuilt) => line(answer(rebuilt)),
          (error: unknown) => line(failureLine(request, error)),
        )
        .finally(() => stream.end());
      // The schema types the JSON answer; Fastify sends a stream as it is, without serializing it.
      return reply.type('application/x-ndjson').send(stream as never);
    },
  );
}
