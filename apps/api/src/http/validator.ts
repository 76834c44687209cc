import type { FastifyInstance, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import parseJson from 'secure-json-parse';
import type { core, ZodType } from 'zod';
import { BadRequestError, FieldErrors } from './errors.ts';

/** The issues with each key a strict object does not know as an issue of its own, on that key: 'unknown-field'. */
export function perFieldIssues(issues: readonly core.$ZodIssue[]): core.$ZodIssue[] {
  return issues.flatMap((issue): core.$ZodIssue[] =>
    issue.code === 'unrecognized_keys' ? issue.keys.map((key) => ({ ...issue, path: [...issue.path, key], message: 'unknown-field' })) : [issue],
  );
}

/**
 * Validates requests with zod, asking it to report each issue's input: without it a missing field and a field
 * of the wrong type look alike, and the error contract tells them apart (is-required vs invalid-value).
 * Fastify hands the issues to the error handler as `error.validation`.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const issues: FastifySchemaValidationError[] = perFieldIssues(result.error.issues).map(({ path, code, message, ...params }) => ({
      keyword: code,
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/${code}`,
      message,
      params,
    }));
    return { error: issues };
  };

/** How deep a body may nest arrays and objects: a document is some five levels deep, and nothing needs sixty-four. */
export const maxJsonDepth = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, in one pass over the text (brackets inside strings
 * aside). Checked before parsing, so that no walk after it (ours, the schemas') meets a body deep enough to stall the
 * process or overflow its stack.
 */
export function jsonNestsBeyond(text: string, max: number): boolean {
  // Only the characters that open, close or escape are visited: the regular expression skips the rest natively, so
  // a long text costs little more than JSON.parse reading it.
  const structural = /[[\]{}"\\]/g;
  let depth = 0;
  let inString = false;
  for (let found = structural.exec(text); found !== null; found = structural.exec(text)) {
    const character = found[0];
    if (character === '\\') structural.lastIndex += 1; // escapes the next character, a quote among them
    else if (character === '"') inString = !inString;
    else if (inString) continue;
    else if (character === '[' || character === '{') {
      if (++depth > max) return true;
    } else depth--;
  }
  return false;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A JSON body from its bytes: invalid UTF-8 is refused (422) rather than read as "\ufffd", a body nested beyond
 * `maxJsonDepth` is refused (400) before it is parsed, and an empty body is no body (some clients label a body-less
 * DELETE as JSON).
 */
export function parseJsonBody(bytes: Buffer): unknown {
  if (bytes.length === 0) return undefined;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new FieldErrors({ _: [{ key: 'invalid-encoding' }] });
  }
  if (jsonNestsBeyond(text, maxJsonDepth)) throw new BadRequestError('body-too-deep', { max: maxJsonDepth });
  try {
    // secure-json-parse, as Fastify's own parser: a body cannot smuggle __proto__ or constructor.prototype.
    return parseJson(text, null, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw new BadRequestError('invalid-json');
  }
}

/** Replaces Fastify's JSON parser with `parseJsonBody`, for every route. */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/** With the `u` flag a pair of surrogates is one character, not Cs: this finds only a lone half. */
const loneSurrogate = /\p{Cs}/u;

/**
 * A text PostgreSQL cannot keep: a NUL character, or a lone surrogate (half of a character, which would be stored as
 * "\ufffd" and then collide with another such text).
 */
const unkeepable = (text: string): boolean => text.includes('\u0000') || loneSurrogate.test(text);

/**
 * Where a value holds an unkeepable text, key or value, as the error contract names fields (`rows.0.description`, `_`
 * for all of it). Walked with a stack of its own rather than recursion, however deep the value.
 */
function unkeepableTextPaths(root: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (unkeepable(value)) found.push(path.join('.') || '_');
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const at = [...path, key];
        pending.push({ value: key, path: at }, { value: item, path: at });
      }
    }
  }
  return found;
}

/**
 * PostgreSQL cannot keep a NUL character or a lone surrogate in a text, and would fail the whole request or store
 * another text: every route refuses one in its body, query or path on the field that holds it, whatever its schema
 * says of the field.
 */
export function refuseUnkeepableTexts(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = new Set([request.body, request.query, request.params].flatMap((part) => unkeepableTextPaths(part)));
    if (found.size > 0) throw new FieldErrors(Object.fromEntries([...found].map((name) => [name, [{ key: 'invalid-character' }]])));
  });
}
