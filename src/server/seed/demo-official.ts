/** The demo show's official media accounts and their keywords, in both languages. */
import type { Db } from '../db/client';
import { eq, inArray } from 'drizzle-orm';
import { notices, officialAccounts, officialKeywords } from '../db/schema';

type Keyword = { keyword: string; keywordEn: string };

export const DEMO_OFFICIAL_ACCOUNTS: readonly { platform: string; name: string; nameEn: string; keywords: Keyword[] }[] = [
  {
    platform: 'wechat', name: '数字游戏博览会', nameEn: 'Digital Games Expo (WeChat)',
    keywords: [
      { keyword: '参展须知', keywordEn: 'Exhibitor guide' },
      { keyword: '布展', keywordEn: 'Booth-build' },
      { keyword: '证件', keywordEn: 'Tickets' },
      { keyword: '交通住宿', keywordEn: 'Travel and stay' },
    ],
  },
  {
    platform: 'weibo', name: '@数字游戏博览会', nameEn: '@DigitalGamesExpo (Weibo)',
    keywords: [
      { keyword: '展会快讯', keywordEn: 'Show news' },
      { keyword: '活动预告', keywordEn: 'Upcoming events' },
    ],
  },
  {
    platform: 'bilibili', name: '数字游戏博览会官方', nameEn: 'Digital Games Expo (bilibili)',
    keywords: [
      { keyword: '直播', keywordEn: 'Live streams' },
      { keyword: '开发者大会', keywordEn: 'Developers conference' },
    ],
  },
];

export async function seedDemoOfficial(db: Db): Promise<void> {
  for (const [index, account] of DEMO_OFFICIAL_ACCOUNTS.entries()) {
    const [row] = await db.insert(officialAccounts).values({ platform: account.platform, name: account.name, nameEn: account.nameEn, sort: index }).returning({ id: officialAccounts.id });
    await db.insert(officialKeywords).values(account.keywords.map((keyword, sort) => ({ ...keyword, officialId: row!.id, sort })));
  }
}

/** Tags each demo notice (by position) with keywords named in Chinese. */
export async function tagDemoNotices(db: Db, noticeIds: readonly number[], tags: readonly (readonly string[])[]): Promise<void> {
  const rows = await db.select({ id: officialKeywords.id, keyword: officialKeywords.keyword }).from(officialKeywords)
    .where(inArray(officialKeywords.keyword, tags.flat()));
  const idOf = new Map(rows.map((row) => [row.keyword, row.id]));
  for (const [index, noticeId] of noticeIds.entries()) {
    const keywordIds = (tags[index] ?? []).flatMap((keyword) => idOf.get(keyword) ?? []);
    if (keywordIds.length > 0) await db.update(notices).set({ keywordIds }).where(eq(notices.id, noticeId));
  }
}
