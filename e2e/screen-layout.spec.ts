import { expect, test, type Locator, type Page } from '@playwright/test';
import { toPersianDigits } from '@hesab/domain';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

/**
 * What is cut off in `within`: the titles shown (`th`, `label`) shorter than their text, and how far the page scrolls
 * sideways. A grid's cell labels are kept for screen readers alone where its header names the column.
 */
function cutOff(within: Locator) {
  return within.evaluate((element) => ({
    titles: Array.from(element.querySelectorAll('th, label'))
      .filter((title) => getComputedStyle(title).clipPath === 'none' && title.scrollWidth > title.clientWidth)
      .map((title) => title.textContent),
    sideways: document.documentElement.scrollWidth - window.innerWidth,
  }));
}

/** A sale's and a purchase's row grid: every column in view with its whole title, nothing scrolled sideways. */
async function expectWholeInvoiceGrids(page: Page) {
  for (const path of ['/sell/edit', '/purchase/edit']) {
    await page.goto(path);
    const grid = page.getByTestId('document-grid');
    // A document page is a chunk of its own, slow to come on a busy machine.
    await expect(page.getByTestId('document-line')).toHaveCount(1, { timeout: 30_000 });
    for (const column of ['product', 'count', 'fee', 'discountPercent', 'tax', 'entrepot', 'description']) {
      await page.getByTestId(`line-0-${column}`).scrollIntoViewIfNeeded();
      await expect(page.getByTestId(`line-0-${column}`)).toBeInViewport({ ratio: 1 });
    }
    expect(await grid.evaluate((table) => (table.parentElement ? table.parentElement.scrollWidth - table.parentElement.clientWidth : 0))).toBe(0);
    expect(await cutOff(grid)).toEqual({ titles: [], sideways: 0 });
  }
}

/** A product's pricing row: every cell in view with its whole label. */
async function expectWholePricingRow(page: Page) {
  await page.goto('/product/new');
  const form = page.getByTestId('resource-form');
  await form.getByTestId('form-tab-productForm.pricingTab').click();
  await form.getByTestId('rows-pricing-add').click();
  const row = form.getByTestId('rows-pricing-row').first();
  for (const cell of ['type', 'name', 'category', 'branch', 'currency', 'minCount', 'maxCount', 'percent', 'price', 'woocommerce']) {
    await row.getByTestId(`rows-pricing-${cell}`).scrollIntoViewIfNeeded();
    await expect(row.getByTestId(`rows-pricing-${cell}`)).toBeInViewport({ ratio: 1 });
  }
  expect(await cutOff(row)).toEqual({ titles: [], sideways: 0 });
}

test.describe('at 1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the 8-column trial balance shows its last column', async ({ page, request }) => {
    await logIn(page, admin);
    const api = await apiOf(page, request);
    const { startDate } = await api.get<{ startDate: string }>('init');
    const { data: accounts } = await api.get<{ data: { id: number; code: string }[] }>('coding?type=given');
    const idOf = (code: string) => accounts.find((account) => account.code === code)?.id;
    // Large amounts in every column: the widest the figures of a small business get.
    await api.post('accounting', {
      date: startDate,
      description: `تراز پهن ${run}`,
      rows: [
        { account: idOf('10103'), debit: '987654321000', credit: '0' },
        { account: idOf('60201'), debit: '0', credit: '987654321000' },
      ],
    });

    await page.goto('/accounting/balance?layout=8');
    const table = page.getByTestId('balance-table');
    await expect(table.getByTestId('resource-row').first()).toBeVisible();
    const lastHeader = table.locator('th[data-field="closing_credit"]');
    await expect(lastHeader).toBeInViewport({ ratio: 1 });
    // The totals' last cell within the page's width (the rows of a busy business may put it below the fold).
    const lastTotal = await table.getByTestId('summary-trailing').locator('td[data-field="closing_credit"]').boundingBox();
    expect(lastTotal && lastTotal.x >= 0 && lastTotal.x + lastTotal.width <= 1440).toBe(true);
    // Nothing is hidden sideways, so there is no scroll cue either.
    await expect(page.getByTestId('scroll-cue')).toHaveCount(0);
  });

  test('the product list shows its last column, codes in Persian digits and stock without padded decimals', async ({
    page,
    request,
  }) => {
    await logIn(page, admin);
    const api = await apiOf(page, request);
    const name = `کالایی با نامی بلند برای آزمون پهنای فهرست ${run}`;
    const { data: warehouse } = await api.post<{ data: { id: number } }>('entrepot', { name: `انبار پهنا ${run}` });
    await api.post('products', {
      name,
      barcode: `${run}`,
      initial_stocks: [{ entrepot: warehouse.id, stock: '50', price: '1000' }],
    });
    await page.goto(`/product/list?search=${encodeURIComponent(name)}`);
    const row = page.getByTestId('resource-row').filter({ hasText: name });
    await expect(page.locator('th[data-field="taxPercent"]')).toBeInViewport({ ratio: 1 });
    await expect(row.locator('td[data-field="barcode"]')).toHaveText(toPersianDigits(`${run}`));
    await expect(row.locator('td[data-field="stock"]')).toHaveText('۵۰');
  });

  test('an invoice’s row grid shows every column, the warehouse and description too, each with its whole title', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, admin);
    await expectWholeInvoiceGrids(page);
  });

  test('a product’s pricing row shows every cell with its whole label', async ({ page }) => {
    await logIn(page, admin);
    await expectWholePricingRow(page);
  });

  test('a year name takes the language digits', async ({ page }) => {
    await logIn(page, admin);
    await page.goto('/accounting/year/list');
    await expect(page.getByTestId('resource-row').first().locator('td[data-field="name"]')).toHaveText(/^[^0-9]*[۰-۹]{4}[^0-9]*$/);
  });

  test('a saved form becomes the record tab, and the form opens on its first field with its shortcut shown', async ({ page }) => {
    await logIn(page, admin);
    await page.goto('/service/new');
    const form = page.getByTestId('resource-form');
    await expect(page.getByTestId('resource-form-save-shortcut')).toHaveText('Shift+F3');
    // The form's first field has the focus, so typing starts at once.
    await expect(form.locator(':focus')).toHaveCount(1);
    const name = `خدمت زبانه ${run}`;
    await form.locator('input[name="name"]').fill(name);
    await page.keyboard.press('Shift+F3');
    await expect(page).toHaveURL(/\/service\/list$/);

    const tabs = page.getByTestId('open-tab');
    const recordTab = tabs.filter({ hasText: name });
    await expect(recordTab).toHaveCount(1);
    await expect(recordTab.getByRole('link')).toHaveAttribute('href', /\/service\/edit\/\d+$/);
    // The "new" tab it was is gone: a new form is opened afresh from the list.
    await expect(tabs.locator('a[href="/service/new"]')).toHaveCount(0);
    await recordTab.getByRole('link').click();
    await expect(form.locator('input[name="name"]')).toHaveValue(name);
  });

  test('a document form opens on its date in Persian digits, and Tab goes from the description to the grid', async ({ page }) => {
    await logIn(page, admin);
    await page.goto('/accounting/new');
    const date = page.getByTestId('field-date').locator('input');
    // Focused, the date keeps the language's digits.
    await expect(date).toBeFocused();
    await expect(date).toHaveValue(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('document-description-input')).toBeFocused();
    // The draft buttons beside the description are no stops on the way.
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('line-0-account-picker-input')).toBeFocused();
    await expect(page.getByTestId('document-save-shortcut')).toHaveText('Shift+F3');
  });

  test('more than twelve pages keep twelve tabs, the current one in view', async ({ page }) => {
    await logIn(page, admin);
    const pages = [
      '/accounting/balance',
      '/accounting/list',
      '/accounting/book',
      '/accounting/balanceSheet',
      '/report/profitCost',
      '/accounting/totalDocument',
      '/accounting/coding',
      '/product/list',
      '/service/list',
      '/entrepot/list',
      '/accounting/year/list',
      '/accounting/documentNumbering',
      '/accounting/contraryNatureDocument',
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('[data-testid="open-tab"][data-active="true"] a')).toHaveAttribute('href', new RegExp(`^${path}`));
    }
    await expect(page.getByTestId('open-tab')).toHaveCount(12);
    await expect(page.locator('[data-testid="open-tab"][data-active="true"]')).toBeInViewport({ ratio: 1 });
  });
});

test.describe('on a phone, 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the document grid shows debit and credit without sideways scrolling', async ({ page }) => {
    await logIn(page, admin);
    await page.goto('/accounting/new');
    const grid = page.getByTestId('document-grid');
    await expect(page.getByTestId('document-line')).toHaveCount(2);
    for (const side of ['debit', 'credit']) {
      await expect(page.getByTestId(`line-0-${side}`).locator('input')).toBeInViewport({ ratio: 1 });
    }
    const overflow = await grid.evaluate((table) => {
      const box = table.parentElement;
      return {
        grid: box ? box.scrollWidth - box.clientWidth : 0,
        page: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    expect(overflow).toEqual({ grid: 0, page: 0 });
  });

  test('an invoice’s rows and a product’s pricing rows are cards with every cell and its label whole, nothing sideways', async ({ page }) => {
    test.setTimeout(180_000);
    await logIn(page, admin);
    await expectWholeInvoiceGrids(page);
    await expectWholePricingRow(page);
  });

  test('a list folds its filters behind one button and shows the name in full', async ({ page, request }) => {
    await logIn(page, admin);
    const api = await apiOf(page, request);
    const name = `کالای نام کامل در گوشی ${run}`;
    await api.post('products', { name });
    await page.goto('/product/list');
    await expect(page.getByTestId('filter-status')).toBeHidden();
    await page.getByTestId('list-filters-toggle').click();
    await expect(page.getByTestId('filter-status')).toBeVisible();
    await page.getByTestId('list-search').fill(name);
    const nameCell = page.getByTestId('resource-row').filter({ hasText: name }).locator('td[data-field="name"]');
    await expect(nameCell).toBeInViewport({ ratio: 1 });
    expect(await nameCell.evaluate((cell) => cell.scrollWidth <= cell.clientWidth)).toBe(true);
  });
});
