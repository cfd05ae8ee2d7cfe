/** Steps the booth-ticket browser tests share: valid resident IDs, toasts, rows of the ticket table. */
import type { Locator, Page } from 'playwright-core';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** A GB 11643 resident ID (area 440305, born 1985 + n days, sequence from n) with its check digit. */
export function residentId(n: number): string {
  const birth = new Date(Date.UTC(1985, 0, 1) + (n % 9000) * 86_400_000);
  const date = `${birth.getUTCFullYear()}${String(birth.getUTCMonth() + 1).padStart(2, '0')}${String(birth.getUTCDate()).padStart(2, '0')}`;
  const body = `440305${date}${String(100 + (Math.floor(n / 9000) * 7 + n) % 900).padStart(3, '0')}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * WEIGHTS[index]!, 0);
  return body + CHECK[sum % 11];
}

/** The same ID with a wrong check digit. */
export function badResidentId(n: number): string {
  const id = residentId(n);
  const last = id.at(-1) === '0' ? '1' : '0';
  return id.slice(0, -1) + last;
}

/** Closes the toasts so a screenshot shows the screen beneath. */
export async function closeToasts(page: Page): Promise<void> {
  for (let round = 0; round < 20 && (await page.getByTestId('toast').count()) > 0; round++) {
    for (const close of await page.getByTestId('toast').locator('button').all()) await close.click({ timeout: 1000 }).catch(() => undefined);
    await page.waitForTimeout(250);
  }
}

/** The first row of the tickets table whose status badge is `status` (ticketStatus code) and that has the action. */
export function ticketRow(page: Page, action: string): Locator {
  return page.getByTestId('tickets-table').getByTestId('data-row').filter({ has: page.getByTestId(`ticket-${action}`) }).first();
}

/** Waits until the tickets table has loaded (its spinner gone, rows or the empty state drawn). */
export async function tableSettled(page: Page, testId = 'tickets-table'): Promise<void> {
  const table = page.getByTestId(testId);
  await table.locator('[aria-busy="false"]').waitFor();
}
