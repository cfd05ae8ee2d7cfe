/**
 * Organiser settings of the show. Each key has a default here; a row in `settings` overrides it,
 * so the organiser changes a deadline or a limit without a deploy.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './db/client';
import { settings } from './db/schema';
import type { ShowSettings } from '../shared/show-settings';

export interface Settings extends ShowSettings {
  expo: { name: string; name_en: string; venue: string; venue_en: string; starts_at: number; ends_at: number };
}

export const DEFAULT_SETTINGS: Settings = {
  expo: {
    name: '2027 数字游戏博览会',
    name_en: 'Digital Games Expo 2027',
    venue: '上海新国际博览中心',
    venue_en: 'Shanghai New International Expo Centre',
    starts_at: Date.UTC(2027, 6, 30, 1) / 1000,
    ends_at: Date.UTC(2027, 7, 2, 9) / 1000,
  },
  catalogue_deadline: Date.UTC(2027, 5, 30, 15, 59, 59) / 1000,
  group_switch: 1,
  sub_account_limit: 5,
  // Open from the portal's opening for exhibitors until the show's last day ends.
  unbind: { fee: 2000, limit: 20, starts_at: Date.UTC(2026, 0, 1) / 1000, ends_at: Date.UTC(2027, 7, 2, 9) / 1000 },
  group_bank: {
    bank_name: '中国工商银行上海浦东分行',
    bank_name_en: 'Industrial and Commercial Bank of China, Shanghai Pudong Branch',
    account: '1001266309200012345',
    account_name: '上海数字游戏博览会有限公司',
    account_name_en: 'Shanghai Digital Games Expo Co., Ltd.',
  },
};

export async function getSetting<K extends keyof Settings>(db: Db, key: K): Promise<Settings[K]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row ? (row.value as Settings[K]) : DEFAULT_SETTINGS[key];
}

export async function putSetting<K extends keyof Settings>(db: Db, key: K, value: Settings[K]): Promise<void> {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}
