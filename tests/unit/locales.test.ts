/** Translators edit locales/*.json only: both files must carry the same ids, each a valid ICU message. */
import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/locale';
import { Codes } from '../../src/shared/codes';
import { ALL_AUTHORITIES, authorityLabel } from '../../src/shared/authorities';

const catalogue = (locale: string): Record<string, string> => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8'));

describe('locales', () => {
  const [zh, en] = LOCALES.map(catalogue) as [Record<string, string>, Record<string, string>];

  it('zh and en have exactly the same message ids', () => {
    expect(Object.keys(zh).filter((id) => !(id in en)), 'missing in en.json').toEqual([]);
    expect(Object.keys(en).filter((id) => !(id in zh)), 'missing in zh.json').toEqual([]);
  });

  it.each(LOCALES)('every %s message is non-empty ICU MessageFormat', (locale) => {
    for (const [id, message] of Object.entries(catalogue(locale))) {
      expect(message.trim(), id).not.toBe('');
      expect(() => new IntlMessageFormat(message, locale), id).not.toThrow();
    }
  });

  // One name per thing (the screenshot review of every page): a page's heading, its tab among the
  // reviews, its tile in the inbox say what its menu entry says, in both languages.
  const SAME_NAME: [string, string][] = [
    ['faq.ask.title', 'route.faq'], ['faq.records.title', 'route.faq.record'], ['subaccount.title', 'route.subaccount'],
    ['groupOrder.list.title', 'route.groupTicket.list'], ['screen.catalogue', 'route.conference'], ['screen.report', 'route.exhibition'],
    ...(['product', 'merch', 'project', 'activity'] as const).map((kind): [string, string] => [`screen.${kind}`, `route.${kind}`]),
    ...(['company', 'catalogue', 'report', 'product', 'merch', 'project', 'activity'] as const)
      .map((screen): [string, string] => [`console.screen.${screen}`, `screen.${screen}`]),
    ['console.kind.review', 'route.console.reviews'], ['console.kind.question', 'route.console.questions'], ['console.kind.signing', 'route.console.signings'],
    ['console.kind.remittance', 'route.console.group_orders'], ['console.kind.invoice', 'route.console.invoices'],
  ];
  // In English the sub-account permissions and the template areas are the menu's words too (Chinese
  // drops the menu's 管理: 展位证件, not 展位证件管理).
  const SAME_NAME_EN: [string, string][] = [
    ['authority.1', 'route.exhibitInfo'], ['authority.2', 'route.exhibitionMaterials'], ['authority.3', 'route.companySigning'], ['authority.4', 'route.faq'],
    ['authority.5', 'route.exhibitorManagement'], ['authority.6', 'route.ticketBooth'], ['authority.7', 'route.invoice'], ['authority.8', 'route.unbindOrder'],
    ['template.area.exhibitInfo', 'route.exhibitInfo'], ['template.area.exhibitionMaterials', 'route.exhibitionMaterials'],
    ['template.area.displayMaterials', 'route.exhibitorManagement'], ['template.area.boothTickets', 'route.ticketBooth'], ['template.area.groupTickets', 'route.ticketManagement'],
  ];

  it.each(SAME_NAME)('%s says what %s says, in both languages', (id, menuId) => {
    expect([zh[id], en[id]]).toEqual([zh[menuId], en[menuId]]);
  });

  it.each(SAME_NAME_EN)('%s says in English what %s says', (id, menuId) => {
    expect(en[id]).toBe(en[menuId]);
  });

  it('every description (an id ending in intro) is a sentence: it ends with a full stop', () => {
    // Not a sentence: the editor's line "title (screen) · now v3".
    const notSentences = new Set(['screen_editor.edit.intro']);
    const descriptions = Object.keys(zh).filter((id) => /(\.intro|Intro)$/.test(id) && !notSentences.has(id));
    expect(descriptions.filter((id) => !/[。！？]$/.test(zh[id]!)), 'zh').toEqual([]);
    expect(descriptions.filter((id) => !/[.!?]$/.test(en[id]!)), 'en').toEqual([]);
  });

  it('a group ticket is a 票 in Chinese, never a 证件 (a booth ticket is; the holder’s 身份证件 is no ticket)', () => {
    const group = Object.keys(zh).filter((id) => id.startsWith('groupTicketPage.') || id.startsWith('groupTicket.') || id.startsWith('console.groupProducts.') || id.startsWith('console.holdings.'));
    expect(group.filter((id) => zh[id]!.replaceAll('身份证件', '').includes('证件'))).toEqual([]);
  });

  it('every response code and authority has a message', () => {
    const ids = [...Object.values(Codes).map((c) => c.message), ...ALL_AUTHORITIES.map(authorityLabel)];
    expect(ids.filter((id) => !(id in zh) || !(id in en))).toEqual([]);
  });
});
