import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The API as the logged-in page calls it: the session's token and business key from local storage. */
export async function apiOf(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const appKey = await page.evaluate(() => localStorage.getItem('appKey'));
  const headers = { authorization: `Bearer ${token ?? ''}`, domain: appKey ?? '' };
  return {
    async get<T>(path: string): Promise<T> {
      const response = await request.get(`/api/v1/${path}`, { headers });
      expect(response.status(), path).toBe(200);
      return (await response.json()) as T;
    },
    async post<T = unknown>(path: string, body: unknown): Promise<T> {
      const response = await request.post(`/api/v1/${path}`, { headers, data: body });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as T;
    },
    async delete(path: string): Promise<void> {
      const response = await request.delete(`/api/v1/${path}`, { headers });
      expect(response.status(), await response.text()).toBe(200);
    },
    async put<T = unknown>(path: string, body: unknown): Promise<T> {
      const response = await request.put(`/api/v1/${path}`, { headers, data: body });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as T;
    },
  };
}
