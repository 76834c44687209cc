import type { FastifyInstance, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { core, ZodType } from 'zod';
import { FieldErrors } from './errors.ts';

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

/** Where a value holds a NUL character, as the error contract names fields (`rows.0.description`, `_` for all of it). */
function nulCharacterPaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.') || '_');
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      nulCharacterPaths(key, [...path, key], found);
      nulCharacterPaths(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * PostgreSQL cannot keep a NUL character in a text, and would fail the whole request: every route refuses one in
 * its body, query or path on the field that holds it, whatever its schema says of the field.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = [request.body, request.query, request.params].flatMap((part) => nulCharacterPaths(part));
    if (found.length > 0) throw new FieldErrors(Object.fromEntries(found.map((name) => [name, [{ key: 'invalid-character' }]])));
  });
}
