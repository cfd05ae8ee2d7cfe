/**
 * Staff and roles in a real browser (issue 23): organiser@demo.test adds a role, gives it to
 * finance@demo.test, whose menu and pages follow on the next load, then takes it back and removes it (a
 * role someone holds cannot be deleted); the console refuses to leave nobody who manages staff, and
 * says so in the dialog. Everything changed is put back.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logInTo, readMenu, waitForScreen } from './shell-helpers';
import { launchBrowser, openPage, screenshotPath } from './support/browser';

vi.setConfig({ testTimeout: 180_000 });

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

const consoleMenu = async (page: Page): Promise<string[]> => (await readMenu(page)).flatMap((node) => node.children ?? []).map((node) => node.key);
const roleRow = (page: Page, name: string) => page.getByTestId('staff-role').filter({ has: page.getByTestId('staff-role-name').filter({ hasText: new RegExp(`^${name}$`) }) });
const memberRow = (page: Page, email: string) => page.getByTestId('staff-member').filter({ hasText: email });

describe('staff and roles', () => {
  it('a role given to the finance desk opens its pages on the next load; removed, they close again', async () => {
    const finance = await openPage(browser);
    await logInTo(finance.page, '/organiser/inbox', 'finance@demo.test');
    await waitForScreen(finance.page, '待办');
    expect(await consoleMenu(finance.page)).toEqual(['/organiser/inbox', '/organiser/invoices', '/organiser/group-orders', '/organiser/group-products', '/organiser/exhibitors']);
    // Only remittances and invoices wait for the finance desk.
    expect(await finance.page.getByTestId('inbox-summary').locator('[data-testid^="inbox-count-"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-testid'))))
      .toEqual(['inbox-count-remittance', 'inbox-count-invoice']);
    await finance.page.goto('/organiser/staff');
    await finance.page.waitForURL((url) => url.pathname === '/401');

    const staff = await openPage(browser);
    await logInTo(staff.page, '/organiser/staff', 'organiser@demo.test');
    await waitForScreen(staff.page, '员工与角色');
    await staff.page.getByTestId('staff-member-type').nth(4).waitFor();
    await expect(staff.page.getByTestId('staff-member-type').count()).resolves.toBe(5);
    await roleRow(staff.page, '翻译').waitFor();
    await expect(staff.page.getByTestId('staff-role').count()).resolves.toBe(5);

    // A new role: names in both languages and one permission, ticked in the form.
    await staff.page.getByTestId('staff-role-new').click();
    const dialog = staff.page.getByTestId('staff-role-dialog');
    await dialog.getByRole('button', { name: '添加角色' }).click();
    await dialog.getByText('至少选择一项权限').waitFor();
    await dialog.locator('#root_name').fill('现场服务');
    await dialog.locator('#root_name_en').fill('On-site desk');
    await dialog.getByText('展商提问', { exact: true }).click();
    await staff.page.screenshot({ path: screenshotPath('console-staff-role-dialog-zh') });
    await dialog.getByRole('button', { name: '添加角色' }).click();
    await roleRow(staff.page, '现场服务').waitFor();
    await expect(roleRow(staff.page, '现场服务').getByTestId('staff-role-members').textContent()).resolves.toBe('0');

    // Given to the finance desk beside its own role.
    await memberRow(staff.page, 'finance@demo.test').getByTestId('staff-member-assign').click();
    const assign = staff.page.getByTestId('staff-member-dialog');
    await assign.locator('[data-testid="staff-role-choice"][data-role="On-site desk"]').click();
    await assign.getByTestId('staff-member-save').click();
    await memberRow(staff.page, 'finance@demo.test').getByTestId('staff-member-role').nth(1).waitFor();
    await expect(memberRow(staff.page, 'finance@demo.test').getByTestId('staff-member-role').allTextContents()).resolves.toEqual(['财务', '现场服务']);
    await expect(roleRow(staff.page, '现场服务').getByTestId('staff-role-members').textContent()).resolves.toBe('1');
    await staff.page.screenshot({ path: screenshotPath('console-staff-zh'), fullPage: true });

    await finance.page.goto('/organiser/questions');
    await waitForScreen(finance.page, '展商提问');
    expect(await consoleMenu(finance.page)).toContain('/organiser/questions');

    // Held, the role cannot be deleted: Delete is disabled, saying why.
    await expect(roleRow(staff.page, '现场服务').getByTestId('staff-role-delete').isDisabled()).resolves.toBe(true);
    await expect(roleRow(staff.page, '现场服务').getByTestId('staff-role-delete-reason').textContent()).resolves.toBe('1 名员工持有，不能删除');

    // Taken away, then removed: the finance desk loses the page again.
    await memberRow(staff.page, 'finance@demo.test').getByTestId('staff-member-assign').click();
    await assign.locator('[data-testid="staff-role-choice"][data-role="On-site desk"]').click();
    await assign.getByTestId('staff-member-save').click();
    await memberRow(staff.page, 'finance@demo.test').getByTestId('staff-member-role').nth(1).waitFor({ state: 'detached' });
    await roleRow(staff.page, '现场服务').getByTestId('staff-role-delete-reason').waitFor({ state: 'detached' });
    await roleRow(staff.page, '现场服务').getByTestId('staff-role-delete').click();
    await staff.page.getByTestId('staff-role-delete-dialog').getByText('目前没有员工持有它').waitFor();
    await staff.page.getByTestId('staff-role-delete-confirm').click();
    await roleRow(staff.page, '现场服务').waitFor({ state: 'detached' });
    await expect(memberRow(staff.page, 'finance@demo.test').getByTestId('staff-member-role').allTextContents()).resolves.toEqual(['财务']);
    await finance.page.goto('/organiser/questions');
    await finance.page.waitForURL((url) => url.pathname === '/401');
    await finance.context.close();
    await staff.context.close();
  });

  it('refuses to leave nobody who manages staff, in the dialog, keeping the choice', async () => {
    const staff = await openPage(browser);
    await logInTo(staff.page, '/organiser/staff', 'organiser@demo.test');
    await memberRow(staff.page, 'organiser@demo.test').getByTestId('staff-member-assign').click();
    const assign = staff.page.getByTestId('staff-member-dialog');
    const administrator = assign.locator('[data-testid="staff-role-choice"][data-role="Administrator"]');
    await administrator.click();
    await assign.getByTestId('staff-member-save').click();
    await assign.getByTestId('staff-member-dialog-refusal').filter({ hasText: '至少要有一名员工保留“员工与角色”权限' }).waitFor();
    await expect(administrator.locator('input').isChecked()).resolves.toBe(false);
    await staff.page.screenshot({ path: screenshotPath('console-staff-last-manager') });
    await assign.getByRole('button', { name: '取消' }).click();
    await expect(memberRow(staff.page, 'organiser@demo.test').getByTestId('staff-member-roles').textContent()).resolves.toBe('管理员');
    await staff.context.close();
  });
});
