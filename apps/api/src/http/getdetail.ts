import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberMay, type MemberAccess } from './access.ts';
import { ForbiddenError, NotFoundError } from './errors.ts';
import { requireMember } from './request-context.ts';

/** One kind of `GET getdetail?select=<kind>` (spec 01 section 7): the spec multiplexes many reads on one path. */
export interface DetailSelect {
  /** `member` or a permission: the route itself needs membership */
  access: MemberAccess;
  handler(request: FastifyRequest): Promise<unknown>;
}

/**
 * A read whose `select` is a value of the business's own rather than a fixed kind (the spec's `select=<name of the
 * default currency>`): undefined when the value is not one it answers.
 */
export type DetailFallback = (request: FastifyRequest, select: string) => Promise<unknown>;

/**
 * `GET getcurrency` (spec 01 section 7): the same reads, where the page's picker has an address of its own, with the
 * business named by the `abr_key` header rather than `domain`; membership of that business is checked as ever.
 */
export const getCurrencyBusinessHeader = 'abr_key';

export function registerGetDetail(app: FastifyInstance, selects: Record<string, DetailSelect>, fallback?: DetailFallback): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['session'],
    summary: `Multiplexed reads; select one of: ${Object.keys(selects).join(', ')}`,
    querystring: z.looseObject({ select: z.string().min(1) }),
  };
  const read = async (request: FastifyRequest<{ Querystring: { select: string } }>) => {
    const select = Object.hasOwn(selects, request.query.select) ? selects[request.query.select] : undefined;
    if (!select) {
      const answer = await fallback?.(request, request.query.select);
      if (answer === undefined) throw new NotFoundError();
      return answer;
    }
    if (!memberMay(requireMember(request), select.access)) throw new ForbiddenError('forbidden');
    return select.handler(request);
  };
  routes.get('/getdetail', { config: { access: 'member' }, schema }, read);
  routes.get('/getcurrency', { config: { access: 'member', businessHeader: getCurrencyBusinessHeader }, schema }, read);
}
