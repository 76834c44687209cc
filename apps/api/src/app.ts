import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { invoiceDefinition } from '@hesab/contract';
import type { Database, Listen } from '@hesab/db';
import { AccessCache } from './http/access-cache.ts';
import { registerAccessControl, type RegisteredRoute } from './http/access-plugin.ts';
import { registerBusinessDigits } from './http/business-digits.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerFrameOrigins } from './http/frame-origins.ts';
import { registerGetDetail } from './http/getdetail.ts';
import { loggedUrl, redactedLogPaths } from './http/logged-url.ts';
import { registerPublicPluginRoutes } from './http/public-plugin-routes.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { refuseUnkeepableTexts, registerJsonBodyParser, validatorCompiler } from './http/validator.ts';
import { registerWebApp } from './http/web-app.ts';
import type { TrustedProxies } from './config.ts';
import {
  accountingDetailSelects,
  accountingDocumentBinding,
  detailAccountBinding,
  givenAccountReferences,
  registerCodingRoutes,
  registerReportRoutes,
} from './modules/accounting/index.ts';
import { bookReachOf, findNamedRecords, journalOriginsOf, originOfBinding, referenceTablesOf, registerDocument, type DocumentBinding, type ReferenceTables } from './modules/documents/index.ts';
import { registerActivityLogRoutes } from './modules/activity-log/index.ts';
import { registerAuthRoutes } from './modules/auth/index.ts';
import { registerCreateDetail } from './modules/create-detail/index.ts';
import { registerDashboardRoutes } from './modules/dashboard/index.ts';
import { DirectoryFileStore, fileDetailSelects, multipartOptions, recordFileAccess, registerFileRoutes, type FileStore } from './modules/files/index.ts';
import { basicBindings } from './modules/basics/index.ts';
import { offlineSelects, productShortcutBinding } from './modules/cashier/index.ts';
import { marketplacePanelBinding, registerMarketplaceRoutes } from './modules/marketplace/index.ts';
import { memberBinding, roleBinding } from './modules/members/index.ts';
import { inventoryBindings } from './modules/inventory/index.ts';
import { productBinding, registerProductRoutes } from './modules/products/index.ts';
import { defaultAccountSelects, personBinding, registerPersonRoutes } from './modules/persons/index.ts';
import { registerProfileRoutes } from './modules/profile/index.ts';
import { registerImportRoutes } from './modules/imports/index.ts';
import { BusinessEvents, eventAudience, registerRealtimeRoutes } from './modules/realtime/index.ts';
import { documentPrinter, PagePrinter, registerInvoicePayment, registerInvoiceShares, registerReportPdf } from './modules/printing/index.ts';
import { registerResources, type ResourceBinding } from './modules/resources/index.ts';
import { defaultCurrencyDetail, registerSessionRoutes, sessionDetailSelects } from './modules/session/index.ts';
import { deliveredByRemittances, registerTurnoverRoutes, registerWarehouseLogDeletion, registerWarehouseRoutes, warehouseBindings } from './modules/warehouse/index.ts';
import { invoiceBinding, registerCostRoutes, registerInvoiceReports, registerLastFeeRoutes, registerLinkedRoutes, registerPresaleRoutes, registerSellFeeRoutes, paidThroughInvoices } from './modules/invoices/index.ts';
import { LogSmsProvider, type SmsProvider } from './modules/sms/index.ts';
import { LogMailer, type Mailer } from './modules/mail/index.ts';
import { registerBusinessRoutes } from './modules/onboarding/index.ts';
import { registerSignupRoutes } from './modules/signup/index.ts';
import { registerSettingRoutes } from './modules/settings/index.ts';
import { registerApiKeyRoutes } from './modules/api-keys/index.ts';
import { registerPlanRoutes, type PaymentGateway } from './modules/plans/index.ts';
import { tenancyBindings } from './modules/tenancy/index.ts';
import {
  cardTerminalCommand,
  costBinding,
  incomeBinding,
  payBinding,
  payCompositeBinding,
  receiveBinding,
  receiveCompositeBinding,
  refuseUnlistedDetail,
  registerChequeRoutes,
  transferBinding,
  treasuryBindings,
  chequeOrigin,
} from './modules/treasury/index.ts';

export interface AppOptions {
  db: Database;
  /**
   * the database's LISTEN, so that what one process announces reaches every process's realtime channels, and each
   * hears of changed access without reading for it on every request; unset (a test's single app), announcements stay
   * in the process and each request reads the access version
   */
  listen?: Listen;
  /** where uploaded files go; a temporary directory when unset (tests) */
  fileStore?: FileStore;
  /** where text messages go; the server log when unset */
  sms?: SmsProvider;
  /** where e-mail goes; the server log when unset */
  mailer?: Mailer;
  /** where the web app is reached, for links sent by e-mail; http://localhost when unset */
  appUrl?: string;
  /** the online payment gateway plans and SMS credit are bought through; unset, checkout answers 503 */
  payment?: PaymentGateway;
  /** the built web app to serve, if any */
  webRoot?: string;
  logLevel?: string;
  /** where log lines go; standard output when unset (a test reads them) */
  logStream?: { write(line: string): void };
  tokenTtlHours?: number;
  /** how many calls a minute one of a business's API keys makes before it waits (429); 120 when unset */
  apiKeyCallsPerMinute?: number;
  /** whose X-Forwarded-For is believed: the load balancers in front, as a hop count or their addresses; none when unset */
  trustProxy?: TrustedProxies;
  /** the Chromium that prints PDFs; /usr/bin/chromium when unset */
  chromiumPath?: string;
  /** the origins the ov route may frame, the security policy's frame-src; none when unset */
  frameOrigins?: readonly string[];
}

export interface App {
  server: FastifyInstance;
  /** every route with the access it declares, for the test that none is left undeclared */
  routes: RegisteredRoute[];
  /** every resource binding served, for the test that each stored field has its column */
  resourceBindings: readonly ResourceBinding[];
  /** every kind of document served, for the same test */
  documentBindings: readonly DocumentBinding[];
}

const apiPrefix = '/api/v1';

/** The documents that wrote system journals: every kind kept in tables of its own, and the cheques' changes. */
const journalOriginsFor = (references: ReferenceTables) =>
  journalOriginsOf([...documentBindings.flatMap((binding) => originOfBinding(binding) ?? []), chequeOrigin], references);

/** Every kind of document, each served from its definition. */
const documentBindings: readonly DocumentBinding[] = [
  accountingDocumentBinding(journalOriginsFor),
  transferBinding,
  // A receipt or payment an invoice wrote changes through that invoice alone.
  paidThroughInvoices(receiveBinding),
  paidThroughInvoices(payBinding),
  costBinding,
  incomeBinding,
  receiveCompositeBinding,
  payCompositeBinding,
  // A sale delivered by remittances reads with its deliveries, and stays while they stand; the cashier's card
  // payments are asked of the invoice path (spec 02 section 7), by whoever may make sales (the kind's permissions are a sale's).
  { ...deliveredByRemittances(invoiceBinding), listCommands: { pos: cardTerminalCommand({ permission: invoiceDefinition.permissions.create }) } },
  ...Object.values(warehouseBindings),
];

/** One log line a request, written when it completes: method, url, status and milliseconds. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const ms = Math.round(reply.elapsedTime);
    request.log.info({ method: request.method, url: loggedUrl(request.url), status: reply.statusCode, ms }, 'request');
  }
}

/**
 * Fastify's trust of X-Forwarded-For. It takes a bare hop count as trusting no hop (it cannot check the peer), so a
 * count is a function trusting that many hops from the socket: whoever connects directly is then believed to be a
 * proxy, which is why the README asks for the proxies' addresses where the server can be reached around them.
 */
function proxyTrust(trusted: TrustedProxies): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trusted === 'number') return (_address, hop) => hop < trusted;
  return trusted === false ? false : [...trusted];
}

/** The spec's clients call both api/v1/ and api/: the shorter form is the same API. */
function rewriteApiAlias(url: string): string {
  if (url.startsWith('/api/') && !url.startsWith(`${apiPrefix}/`) && !url.startsWith('/api/docs')) {
    return apiPrefix + url.slice('/api'.length);
  }
  return url;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const server = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
      redact: { paths: redactedLogPaths, censor: '…' },
      // Fastify's own lines about a request (at debug and trace) name its address: without the secrets in it.
      serializers: { req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip }) },
    },
    logController: new OneLinePerRequest(),
    trustProxy: proxyTrust(options.trustProxy ?? false),
    rewriteUrl: (request) => rewriteApiAlias(request.url ?? '/'),
    bodyLimit: 10 * 1024 * 1024,
  });
  server.setValidatorCompiler(validatorCompiler);
  refuseUnkeepableTexts(server);
  server.setSerializerCompiler(serializerCompiler);
  registerJsonBodyParser(server);
  // A proxy in front terminates TLS.
  await registerSecurityHeaders(server, { behindTls: (options.trustProxy ?? false) !== false, frameOrigins: options.frameOrigins ?? [] });
  // An API answer, a refusal included, is the caller's own data (login's, a token): no browser or proxy keeps a copy.
  // A signed file link says itself for how long its file may be kept.
  server.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(`${apiPrefix}/`) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  const access = new AccessCache(options.db, options.listen);
  await access.start();
  server.addHook('onClose', () => access.stop());
  const routes = registerAccessControl(server, options.db, access, { apiKeyCallsPerMinute: options.apiKeyCallsPerMinute ?? 120 });
  registerBusinessDigits(server);
  const resourceBindings: ResourceBinding[] = [];
  const fileStore = options.fileStore ?? new DirectoryFileStore(mkdtempSync(join(tmpdir(), 'hesab-files-')));
  await server.register(fastifyMultipart, multipartOptions);
  await server.register(fastifyWebsocket);
  const events = new BusinessEvents(options.db, options.listen, (error) => server.log.warn({ err: error }, 'business event not announced'));
  await events.start();
  server.addHook('onClose', () => events.stop());
  const webIndex = options.webRoot ? join(options.webRoot, 'index.html') : undefined;
  const pagePrinter = new PagePrinter(options.chromiumPath ?? '/usr/bin/chromium');
  server.addHook('onClose', () => pagePrinter.close());
  const printer = documentPrinter(pagePrinter, webIndex !== undefined && existsSync(webIndex));
  registerErrorHandler(server, { spaIndex: webIndex && existsSync(webIndex) ? webIndex : undefined });

  await server.register(fastifySwagger, {
    openapi: {
      info: { title: 'Hesab API', version: '1.0.0', description: 'Cloud accounting suite API (spec 01 and 02).' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          domain: { type: 'apiKey', in: 'header', name: 'domain' },
        },
      },
      security: [{ bearer: [], domain: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await registerPublicPluginRoutes(server, async (scope) => {
    await scope.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });

  await server.register(
    async (api) => {
      const tokenTtlHours = options.tokenTtlHours ?? 24 * 7;
      const sms = options.sms ?? new LogSmsProvider(server.log);
      registerAuthRoutes(api, { db: options.db, tokenTtlHours });
      registerSignupRoutes(api, { db: options.db, sms, mailer: options.mailer ?? new LogMailer(server.log), appUrl: options.appUrl ?? 'http://localhost', tokenTtlHours });
      registerBusinessRoutes(api, options.db);
      registerPlanRoutes(api, { db: options.db, gateway: options.payment, appUrl: options.appUrl ?? 'http://localhost' });
      registerSessionRoutes(api, options.db);
      registerFrameOrigins(api, options.frameOrigins ?? []);
      registerProfileRoutes(api, options.db);
      registerSettingRoutes(api, options.db, events);
      registerApiKeyRoutes(api, options.db);
      registerCodingRoutes(api, options.db);
      const people = personBinding(options.db, { files: fileStore, sms });
      const registry = registerResources(api, options.db, [...basicBindings, ...tenancyBindings, roleBinding, detailAccountBinding, memberBinding, people, ...inventoryBindings, productBinding(options.db), marketplacePanelBinding, ...treasuryBindings(options.db), productShortcutBinding]);
      resourceBindings.push(...registry.bindings);
      const references = referenceTablesOf(registry, givenAccountReferences);
      // The log names the records its changes name by id, where the references know their table.
      registerActivityLogRoutes(api, options.db, async (db, businessId, records) =>
        (await findNamedRecords(db, businessId, records.filter(({ resource }) => references(resource) !== undefined), references)).names,
      );
      // The books name each line's document, and show a member limited to some branches only their documents' lines.
      const book = { origins: journalOriginsFor(references), reach: bookReachOf(documentBindings) };
      // A treasury account's book is read as its documents are: within the member's list.
      registerReportRoutes(api, options.db, refuseUnlistedDetail, book);
      const documentStores = new Map(
        documentBindings.map((binding) => [binding.definition.name, registerDocument(api, options.db, binding, references, registry.tags, printer, events)]),
      );
      const invoices = documentStores.get(invoiceBinding.definition.name);
      if (invoices) {
        registerInvoiceShares(api, { db: options.db, invoices, printer, appUrl: options.appUrl ?? 'http://localhost' });
        registerInvoicePayment(api, { db: options.db, invoices, gateway: options.payment, appUrl: options.appUrl ?? 'http://localhost', references, tags: registry.tags, sms });
      }
      registerReportPdf(api, printer);
      registerRealtimeRoutes(api, access, events, eventAudience(documentBindings.map((binding) => binding.definition)));
      registerImportRoutes(api, options.db, registry, { bindings: documentBindings, references, tags: registry.tags, events });
      registerChequeRoutes(api, options.db, references, printer);
      registerPersonRoutes(api, options.db, book);
      registerProductRoutes(api, options.db);
      registerCostRoutes(api, options.db);
      registerPresaleRoutes(api, options.db, references, registry.tags);
      registerLastFeeRoutes(api, options.db);
      registerSellFeeRoutes(api, options.db);
      registerLinkedRoutes(api, options.db);
      registerInvoiceReports(api, options.db, references);
      registerWarehouseRoutes(api, options.db, references);
      registerWarehouseLogDeletion(api, options.db, new Map(Object.values(warehouseBindings).flatMap(({ definition }) => {
        const removal = documentStores.get(definition.name)?.remove;
        return removal ? [[definition.logType, removal] as const] : [];
      })));
      registerTurnoverRoutes(api, options.db, references);
      registerMarketplaceRoutes(api, options.db);
      registerDashboardRoutes(api, options.db, references);
      // Files take the permissions of the record they belong to.
      const fileAccess = recordFileAccess(registry, documentStores);
      registerGetDetail(api, {
        ...registry.pickerSelects,
        ...registry.customFieldSelects,
        ...sessionDetailSelects(options.db),
        ...accountingDetailSelects(options.db),
        ...defaultAccountSelects(options.db),
        ...offlineSelects(options.db),
        ...fileDetailSelects({ db: options.db, store: fileStore, access: fileAccess, appUrl: options.appUrl ?? 'http://localhost' }),
      }, defaultCurrencyDetail(options.db));
      registerFileRoutes(api, { db: options.db, store: fileStore, access: fileAccess });
      registerCreateDetail(api, { db: options.db, registry, fileStore, fileAccess });
    },
    { prefix: apiPrefix },
  );

  if (webIndex && existsSync(webIndex) && options.webRoot) await registerWebApp(server, options.webRoot);
  return { server, routes, resourceBindings, documentBindings };
}
