import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatJalali } from '@hesab/domain';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

/** Unique per run: the specs share one database. */
const run = Date.now();

interface Created {
  data: { id: number };
}

/** Picks in the picker `testId` of `within` (a grid row holds one picker of each kind); its options open on the page. */
async function pick(page: Page, testId: string, option: string, within: Page | Locator = page) {
  await within.getByTestId(`${testId}-input`).fill(option);
  await page.getByRole('option', { name: option }).click();
}

test('F2 adds a pricing row whose price follows a typed percent, and it saves', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const entrepot = (await api.post<Created>('entrepot', { name: `انبار قیمت ${run}` })).data.id;
  const product = `کالای قیمت ${run}`;
  // Received at 1200, with one pricing row already: the grid knows the product's cost.
  await api.post('products', {
    name: product,
    initial_stocks: [{ entrepot, stock: '5', price: '1200' }],
    pricing: [{ type: 'price', name: `عمده ${run}`, price: '1300' }],
  });

  await page.goto('/product/pricing');
  const grid = page.getByTestId('pricing-table');
  await expect(grid.getByTestId('pricing-row').filter({ hasText: product })).toHaveCount(1);
  const before = await grid.getByTestId('pricing-row').count();
  await page.keyboard.press('F2');
  await expect(grid.getByTestId('pricing-row')).toHaveCount(before + 1);
  const added = grid.getByTestId('pricing-row').last();
  await pick(page, 'pricing-product', product);
  await added.getByTestId('pricing-name').fill(`تکی ${run}`);
  await added.getByTestId('pricing-percent').fill('10');
  await expect(added.getByTestId('pricing-price')).toHaveValue('1320');
  await expect(page.getByTestId('pricing-changed')).toContainText('۱');

  await page.getByTestId('pricing-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ذخیره شد.');
  await page.reload();
  const saved = grid.getByTestId('pricing-row').filter({ has: page.locator(`input[value="تکی ${run}"]`) });
  await expect(saved).toHaveCount(1);
  await expect(saved.getByTestId('pricing-price')).toHaveValue('1320');
  await expect(page.getByTestId('pricing-save')).toBeDisabled();
});

test('the pricing grid keeps a category and branch picked on a row, and deletes a row with the save', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const [category, branch] = [`گروه قیمت ${run}`, `شعبه قیمت ${run}`];
  await api.post('category', { name: category });
  await api.post('branch', { text: branch });
  const [kept, gone] = [`ماندنی ${run}`, `رفتنی ${run}`];
  await api.post('products', {
    name: `کالای شعبه ${run}`,
    pricing: [
      { type: 'price', name: kept, price: '100' },
      { type: 'price', name: gone, price: '90' },
    ],
  });

  await page.goto('/product/pricing');
  const grid = page.getByTestId('pricing-table');
  const rowNamed = (name: string) => grid.getByTestId('pricing-row').filter({ has: page.locator(`input[value="${name}"]`) });
  await expect(rowNamed(kept)).toHaveCount(1);
  await pick(page, 'picker-category', category, rowNamed(kept));
  await pick(page, 'picker-branch', branch, rowNamed(kept));
  await page.getByTestId('pricing-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ذخیره شد.');
  await page.reload();
  await expect(rowNamed(kept).getByTestId('picker-category-input')).toHaveValue(category);
  await expect(rowNamed(kept).getByTestId('picker-branch-input')).toHaveValue(branch);

  // Deleted after a confirmation, the row leaves the grid at once and the store with the save.
  await rowNamed(gone).getByTestId('row-delete').click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'حذف' }).click();
  await expect(rowNamed(gone)).toHaveCount(0);
  await expect(page.getByTestId('pricing-changed')).toContainText('۱');
  await page.getByTestId('pricing-save').click();
  await expect(page.getByTestId('snackbar')).toContainText('ذخیره شد.');
  await page.reload();
  await expect(rowNamed(kept)).toHaveCount(1);
  await expect(rowNamed(gone)).toHaveCount(0);
});

test('the quick edit refuses a zero price with pleasEnterPrice, then saves a price typed on its keypad', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const product = `کالای ویرایش سریع ${run}`;
  await api.post('products', { name: product, price: '1000' });

  await page.goto('/product/list');
  await page.getByTestId('list-search').fill(product);
  const row = page.getByTestId('resource-row').filter({ hasText: product });
  await expect(row).toHaveCount(1);
  await row.getByTestId('row-quick-edit').click();
  const dialog = page.getByTestId('quick-edit');
  await dialog.getByTestId('quick-edit-price').fill('0');
  await dialog.getByTestId('quick-edit-save').click();
  await expect(dialog.getByTestId('quick-edit-price-notice')).toHaveText('لطفاً قیمت را وارد کنید.');

  for (const key of ['clear', '2', '5', '0', '0']) await dialog.getByTestId(`keypad-${key}`).click();
  await expect(dialog.getByTestId('quick-edit-price')).toHaveValue('2500');
  await expect(dialog.getByTestId('quick-edit-price-notice')).toHaveCount(0);
  // shift+F2 saves.
  await page.keyboard.press('Shift+F2');
  await expect(page.getByTestId('snackbar')).toContainText('ذخیره شد.');
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('۲٬۵۰۰');

  // shift+F1 opens the quick edit of the first row.
  await page.keyboard.press('Shift+F1');
  await expect(page.getByTestId('quick-edit-price')).toHaveValue('2500');
});

test('the stock per warehouse page shows a product initial stock, filtered by warehouse', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const [north, south] = [`انبار موجودی شمال ${run}`, `انبار موجودی جنوب ${run}`];
  const ids = await Promise.all([north, south].map(async (name) => (await api.post<Created>('entrepot', { name })).data.id));
  const product = `کالای موجودی ${run}`;
  await api.post('products', {
    name: product,
    initial_stocks: [
      { entrepot: ids[0], stock: '5', price: '100' },
      { entrepot: ids[1], stock: '3', price: '100' },
    ],
  });

  await page.goto('/product/list');
  await page.getByTestId('list-search').fill(product);
  // The search is written into the address after a pause: opening the row before would be undone by it.
  await expect(page).toHaveURL(/search=/);
  await page.getByTestId('resource-row').filter({ hasText: product }).getByTestId('row-stock').click();
  await expect(page).toHaveURL(/\/product\/entrepotList\/\d+$/);
  const rows = page.getByTestId('warehouse-stock-table').getByTestId('resource-row');
  await expect(rows).toHaveCount(2);
  // A quantity shows only the decimals it has: 5, not 5.0000.
  await expect(rows.filter({ hasText: north }).locator('td[data-field="stock"]')).toHaveText('۵');
  await expect(rows.filter({ hasText: south }).locator('td[data-field="stock"]')).toHaveText('۳');
  await expect(page.getByTestId('filter-product-input')).toHaveValue(product);

  await pick(page, 'filter-entrepot', south);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(south);
  await expect(page).toHaveURL(/entrepot=\d+/);

  // Two more come in today: the stock at the end of yesterday is what it was before them.
  const today = new Date().toISOString().slice(0, 10);
  const supplier = (await api.post<Created>('customer', { firstname: `تامین‌کننده موجودی ${run}` })).data.id;
  const productId = Number(/entrepotList\/(\d+)/.exec(page.url())?.[1]);
  await api.post('invoice', { type: 'purchase', date: today, person: supplier, entrepot: ids[1], rows: [{ product: productId, count: '2', fee: '100' }] });
  await page.reload();
  await expect(rows.first().locator('td[data-field="stock"]')).toHaveText('۵');
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId('filter-date').locator('input').fill(formatJalali(yesterday));
  await expect(page).toHaveURL(new RegExp(`date=${yesterday}`));
  await expect(rows.first().locator('td[data-field="stock"]')).toHaveText('۳');
});

/** What the printer got, measured while window.print() runs: the first label's and page's boxes in mm, the @page size. */
interface Printed {
  label: { width: number; height: number };
  page: { width: number; height: number };
  pages: number;
  size: string;
}

/** Prints under print media and measures the print area while the print dialog would show it. */
async function printLabels(page: Page): Promise<Printed> {
  await page.evaluate(() => {
    // CSS has 96 px to the inch: a millimetre is 96 / 25.4 px whatever the screen.
    const inMm = (element: Element | null) => {
      const box = element?.getBoundingClientRect();
      return { width: (box?.width ?? 0) / (96 / 25.4), height: (box?.height ?? 0) / (96 / 25.4) };
    };
    window.print = () => {
      const rules = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules));
      const pageRules = rules
        .flatMap((rule) => (rule instanceof CSSMediaRule ? Array.from(rule.cssRules) : [rule]))
        .filter((rule) => rule instanceof CSSPageRule);
      const printed = {
        label: inMm(document.querySelector('[data-testid="label-pages"] [data-testid="label"]')),
        page: inMm(document.querySelector('[data-testid="label-page"]')),
        pages: document.querySelectorAll('[data-testid="label-page"]').length,
        size: pageRules.at(-1)?.style.getPropertyValue('size') ?? '',
      };
      document.body.dataset.printed = JSON.stringify(printed);
    };
  });
  await page.emulateMedia({ media: 'print' });
  // Under print media the page itself is hidden, as on paper: the click goes to the button's element.
  await page.getByTestId('labels-print').dispatchEvent('click');
  await page.emulateMedia({ media: 'screen' });
  const printed: Printed = JSON.parse((await page.locator('body').getAttribute('data-printed')) ?? '{}');
  return printed;
}

test('labels print a product barcode as Code128 or QR, as many as asked, on the label stock chosen', async ({ page, request }) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const product = `کالای برچسب ${run}`;
  const created = await api.post<{ data: { code: string } }>('products', { name: product, barcode: `LB-${run}`, price: '5000' });

  await page.goto('/labelprint');
  await pick(page, 'labels-product', product);
  await page.getByTestId('labels-count').fill('3');
  const labels = page.getByTestId('label-sheet').getByTestId('label');
  await expect(labels).toHaveCount(3);
  await expect(labels.first()).toContainText(product);
  await expect(labels.first()).toContainText(`LB-${run}`);
  await expect(labels.first().getByTestId('label-code128').locator('path')).toHaveAttribute('d', /^M10 0h/);

  await page.getByRole('combobox', { name: 'نوع بارکد' }).click();
  await page.getByTestId('labels-symbology-qr').click();
  await expect(labels.first().getByTestId('label-qr').locator('path')).toHaveAttribute('d', /^M2 2h1/);

  // The product's code joins the label; the barcode's text leaves it.
  await page.getByTestId('labels-field-code').click();
  await page.getByTestId('labels-field-barcodeText').click();
  await expect(labels.first()).toContainText(created.data.code);
  await expect(labels.first()).not.toContainText(`LB-${run}`);

  // A 40 × 25 mm roll: each label is a page of its own size.
  await page.getByRole('combobox', { name: 'اندازه برچسب' }).click();
  await page.getByTestId('labels-format-roll-40x25').click();
  await expect(page.getByTestId('labels-summary')).toHaveText('۳ برچسب در ۳ صفحه');
  const roll = await printLabels(page);
  expect(roll.size).toBe('40mm 25mm');
  expect(roll.pages).toBe(3);
  expect(roll.label.width).toBeCloseTo(40, 1);
  expect(roll.label.height).toBeCloseTo(25, 1);

  // An A4 sheet of 4 × 10 labels of 48.5 × 25.4 mm: all three on one A4 page.
  await page.getByRole('combobox', { name: 'اندازه برچسب' }).click();
  await page.getByTestId('labels-format-a4-4x10').click();
  const sheet = await printLabels(page);
  expect(sheet.size).toBe('210mm 297mm');
  expect(sheet.pages).toBe(1);
  expect(sheet.page.width).toBeCloseTo(210, 1);
  expect(sheet.label.width).toBeCloseTo(48.5, 1);
  expect(sheet.label.height).toBeCloseTo(25.4, 1);

  // The next print on this machine starts from the same choices.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'اندازه برچسب' })).toContainText('۴×۱۰');
  await expect(page.getByRole('combobox', { name: 'نوع بارکد' })).toContainText('QR');
  await expect(page.getByTestId('labels-field-code').locator('input')).toBeChecked();
  await expect(page.getByTestId('labels-field-barcodeText').locator('input')).not.toBeChecked();
});

test('a product picker adds a product through the whole product form in a dialog, then picks it', async ({ page }) => {
  await logIn(page, admin);
  await page.goto('/product/pricing');
  await expect(page.getByTestId('pricing-table')).toBeVisible();
  await page.keyboard.press('F2');
  const name = `کالای تازه از قیمت‌گذاری ${run}`;
  await page.getByTestId('pricing-product-input').fill(name);
  await page.getByTestId('pricing-product-shortcut').click();
  const dialog = page.getByTestId('resource-form-dialog');
  await expect(dialog.locator('input[name="name"]')).toHaveValue(name);
  // A new item starts with the next free code, as on the product page.
  await expect(dialog.locator('input[name="code"]')).not.toHaveValue('');
  await dialog.getByTestId('field-price').locator('input').fill('5000');
  await dialog.getByTestId('resource-form-save').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('pricing-product-input')).toHaveValue(name);
  await expect(page).toHaveURL(/\/product\/pricing$/);
});
