import { readFile } from 'node:fs/promises';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { isServerMessageKey, translateServerMessage, type Language } from '@hesab/i18n';
import { databaseErrorCode } from '../modules/resources/index.ts';
import { BlockedError, BusyError, ClientError, FieldErrors, TooManyRequestsError, type FieldError } from './errors.ts';
import { failureReference, loggedFailure } from './failure-log.ts';
import { perFieldIssues } from './validator.ts';

interface ZodIssueParams {
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  input?: unknown;
  expected?: string;
}

/** One field message as the error contract writes it: "translated text|key". */
function fieldMessage(language: Language, error: FieldError): string {
  return `${translateServerMessage(language, error.key, error.params)}|${error.key}`;
}

/** Maps one schema issue to the product's field message. */
function issueMessage(language: Language, code: string, zodMessage: string, params: ZodIssueParams): string {
  const field = (error: FieldError): string => fieldMessage(language, error);
  if (isServerMessageKey(zodMessage)) return field({ key: zodMessage });
  // Issues carry their input (the validator asks for it): none means the field was not sent.
  const missing = params.input === undefined || params.input === null || params.input === '';
  if (code === 'invalid_type' && missing) return field({ key: 'is-required' });
  if (code === 'too_small') {
    if (params.origin === 'string' && Number(params.minimum) <= 1) return field({ key: 'is-required' });
    const min = String(params.minimum);
    return field(params.origin === 'string' ? { key: 'too-short', params: { min } } : { key: 'too-small', params: { min } });
  }
  if (code === 'too_big') {
    const max = String(params.maximum);
    return field(params.origin === 'string' ? { key: 'too-long', params: { max } } : { key: 'too-big', params: { max } });
  }
  if (code === 'invalid_format' && params.format === 'email') return field({ key: 'invalid-email' });
  return field({ key: 'invalid-value' });
}

/**
 * What refused a value, field by field, in `language` without the message keys: a schema's issues, a command's
 * field errors or a business rule (under `_`). Null for anything else, which is a failure rather than a refusal.
 * An import writes these beside each row it refuses.
 */
export function refusalsOf(language: Language, error: unknown): { field: string; message: string }[] | null {
  const text = (message: string) => message.split('|')[0] ?? message;
  if (error instanceof ZodError) {
    return perFieldIssues(error.issues).map((issue) => ({
      field: issue.path.join('.') || '_',
      message: text(issueMessage(language, issue.code, issue.message, issue as ZodIssueParams)),
    }));
  }
  if (error instanceof FieldErrors) {
    return Object.entries(error.fields).flatMap(([field, list]) => list.map((each) => ({ field, message: translateServerMessage(language, each.key, each.params) })));
  }
  if (error instanceof ClientError) {
    const named = Object.fromEntries(Object.entries(error.namedParams).map(([name, key]) => [name, translateServerMessage(language, key)]));
    return [{ field: '_', message: translateServerMessage(language, error.messageKey, { ...error.params, ...named }) }];
  }
  return null;
}

/** PostgreSQL's serialization failure and deadlock: the transaction was rolled back through no fault of the request. */
const transactionConflicts = new Set(['40001', '40P01']);

function fieldName(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
}

function sendFieldErrors(request: FastifyRequest, reply: FastifyReply, errors: Record<string, string[]>) {
  return reply.code(422).send({ message: translateServerMessage(request.lang, 'invalid-fields'), errors });
}

/**
 * Turns every failure into the error contract of spec 01 section 8, in the user's language. Nothing of a stack
 * trace or an internal message reaches the client: unexpected errors are logged and answered with a generic text.
 */
/** `spaIndex`: the web app's index.html, answered to any GET outside the API that matches no file. */
export function registerErrorHandler(app: FastifyInstance, options: { spaIndex?: string } = {}): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof ZodError) {
      // A schema applied inside a handler (values assembled from several parts of a request).
      const errors: Record<string, string[]> = {};
      for (const issue of perFieldIssues(error.issues)) {
        const name = issue.path.join('.') || '_';
        const text = issueMessage(request.lang, issue.code, issue.message, issue as ZodIssueParams);
        (errors[name] ??= []).push(text);
      }
      return sendFieldErrors(request, reply, errors);
    }
    if ('validation' in error && Array.isArray(error.validation)) {
      // A path that does not parse (an id `%201` or `1e0`) names no record, as a well-formed unknown id names none.
      if (error.validationContext === 'params') return reply.code(404).send({ message: translateServerMessage(request.lang, 'not-found') });
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath);
        const text = issueMessage(request.lang, issue.keyword, issue.message ?? '', issue.params as ZodIssueParams);
        (errors[name] ??= []).push(text);
      }
      return sendFieldErrors(request, reply, errors);
    }
    if (error instanceof FieldErrors) {
      const errors: Record<string, string[]> = {};
      for (const [name, list] of Object.entries(error.fields)) {
        errors[name] = list.map((e) => fieldMessage(request.lang, e));
      }
      return sendFieldErrors(request, reply, errors);
    }
    if (error instanceof ClientError) {
      const named = Object.fromEntries(Object.entries(error.namedParams).map(([name, key]) => [name, translateServerMessage(request.lang, key)]));
      const message = translateServerMessage(request.lang, error.messageKey, { ...error.params, ...named });
      const body = error instanceof BlockedError ? { message, errors: error.data } : { message };
      if ((error instanceof TooManyRequestsError || error instanceof BusyError) && error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send(body);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) {
      const max = String(Math.floor(request.routeOptions.bodyLimit / (1024 * 1024)));
      return reply.code(413).send({ message: translateServerMessage(request.lang, 'body-too-large', { max }) });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (a malformed JSON body, an unsupported media type): say what, without internals.
      return reply.code(status).send({ message: error.message });
    }
    const code = databaseErrorCode(error);
    if (code?.startsWith('22')) {
      // A data exception (a text the column cannot hold, a number out of its range): the value was bad, not the
      // server. Schemas name the field before this; what reaches here is refused on the request as a whole.
      request.log.warn({ failure: loggedFailure(error) }, 'the database refused a value');
      return sendFieldErrors(request, reply, { _: [fieldMessage(request.lang, { key: 'invalid-value' })] });
    }
    if (code !== null && transactionConflicts.has(code)) {
      // Two writes crossed (a deadlock, or a serializable read that no longer holds): this one was rolled back whole
      // and nothing of it was written, so the same request may simply be sent again.
      request.log.warn({ failure: loggedFailure(error) }, 'a transaction was rolled back by a conflict');
      const key = request.routeOptions.url?.startsWith('/api/v1/invoice') === true ? 'invoice-registration-failed' : 'transaction-failed';
      return reply.code(503).header('retry-after', '1').send({ message: translateServerMessage(request.lang, key) });
    }
    const reference = failureReference();
    request.log.error({ reference, failure: loggedFailure(error) }, 'request failed');
    return reply.code(500).send({ message: translateServerMessage(request.lang, 'server-error', { reference }), reference });
  });

  app.setNotFoundHandler(async (request, reply) => {
    // The web app routes in the browser: any other GET outside the API gets its page. A missing built file (a page
    // still open from before a deploy asking for a chunk the new build renamed) is a 404, not a page of HTML.
    const page = !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (options.spaIndex && request.method === 'GET' && page) {
      return reply.type('text/html').header('cache-control', 'no-cache').send(await readFile(options.spaIndex));
    }
    return reply.code(404).send({ message: translateServerMessage(request.lang, 'route-not-found') });
  });
}
