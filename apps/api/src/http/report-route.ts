import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { reportResponse, totalledColumns, type ReportDefinition } from '@hesab/contract';
import { sumMoney } from '@hesab/domain';
import type { Member } from '../modules/tenancy/index.ts';
import { requireMember } from './request-context.ts';

/** What a report's module supplies: its rows for a member and a query; the route, checks and totals are the engine's. */
export type ReportRows<Row extends z.ZodObject, Params extends z.ZodObject> = (member: Member, params: z.infer<Params>) => Promise<z.infer<Row>[]>;

/**
 * `GET <definition.path>` (ARCHITECTURE 4c): the query checked by the definition's parameters (422), the screen's
 * permission (its plan option with it), the rows in the definition's order and the sums of its totalled columns.
 */
export function registerReport<Row extends z.ZodObject, Params extends z.ZodObject>(
  app: FastifyInstance,
  definition: ReportDefinition<Row, Params>,
  rows: ReportRows<Row, Params>,
): void {
  const totalled = totalledColumns(definition);
  app.get(
    definition.path,
    {
      config: { access: { permission: definition.route } },
      schema: { tags: ['report'], querystring: definition.params, response: { 200: reportResponse(definition) } },
    },
    async (request) => {
      // The validator has checked the query already; parsing the result again only gives it the definition's type.
      const data = await rows(requireMember(request), definition.params.parse(request.query));
      const totals = Object.fromEntries(totalled.map((key) => [key, sumMoney(data.map((row: Record<string, unknown>) => String(row[key] ?? '0')))]));
      return { rows: data, totals };
    },
  );
}
