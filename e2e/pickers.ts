import { expect, type Page } from '@playwright/test';

/** Chooses a record in the picker `<testId>` with the keyboard: type, wait for the search's answer, arrow down, Enter. */
export async function pickRecord(page: Page, testId: string, search: string): Promise<void> {
  const input = page.getByTestId(`${testId}-input`);
  await input.click();
  await input.pressSequentially(search);
  await expect(page.getByTestId('picker-option').first()).toContainText(search);
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(input).toHaveValue(search);
}
