import { expect, test } from '@playwright/test';
import { logIn } from './login.ts';
import { admin, economyOwner } from './users.ts';

test('a screen the plan has off shows the plan dialog and is not in the menu; on the plan that has it, it opens', async ({ page }) => {
  // The economic plan has no online shops (integratorSystem): its administrator neither sees nor opens setting/integrator.
  await logIn(page, economyOwner);
  const menu = page.getByTestId('side-menu');
  await menu.getByRole('button', { name: 'تنظیمات', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'تنظیمات کسب‌وکار' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'یکپارچه‌سازی', exact: true })).toHaveCount(0);
  await page.goto('/setting/integrator');
  const dialog = page.getByTestId('plan-feature-dialog');
  await expect(dialog).toContainText('«فروشگاه‌های اینترنتی» در طرح کنونی این کسب‌وکار نیست');
  await expect(page.getByTestId('resource-list')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'دیدن طرح‌ها' }).click();
  await expect(page).toHaveURL(/\/plans$/);

  // The demo business's plan has it: the same screen opens, and the menu lists it.
  // The plans page has no top bar: the logout is opened by its address, and waited for before the next login.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, admin);
  await page.getByTestId('side-menu').getByRole('button', { name: 'تنظیمات', exact: true }).click();
  await page.getByTestId('side-menu').getByRole('link', { name: 'یکپارچه‌سازی', exact: true }).click();
  await expect(page).toHaveURL(/\/setting\/integrator$/);
  await expect(page.getByTestId('resource-list')).toBeVisible();
  await expect(page.getByTestId('plan-feature-dialog')).toHaveCount(0);
});
