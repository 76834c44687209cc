import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { ZodType } from 'zod';

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
    const issues: FastifySchemaValidationError[] = result.error.issues.map(({ path, code, message, ...params }) => ({
      keyword: code,
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/${code}`,
      message,
      params,
    }));
    return { error: issues };
  };
