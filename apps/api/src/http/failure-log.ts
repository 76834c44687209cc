import { randomBytes } from 'node:crypto';

/** An error as the server log keeps it: what failed and where, never the values a query carried. */
export interface LoggedFailure {
  type: string;
  message: string;
  stack?: string;
  /** SQLSTATE, and what the database names of the failure */
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedFailure;
}

/** A short id a 500 answer gives the user and the log line carries, so support finds the one from the other. */
export function failureReference(): string {
  return randomBytes(6).toString('hex');
}

function textProperty(value: object, name: string): string | undefined {
  const property: unknown = (value as Record<string, unknown>)[name];
  return typeof property === 'string' ? property : undefined;
}

/** The stack's frames without its first lines, which repeat the message. */
function framesOf(error: Error): string | undefined {
  const at = error.stack?.indexOf('\n    at ') ?? -1;
  return at < 0 ? undefined : error.stack?.slice(at + 1);
}

/**
 * The error and its causes for the log. A failed query (drizzle's wrapper) is logged as its statement without its
 * parameters, and a database error without its detail and with quoted values hidden: both may hold password
 * hashes and personal data.
 */
export function loggedFailure(error: unknown, depth = 0): LoggedFailure {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a value that is not an Error was thrown' };
  const query = textProperty(error, 'query');
  const code = textProperty(error, 'code');
  const fromDatabase = code !== undefined && /^[0-9A-Z]{5}$/.test(code);
  let message = error.message;
  if (query !== undefined) message = `Failed query: ${query}`;
  else if (fromDatabase) message = message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"');
  const logged: LoggedFailure = {
    type: error.name,
    message,
    stack: query !== undefined || fromDatabase ? framesOf(error) : error.stack,
  };
  if (fromDatabase) {
    logged.code = code;
    logged.constraint = textProperty(error, 'constraint');
    logged.table = textProperty(error, 'table');
    logged.column = textProperty(error, 'column');
  }
  if (error.cause !== undefined && depth < 4) logged.cause = loggedFailure(error.cause, depth + 1);
  return logged;
}
