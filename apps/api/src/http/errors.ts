import type { ServerMessageKey } from '@hesab/i18n';

type Params = Record<string, string | number>;

/** An error the client is meant to see; the message is a server message key translated per request. */
export abstract class ClientError extends Error {
  abstract readonly status: number;
  constructor(
    readonly messageKey: ServerMessageKey,
    readonly params: Params = {},
    /** placeholders filled with another message in the same language (the name of a document's kind) */
    readonly namedParams: Readonly<Record<string, ServerMessageKey>> = {},
  ) {
    super(messageKey);
  }
}

/** 400: a body that cannot be read as JSON, or nests too deep to be walked. */
export class BadRequestError extends ClientError {
  readonly status = 400;
}

/** 401: no token, or a token that is unknown, expired or revoked. */
export class UnauthenticatedError extends ClientError {
  readonly status = 401;
  constructor() {
    super('unauthenticated');
  }
}

/** 403: the user lacks the permission, or is not a member of the business. */
export class ForbiddenError extends ClientError {
  readonly status = 403;
}

/** 404: nothing with that id in this business; the message may name what was looked for (invoice-not-found). */
export class NotFoundError extends ClientError {
  readonly status = 404;
  constructor(messageKey: ServerMessageKey = 'not-found') {
    super(messageKey);
  }
}

/** 409: the plan's limit is reached; the web opens the plan-upgrade dialog. */
export class PlanLimitError extends ClientError {
  readonly status = 409;
}

/** 420: a business rule refused the request. */
export class BusinessRuleError extends ClientError {
  readonly status = 420;
}

/** 423: a blocking condition with data the web shows in a dialog. */
export class BlockedError extends ClientError {
  readonly status = 423;
  constructor(
    messageKey: ServerMessageKey,
    readonly data: unknown,
    params: Params = {},
  ) {
    super(messageKey, params);
  }
}

/** 502: a service the request needs (the payment gateway) answered what its protocol does not. */
export class BadGatewayError extends ClientError {
  readonly status = 502;
}

/** 503: the server lacks a part the request needs (Chromium for a PDF); the message says what to install. */
export class ServiceUnavailableError extends ClientError {
  readonly status = 503;
}

/** 503 for a while: the part is there but at its limit (the PDF queue full); the client is told when to come back. */
export class BusyError extends ClientError {
  readonly status = 503;
  constructor(
    messageKey: ServerMessageKey,
    readonly retryAfterSeconds: number,
  ) {
    super(messageKey);
  }
}

/** 429: too many attempts; the wait, where it is known, goes out in Retry-After. */
export class TooManyRequestsError extends ClientError {
  readonly status = 429;
  constructor(
    messageKey: ServerMessageKey,
    params: Params = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(messageKey, params);
  }
}

export interface FieldError {
  key: ServerMessageKey;
  params?: Params;
}

/** 422 raised by a command after schema validation, e.g. a duplicate value; same body as schema errors. */
export class FieldErrors extends Error {
  readonly status = 422;
  constructor(readonly fields: Record<string, FieldError[]>) {
    super('invalid-fields');
  }
}
