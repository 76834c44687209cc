import { appRoutes, defaultPrintSettings, printableReports, printQuery, printSearch, reportPdfQuery, reportPrintingParam, type RouteName } from '@hesab/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ForbiddenError } from '../../http/errors.ts';
import { requireMember } from '../../http/request-context.ts';
import type { DocumentPrinter } from '../documents/index.ts';
import { holdsPermission } from '../tenancy/index.ts';

/** The print settings' own keys, kept out of the query the report screen is opened with. */
const settingKeys = new Set(Object.keys(defaultPrintSettings));
/** A report may cover a whole year's book: its print table gets two minutes to draw, a document's page thirty seconds. */
const reportTimeoutMs = 120_000;

/**
 * `GET report/pdf?route=<report screen>&<its query>` (issue 18): the report as its screen prints it, its filters
 * from the query, printed by the server's Chromium as the caller sees it, on the paper the print query names.
 */
export function registerReportPdf(app: FastifyInstance, printer: DocumentPrinter): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/report/pdf',
    { config: { access: { anyPermission: [...printableReports] } }, schema: { tags: ['report'], querystring: reportPdfQuery } },
    async (request, reply) => {
      const { route, id, ...rest } = request.query;
      const screen = route as RouteName;
      if (!holdsPermission(requireMember(request), screen)) throw new ForbiddenError('forbidden');
      const settings = printQuery.parse(rest);
      const search = new URLSearchParams(printSearch(settings));
      for (const [name, value] of Object.entries(rest)) if (!settingKeys.has(name) && typeof value === 'string') search.set(name, value);
      search.set(reportPrintingParam, '1');
      const path = `${appRoutes[screen].path.replace(/\/:id\?$/, id === undefined ? '' : `/${id}`)}?${search.toString()}`;
      const pdf = await printer(request, { path, settings, ready: '[data-testid="print-table"]', timeoutMs: reportTimeoutMs });
      return reply.type('application/pdf').header('Content-Disposition', `inline; filename*=UTF-8''${screen}.pdf`).send(pdf);
    },
  );
}
