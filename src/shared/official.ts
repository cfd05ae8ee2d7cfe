/**
 * The organiser's official media accounts and their keywords (SPEC.md §7 official calls). Notices are
 * tagged with keywords, so an exhibitor sees what a notice is about and where the show talks of it.
 */
export const OfficialApi = {
  /** GET → {list: OfficialAccount[], total}. */
  accounts: '/user/admin/official',
  /** GET ?official_id= (required) → {list: OfficialKeyword[], total}: the keywords of that one account. */
  keywords: '/user/admin/official/keyword',
} as const;

/** Most keywords one notice carries. */
export const NOTICE_MAX_KEYWORDS = 10;

export interface OfficialAccount {
  id: number;
  platform: string;
  name: string;
  name_en: string;
}

export interface OfficialKeyword {
  id: number;
  official_id: number;
  keyword: string;
  keyword_en: string;
}
