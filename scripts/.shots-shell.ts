import { launchChromium } from './lib/chromium';
import { animationsSettled, logInThroughForm } from './lib/portal-pages';
const url = 'http://127.0.0.1:8091';
const [account, ...paths] = process.argv.slice(2);
const browser = await launchChromium();
for (const [size, width, height] of [['desktop', 1440, 900], ['phone', 390, 844]] as const) {
  for (const locale of (process.env.LOCALES ?? 'en').split(',')) {
    const context = await browser.newContext({ baseURL: url, viewport: { width, height }, locale: 'zh-CN' });
    await context.addCookies([{ name: 'language', value: locale, url }]);
    const page = await context.newPage();
    await logInThroughForm(page, account!);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForTimeout(1500);
      await animationsSettled(page).catch(() => {});
      await page.screenshot({ path: `/tmp/shots-shell/${account!.split('@')[0]}${path.replaceAll('/', '_')}.${size}.${locale}.png`, fullPage: process.env.FULL === '1' });
    }
    await context.close();
  }
}
await browser.close();
