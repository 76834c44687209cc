import { expect, test } from '@playwright/test';
import { apiOf } from './api.ts';
import { logIn } from './login.ts';
import { admin } from './users.ts';

interface Account {
  id: number;
  system: string | null;
}
interface Summary {
  id: number;
  number: number;
  date: string;
  state: string;
}

test('numbering puts temporary documents in date order, and a detail made inactive shows its documents as conflicting', async ({
  page,
  request,
}) => {
  await logIn(page, admin);
  const api = await apiOf(page, request);
  const { startDate } = await api.get<{ startDate: string }>('init');
  const { data: accounts } = await api.get<{ data: Account[] }>('coding?type=given');
  const role = (system: string) => accounts.find((account) => account.system === system)?.id;
  const detail = await api.post<{ data: { id: number } }>('detail', { name: 'طرف مغایر آزمون', group: 'other', status: 'active' });
  const day = (offset: number) => new Date(Date.parse(`${startDate}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const post = (date: string) =>
    api.post<{ id: number; number: number }>('accounting', {
      date,
      description: 'سند آزمون شماره‌گذاری',
      rows: [
        { account: role('receivable'), detail: detail.data.id, debit: '1000', credit: '0' },
        { account: role('sales'), debit: '0', credit: '1000' },
      ],
    });
  // Entered later but dated earlier: numbering must put it first.
  const later = await post(day(20));
  const earlier = await post(day(10));
  expect(earlier.number).toBeGreaterThan(later.number);

  await page.goto('/accounting/documentNumbering');
  await expect(page.getByTestId('temporary-count')).toBeVisible();
  await page.getByTestId('renumber').click();
  await page.getByRole('dialog').getByRole('button', { name: 'شماره‌گذاری اسناد' }).click();
  await expect(page.getByText(/شماره .* سند تغییر کرد/)).toBeVisible();
  const { data: temporary } = await api.get<{ data: Summary[] }>('accounting?state=temporary&perPage=500');
  const numberOf = (id: number) => temporary.find((row) => row.id === id)?.number ?? 0;
  expect(numberOf(earlier.id)).toBeLessThan(numberOf(later.id));
  const inDateOrder = [...temporary].sort((a, b) => a.number - b.number).map((row) => row.date);
  expect(inDateOrder).toEqual([...inDateOrder].sort());

  await api.put(`detail/${String(detail.data.id)}`, { name: 'طرف مغایر آزمون', group: 'other', status: 'deactive' });
  await page.goto('/accounting/conflictingDocumentsList');
  const rows = page.getByTestId('conflicts-table').getByTestId('resource-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('حساب تفصیلی غیرفعال شده است');
  await rows.first().getByTestId('conflict-document').click();
  await expect(page).toHaveURL(/\/accounting\/edit\/\d+$/);

  // Active again, the documents conform and the list empties on F5.
  await api.put(`detail/${String(detail.data.id)}`, { name: 'طرف مغایر آزمون', group: 'other', status: 'active' });
  await page.goto('/accounting/conflictingDocumentsList');
  await expect(page.getByTestId('no-conflicts')).toBeVisible();
});
