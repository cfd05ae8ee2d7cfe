/**
 * Reviews in the organiser's console, in a real browser (issue 20): staff approve a company
 * submission while the exhibitor's open page (a second context) turns approved live, seeing what
 * changed since the last approval; they reject a product with a reason the exhibitor reads at once.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../support/images';
import { logInTo, switchLanguage, waitForScreen } from './shell-helpers';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';
import { staffApi } from './support/staff-api';

type Row = { id: number; review_status: number | null; exhibitor_id: number | null; name?: string };

let browser: Browser;
const files = join(tmpdir(), 'portal-e2e-console-reviews');
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  mkdirSync(files, { recursive: true });
  writeFileSync(join(files, 'logo-2x1.png'), makePng(800, 400));
  writeFileSync(join(files, 'key-art.png'), makePng(1500, 1000));
  browser = await launchBrowser();
});
afterAll(async () => {
  // The company information is the exhibitor's one record: the next test of the form finds it unsaved, as it was.
  const login = await fetch(`${portalUrl()}/api/v2/login/account`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'exhibitor@demo.test', password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { jwt: string } };
  await fetch(`${portalUrl()}/api/dev/screens/company`, { method: 'DELETE', headers: { authorization: `Bearer ${data.jwt}` } });
  await browser?.close();
});

/**
 * The exhibitor submits its company information: complete on a first submission, else a new profile.
 * An unsaved form starts from the exhibitor's names, so the credit code tells a first submission.
 */
async function submitCompany(page: Page, profile: string): Promise<void> {
  const form = page.getByTestId('company-form');
  await form.waitFor();
  if ((await page.locator('#root_credit_code').inputValue()) === '') {
    await page.locator('#root_name').fill('星游互动娱乐有限公司');
    await page.locator('#root_name_en').fill('Star Trail Interactive Entertainment Co., Ltd.');
    await page.locator('#root_credit_code').fill('91350100M000100Y43');
    await page.locator('#root_address').fill('上海市浦东新区龙阳路2345号');
    await page.locator('#root_address_en').fill('2345 Longyang Road, Pudong, Shanghai');
    await page.locator('#root_email').fill('expo@startrail.example.com');
    await page.locator('#root_contact_name').fill('李明');
    await page.locator('#root_contact_phone').fill('13800000001');
    await page.locator('#root_profile_en').fill('Star Trail develops and publishes console and mobile games.');
    await form.locator('input[type="file"]').setInputFiles(join(files, 'logo-2x1.png'));
    await form.locator('img').first().waitFor();
  }
  await page.locator('#root_profile').fill(profile);
  await form.getByRole('button', { name: /提交审核|重新提交/ }).click();
  await form.getByTestId('review-status').getByText('审核中').waitFor();
}

describe('reviews in the console', () => {
  it("approves a company submission, showing what changed since the last approval, while the exhibitor's page turns approved live", async () => {
    const staff = await staffApi();
    // Whatever an earlier test left: a submission under review is approved first, so this one has a last approved version.
    const { list } = await staff.get<{ list: Row[] }>('/organiser/company?booth_no=N3-A01');
    const earlier = list.find((row) => row.exhibitor_id !== null);
    if (earlier?.review_status === 0) await staff.post(`/organiser/company/${earlier.id}/review`, { decision: 'approve' });

    const exhibitor = await openPage(browser);
    await logInTo(exhibitor.page, '/exhibit-info/index');
    const status = exhibitor.page.getByTestId('company-form').getByTestId('review-status');
    // A version approved through the API, then a new profile for the console to review.
    await submitCompany(exhibitor.page, '星游互动专注于主机与移动游戏的研发与发行。');
    const [submitted] = (await staff.get<{ list: (Row & { changed_fields: string[] | null })[] }>('/organiser/company?booth_no=N3-A01&review_status=0')).list;
    await staff.post(`/organiser/company/${submitted!.id}/review`, { decision: 'approve' });
    await status.getByText('已审核').waitFor();
    await submitCompany(exhibitor.page, '星游互动专注于主机与移动游戏的研发与发行，本届展会带来三款新作。');

    const { context, page } = await openPage(browser);
    await logInTo(page, '/organiser/inbox', 'organiser@demo.test');
    await switchLanguage(page, 'en');
    await waitForScreen(page, 'Inbox');
    await page.getByRole('link', { name: 'Reviews' }).first().click();
    await waitForScreen(page, 'Reviews');
    const table = page.getByTestId('review-list');
    const row = table.getByTestId('data-row').filter({ hasText: 'Star Trail Interactive Entertainment Co., Ltd.' }).filter({ hasText: 'Under review' });
    await row.first().waitFor();
    await page.screenshot({ path: screenshotPath('console-reviews-company-en'), fullPage: true, animations: 'disabled' });
    await row.first().getByRole('button', { name: 'Review' }).click();

    const detail = page.getByTestId('review-detail');
    await detail.waitFor();
    expect(await detail.getAttribute('data-status')).toBe('0');
    await page.getByTestId('review-changes').getByText('1 field changed since last approved, marked below').waitFor();
    expect(await page.locator('[data-changed="true"]').evaluateAll((items) => items.map((item) => item.getAttribute('data-field')))).toEqual(['profile']);
    await page.locator('[data-changed="true"]').getByText('星游互动专注于主机与移动游戏的研发与发行。', { exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('console-review-company-en'), fullPage: true, animations: 'disabled' });

    await page.getByTestId('review-approve').click();
    await detail.and(page.locator('[data-status="1"]')).waitFor();
    // The exhibitor's open page, not reloaded, has turned approved.
    await status.getByText('已审核').waitFor();
    await exhibitor.context.close();
    await context.close();
  });

  it('rejects a product with a reason the exhibitor reads on its open list, refusing an empty reason first', async () => {
    const exhibitor = await openPage(browser);
    await logInTo(exhibitor.page, '/exhibitorManagement/product/edit');
    const name = `审核测试 ${Date.now()}`;
    await exhibitor.page.locator('#root_name').fill(name);
    await exhibitor.page.locator('#root_name_en').fill('Review test');
    await exhibitor.page.locator('#root_images input[type="file"]').setInputFiles(join(files, 'key-art.png'));
    await exhibitor.page.locator('#root_images_0 img[alt="key-art.png"]').waitFor();
    await exhibitor.page.getByTestId('display-edit').getByRole('button', { name: '提交审核', exact: true }).click();
    await exhibitor.page.waitForURL(/\/exhibitorManagement\/product\/list$/);

    const { context, page } = await openPage(browser);
    await logInTo(page, '/organiser/inbox', 'organiser@demo.test');
    await page.goto('/organiser/reviews/list?screen=product');
    await waitForScreen(page, '资料审核');
    const row = page.getByTestId('review-list').getByTestId('data-row').filter({ hasText: name });
    await row.getByRole('button', { name: '审核' }).click();
    await page.getByTestId('review-detail').waitFor();
    await page.getByTestId('review-changes').getByText(/首次提交/).waitFor();
    await page.screenshot({ path: screenshotPath('console-review-product-zh'), fullPage: true, animations: 'disabled' });

    await page.getByTestId('review-reject').click();
    const dialog = page.getByTestId('reject-dialog');
    await dialog.getByRole('button', { name: '驳回', exact: true }).click();
    await dialog.getByText('请填写驳回原因').waitFor();
    await page.screenshot({ path: screenshotPath('console-review-reject-zh'), animations: 'disabled' });
    const reason = '主图文字太小，请更换清晰的图片';
    await dialog.locator('#root_reason').fill(reason);
    await dialog.getByRole('button', { name: '驳回', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('review-reason').getByText(reason).waitFor();

    // The exhibitor's open list hears it and shows the reason.
    await exhibitor.page.getByTestId('display-list').getByTestId('data-row').filter({ hasText: name }).getByText(reason).waitFor();
    await exhibitor.context.close();
    await context.close();
  });
});
