/**
 * Display materials in a real browser, as exhibitor@demo.test (issue 8): for each of product, merch,
 * project and activity — create with a real 1.5:1 image, submit, get rejected through the organiser
 * API, see the reason on the list and the form, correct and resubmit, get approved, put on shelf and
 * take off. In Chinese for every kind, then the whole cycle again in English for one, with a server
 * field error and a confirmed delete.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { makePng } from '../support/images';
import { logInTo, switchLanguage } from './shell-helpers';
import { fillDateTime, launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';

type Kind = 'product' | 'merch' | 'project' | 'activity';
type Messages = Record<string, string>;

const locales: Record<'zh' | 'en', Messages> = {
  zh: JSON.parse(readFileSync('locales/zh.json', 'utf8')) as Messages,
  en: JSON.parse(readFileSync('locales/en.json', 'utf8')) as Messages,
};

const files = join(tmpdir(), 'portal-e2e-display');
const imagePath = join(files, 'key-art.png');

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  mkdirSync(files, { recursive: true });
  writeFileSync(imagePath, makePng(1500, 1000));
  browser = await launchBrowser();
  ({ context, page } = await openPage(browser));
  await logInTo(page, '/exhibitorManagement/product/list');
});
// A failed step leaves the page as it was: the screenshot says why.
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await page.screenshot({ path: screenshotPath(`display-failed-${task.name.split(':')[0]}`), fullPage: true });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The organiser's staff, through their API as another client would call it. */
async function organiser(kind: Kind) {
  const login = await fetch(`${portalUrl()}/api/v2/login/account`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'organiser@demo.test', password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { jwt: string } };
  const headers = { authorization: `Bearer ${data.jwt}`, 'content-type': 'application/json' };
  const decide = async (id: number, decision: Record<string, string>) => {
    const response = await fetch(`${portalUrl()}/api/organiser/${kind}/${id}/review`, { method: 'POST', headers, body: JSON.stringify(decision) });
    expect(((await response.json()) as { code: number }).code).toBe(1);
  };
  return {
    async find(name: string) {
      const response = await fetch(`${portalUrl()}/api/organiser/${kind}?name=${encodeURIComponent(name)}`, { headers });
      return ((await response.json()) as { data: { list: { id: number }[] } }).data.list[0]!.id;
    },
    reject: (id: number, reason: string) => decide(id, { decision: 'reject', reason }),
    approve: (id: number) => decide(id, { decision: 'approve' }),
  };
}

/** What each kind asks beyond the names and images, filled as a person would. */
const fillKindFields: Record<Kind, (page: Page, t: Messages) => Promise<void>> = {
  async product(page, t) {
    await page.locator('#root_price_min').fill('198');
    await page.locator('#root_price_max').fill('298');
    await page.locator('#root_release_date').fill('2027-03-18');
    await page.getByTestId('display-edit').getByText(t['product.platform.pc']!, { exact: true }).click();
    // The day typed as ISO reads year first in the picker's own way, in either language.
    expect(await page.locator('#root_release_date').inputValue()).toBe('2027/03/18');
  },
  async merch(page) {
    await page.locator('#root_price').fill('89');
    await page.locator('#root_stock_note').fill('200 / day');
  },
  async project(page, t) {
    await page.locator('#root_project_type').selectOption({ label: t['project.project_type.ip']! });
    await page.getByTestId('display-edit').getByText(t['project.stage.released']!, { exact: true }).click();
  },
  async activity(page) {
    await fillDateTime(page, 'root_start_time', '2026-11-27T14:00');
    await fillDateTime(page, 'root_end_time', '2026-11-27T15:30');
    await page.locator('#root_place').fill('N3 A101');
    await page.locator('#root_capacity').fill('200');
  },
};

const rowOf = (name: string) => page.locator('tbody tr', { hasText: name });
const badge = (name: string, text: string) => rowOf(name).getByText(text, { exact: true });
const rowButton = (name: string, text: string) => rowOf(name).getByRole('button', { name: text, exact: true });

/** Closes the toasts (checked where they matter) so a screenshot shows the screen beneath. */
async function closeToasts() {
  for (let round = 0; round < 20 && (await page.getByTestId('toast').count()) > 0; round++) {
    for (const close of await page.getByTestId('toast').locator('button').all()) await close.click({ timeout: 1000 }).catch(() => undefined);
    await page.waitForTimeout(250);
  }
}

/** The whole cycle of one kind in the page's current language. */
async function cycle(kind: Kind, lang: 'zh' | 'en', [name, nameEn]: [string, string], options: { beforeSubmit?: () => Promise<void>; screenshots?: boolean } = {}) {
  const t = locales[lang];
  // The list names an item in the reader's language.
  const listed = lang === 'en' ? nameEn : name;
  const list = `/exhibitorManagement/${kind}/list`;
  const staff = await organiser(kind);
  await page.goto(list);
  await page.getByTestId('display-list').getByText(t[`screen.${kind}`]!, { exact: true }).waitFor();

  // Create with a real upload and submit it.
  await page.getByTestId('add-display').click();
  await page.waitForURL(new RegExp(`/${kind}/edit$`));
  const form = page.getByTestId('display-edit');
  await form.getByRole('button', { name: t['review.submit'], exact: true }).click();
  await form.getByText(t[`${kind}.name.required`]!).first().waitFor();
  await page.locator('#root_name').fill(name);
  await page.locator('#root_name_en').fill(nameEn);
  await page.locator('#root_description').fill(`${name}：展会首发。`);
  await fillKindFields[kind](page, t);
  await page.locator('#root_images input[type="file"]').setInputFiles(imagePath);
  await page.locator('#root_images_0 img[alt="key-art.png"]').waitFor();
  await options.beforeSubmit?.();
  await form.getByRole('button', { name: t['review.submit'], exact: true }).click();

  await page.waitForURL(new RegExp(`${list}$`));
  await badge(listed, t['status.review.pending']!).waitFor();
  await badge(listed, t['status.shelf.off']!).waitFor();
  await expect(rowButton(listed, t['common.edit']!).isDisabled()).resolves.toBe(true);
  await expect(rowButton(listed, t['display.shelfOn']!).isDisabled()).resolves.toBe(true);

  // Rejected: the open list hears it live and shows the reason.
  const id = await staff.find(name);
  const reason = lang === 'zh' ? '主图文字太小，请更换清晰的图片' : 'The key art text is too small; use a clearer image';
  await staff.reject(id, reason);
  await badge(listed, t['status.review.rejected']!).waitFor();
  await rowOf(listed).getByText(reason).waitFor();
  await expect(rowButton(listed, t['display.shelfOn']!).isDisabled()).resolves.toBe(true);

  // Fix it on the form, which shows the reason, and resubmit.
  await rowButton(listed, t['common.edit']!).click();
  await page.waitForURL(new RegExp(`/${kind}/edit\\?id=${id}$`));
  await form.getByTestId('review-reason').getByText(reason).waitFor();
  await page.locator('#root_images_0 img[alt="key-art.png"]').waitFor();
  if (options.screenshots) {
    await closeToasts();
    // Form rows are content-visibility: auto, which a full-page capture leaves unpainted below the fold:
    // the uploaded image is shown in the viewport first.
    await page.locator('#root_images_0').scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.screenshot({ path: screenshotPath(`display-${kind}-images-${lang}`) });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshotPath(`display-${kind}-rejected-${lang}`), fullPage: true });
  }
  await page.locator('#root_description').fill(`${name}：展会首发，附清晰主图。`);
  await form.getByRole('button', { name: t['review.resubmit'], exact: true }).click();
  await page.waitForURL(new RegExp(`${list}$`));
  await badge(listed, t['status.review.pending']!).waitFor();

  // Approved: on shelf, then off.
  await staff.approve(id);
  await badge(listed, t['status.review.approved']!).waitFor();
  await rowButton(listed, t['display.shelfOn']!).click();
  await badge(listed, t['status.shelf.on']!).waitFor();
  await expect(rowButton(listed, t['display.shelfOn']!).isDisabled()).resolves.toBe(true);
  if (options.screenshots) {
    await closeToasts();
    await page.screenshot({ path: screenshotPath(`display-${kind}-list-${lang}`), fullPage: true });
  }
  await rowButton(listed, t['display.shelfOff']!).click();
  await badge(listed, t['status.shelf.off']!).waitFor();
  await expect(rowButton(listed, t['display.shelfOff']!).isDisabled()).resolves.toBe(true);
  return { id, t };
}

describe('display materials', () => {
  const names: Record<Kind, [string, string]> = {
    product: ['星际远航 典藏版', 'Star Voyage Collector\'s Edition'],
    merch: ['星际远航 限定徽章套装', 'Star Voyage limited pin set'],
    project: ['星际远航 IP 授权合作', 'Star Voyage IP licensing'],
    activity: ['星际远航 制作人见面会', 'Star Voyage producer meet-up'],
  };

  it.each(['product', 'merch', 'project', 'activity'] as const)('%s: create, reject, fix, approve, on shelf and off, in Chinese', async (kind) => {
    await cycle(kind, 'zh', names[kind], { screenshots: kind === 'product' || kind === 'activity' });
  }, 120_000);

  it('activity in English: the server refuses an end before the start, the cycle runs, a change takes it off shelf, delete asks first', async () => {
    await switchLanguage(page, 'en');
    const [name, nameEn] = ['星际远航 Cosplay 大赛', 'Star Voyage cosplay contest'];
    const { id, t } = await cycle('activity', 'en', [name, nameEn], {
      screenshots: true,
      async beforeSubmit() {
        // The schema cannot compare two fields: the server does, and the form shows it at the field.
        await fillDateTime(page, 'root_end_time', '2026-11-27T13:00');
        await page.getByTestId('display-edit').getByRole('button', { name: 'Submit for review', exact: true }).click();
        await page.locator('#root_end_time__field').getByText('The end time must be after the start time').waitFor();
        await expect(page.locator('#root_name_en').inputValue()).resolves.toBe(nameEn);
        await fillDateTime(page, 'root_end_time', '2026-11-27T15:30');
      },
    });

    // On shelf again, then changed: the form warns, the change goes back to review and off shelf.
    await rowButton(nameEn, t['display.shelfOn']!).click();
    await badge(nameEn, t['status.shelf.on']!).waitFor();
    await rowButton(nameEn, t['common.edit']!).click();
    await page.waitForURL(new RegExp(`/activity/edit\\?id=${id}$`));
    const form = page.getByTestId('display-edit');
    await form.getByTestId('on-shelf-warning').waitFor();
    await form.getByTestId('review-approved').waitFor();
    await closeToasts();
    await page.screenshot({ path: screenshotPath('display-activity-edit-en'), fullPage: true });
    await page.locator('#root_place').fill('Hall N3, stage of booth A101');
    await form.getByRole('button', { name: 'Resubmit', exact: true }).click();
    await page.waitForURL(/\/activity\/list$/);
    await badge(nameEn, 'Under review').waitFor();
    await badge(nameEn, 'Unlisted').waitFor();

    // Under review the form is read-only.
    await page.goto(`/exhibitorManagement/activity/edit?id=${id}`);
    await form.getByTestId('review-pending').waitFor();
    await expect(form.getByRole('button', { name: 'Resubmit' }).count()).resolves.toBe(0);
    await expect(page.locator('#root_place').isEditable()).resolves.toBe(false);
    // Opened straight on the form: the form's stylesheet keeps Chakra's layer order, so the fields
    // and the page's own Chakra components both have their look (a first `@layer recipes` in the
    // form's sheet would put Chakra's reset over every recipe).
    const borderOf = (locator: ReturnType<typeof page.locator>) => locator.evaluate((element) => getComputedStyle(element).borderTopWidth);
    await expect(borderOf(page.locator('#root_place'))).resolves.toBe('1px');
    await expect(borderOf(page.getByRole('button', { name: 'Back to the list' }))).resolves.toBe('1px');

    // On a phone each item is a card titled by its picture and its name, not its number.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/exhibitorManagement/activity/list');
    const card = page.getByTestId('data-row').filter({ hasText: nameEn });
    await card.getByTestId('card-title').getByTestId('display-name').getByText(nameEn).waitFor();
    await expect(card.getByTestId('card-title').locator('img').count()).resolves.toBe(1);
    await page.screenshot({ path: screenshotPath('display-activity-cards-en'), fullPage: true });
    await page.setViewportSize(desktop);

    // Delete asks for confirmation first.
    await page.goto('/exhibitorManagement/activity/list');
    await rowButton(nameEn, 'Delete').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Delete this activity? This cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await rowOf(nameEn).waitFor({ state: 'detached' });
    await switchLanguage(page, 'zh');
  }, 120_000);
});
