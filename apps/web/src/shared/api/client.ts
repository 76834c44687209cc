import { sessionHeaders } from '@hesab/contract';
import { currentLanguage } from '../i18n/i18n.ts';
import { ApiError, toApiErrorBody } from './api-error.ts';
import { readAppKey, readToken } from './session-store.ts';

const apiRoot = '/api/v1/';

/** Anything with zod's `parse`: the contract's schemas check every response. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

export type QueryParams = Record<string, string | number | undefined>;

interface RequestOptions<T> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  schema: ResponseSchema<T>;
  query?: QueryParams;
  body?: unknown;
  /** aborts the call, e.g. when a newer search replaces it */
  signal?: AbortSignal;
}

function urlOf(path: string, query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return apiRoot + path + (search ? `?${search}` : '');
}

function headersFor(json: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  if (json) headers.set('Content-Type', 'application/json');
  const token = readToken();
  if (token) headers.set(sessionHeaders.authorization, `Bearer ${token}`);
  const appKey = readAppKey();
  if (appKey) headers.set(sessionHeaders.domain, appKey);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page (502) is not JSON; the status alone says what happened.
    return null;
  }
}

/** Calls the API with the session headers; throws ApiError for a non-2xx answer or no answer at all. */
async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { body } = options;
  // A form body goes as it is: the browser writes its Content-Type, which carries the multipart boundary.
  const isForm = body instanceof FormData;
  const json = body !== undefined && !isForm;
  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), {
      method: options.method,
      headers: headersFor(json),
      body: isForm ? body : json ? JSON.stringify(body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    // An aborted call was given up on purpose; it is not a network failure.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, {});
  }
  const data = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, toApiErrorBody(data));
  return options.schema.parse(data);
}

/**
 * A POST whose answer streams as lines of JSON (`application/x-ndjson`: progress, then the answer): each line is
 * handed to `onLine` as it arrives; the last is returned. A refusal before the stream began throws ApiError.
 */
async function postStreamed(path: string, onLine: (line: unknown) => void): Promise<unknown> {
  const headers = headersFor(true);
  headers.set('Accept', 'application/x-ndjson');
  let response: Response;
  try {
    response = await fetch(urlOf(path, undefined), { method: 'POST', headers, body: '{}' });
  } catch {
    throw new ApiError(0, {});
  }
  if (!response.ok || !response.body) throw new ApiError(response.status, toApiErrorBody(await readJson(response)));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  let last: unknown = null;
  for (;;) {
    const { done, value } = await reader.read();
    pending += value ?? '';
    const lines = pending.split('\n');
    pending = done ? '' : (lines.pop() ?? '');
    for (const line of lines.filter((each) => each.trim() !== '')) {
      last = JSON.parse(line);
      onLine(last);
    }
    if (done) return last;
  }
}

/** A GET whose answer is a file (a PDF, an .xlsx): its bytes and the name the server gives it. */
async function getFile(path: string, query?: QueryParams): Promise<{ blob: Blob; name: string | null }> {
  let response: Response;
  try {
    response = await fetch(urlOf(path, query), { headers: headersFor(false) });
  } catch {
    throw new ApiError(0, {});
  }
  if (!response.ok) throw new ApiError(response.status, toApiErrorBody(await readJson(response)));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  return { blob: await response.blob(), name: name ? decodeURIComponent(name) : null };
}

export const api = {
  get: <T>(path: string, schema: ResponseSchema<T>, query?: QueryParams, signal?: AbortSignal) =>
    apiRequest(path, { method: 'GET', schema, query, signal }),
  post: <T>(path: string, body: unknown, schema: ResponseSchema<T>) =>
    apiRequest(path, { method: 'POST', schema, body }),
  /** a multipart upload (files) */
  postForm: <T>(path: string, form: FormData, schema: ResponseSchema<T>) =>
    apiRequest(path, { method: 'POST', schema, body: form }),
  put: <T>(path: string, body: unknown, schema: ResponseSchema<T>) =>
    apiRequest(path, { method: 'PUT', schema, body }),
  delete: <T>(path: string, schema: ResponseSchema<T>) => apiRequest(path, { method: 'DELETE', schema }),
  postStreamed,
  getFile,
};
