/** What an error response carries (spec 01 section 8); `errors` is a field map for 422 and free data for 423. */
export interface ApiErrorBody {
  message?: string;
  errors?: unknown;
}

/** A failed call. `status` 0 means no response arrived (network failure). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function toApiErrorBody(data: unknown): ApiErrorBody {
  if (typeof data !== 'object' || data === null) return {};
  const message = 'message' in data && typeof data.message === 'string' ? data.message : undefined;
  const errors = 'errors' in data ? data.errors : undefined;
  return { message, errors };
}
