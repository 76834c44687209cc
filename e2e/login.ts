import { expect, type Page } from '@playwright/test';

/** Logs in through the login form and waits for the dashboard. */
export async function logIn(page: Page, user: { username: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'نام کاربری' }).fill(user.username);
  await page.locator('input[name="password"]').fill(user.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByTestId('dashboard')).toBeVisible();
}
