import { sessionHeaders } from '@hesab/contract';
import { ApiError, toApiErrorBody } from '../api/api-error.ts';
import type { ResponseSchema } from '../api/client.ts';
import { readAppKey, readToken } from '../api/session-store.ts';
import { currentLanguage } from '../i18n/i18n.ts';

/**
 * A multipart POST with the session headers. The api client sends JSON only, and a form body needs the browser
 * to write its own Content-Type (it carries the boundary); this belongs in the client as `api.postForm`.
 */
export async function postForm<T>(path: string, form: FormData, schema: ResponseSchema<T>): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  const token = readToken();
  if (token) headers.set(sessionHeaders.authorization, `Bearer ${token}`);
  const appKey = readAppKey();
  if (appKey) headers.set(sessionHeaders.domain, appKey);
  let response: Response;
  try {
    response = await fetch(`/api/v1/${path}`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(0, {});
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    // A proxy's HTML error page is not JSON; the status alone says what happened.
  }
  if (!response.ok) throw new ApiError(response.status, toApiErrorBody(data));
  return schema.parse(data);
}
