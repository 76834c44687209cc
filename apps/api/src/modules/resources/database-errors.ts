import { BusinessRuleError, FieldErrors } from '../../http/errors.ts';

interface DatabaseError {
  code?: string;
  constraint?: string;
}

/** The driver's error under drizzle's wrapper, if the failure came from PostgreSQL. */
function databaseError(error: unknown): DatabaseError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string' && /^\d{2}\w{3}$/.test(current.code)) {
      return current as DatabaseError;
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : null;
  }
  return null;
}

/** The SQLSTATE of a PostgreSQL failure (e.g. 23505 unique, 23503 foreign key), or null for any other error. */
export function databaseErrorCode(error: unknown): string | null {
  return databaseError(error)?.code ?? null;
}

/**
 * Turns the constraint violations a write may meet into the product's answers: a duplicate value is a 422 on
 * its field (unique indexes are named <table>_<field>_key), a reference to something missing is a 422 too, and
 * removing what others still use is a 420.
 */
export function translateDatabaseError(error: unknown, tableName: string, action: 'write' | 'remove'): unknown {
  const cause = databaseError(error);
  if (!cause) return error;
  if (cause.code === '23505') {
    const field = cause.constraint?.replace(`${tableName}_`, '').replace(/_key$/, '') ?? '_';
    return new FieldErrors({ [field]: [{ key: 'duplicate-value' }] });
  }
  if (cause.code === '23503') {
    if (action === 'remove') return new BusinessRuleError('in-use-cannot-delete');
    return new FieldErrors({ _: [{ key: 'invalid-value' }] });
  }
  return error;
}
