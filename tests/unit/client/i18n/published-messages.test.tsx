// @vitest-environment jsdom
/**
 * The page's messages are the files' with the published ones laid over them (issue 21): merged
 * per part (the sign-in pages load only theirs), replaced when a version is published (live 10106)
 * so <IntlProvider> renders the new wording in place — and a field keeps what was typed into it.
 * The network is a stand-in answering as GET /api/i18n/:locale does (its integration tests cover the server).
 */
import { readFileSync } from 'node:fs';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../../../src/client/app/store';
import { IntlRoot } from '../../../../src/client/i18n/IntlRoot';
import { changeLocaleAtom, completeMessagesAtom, messagesAtom, publishedVersionAtom } from '../../../../src/client/i18n/locale-state';
import { withPublished } from '../../../../src/client/i18n/messages';
import { applyMessagesFrame, publishedVersionOf } from '../../../../src/client/i18n/messages-live';
import { MESSAGES_PUBLISHED } from '../../../../src/shared/live';
import type { PublishedMessages } from '../../../../src/shared/messages';

const literal = (value: string) => [{ type: 0, value }];

// The build hands the files over parsed and in parts (a Vite plugin this suite does not run): here
// they are read whole, as strings.
vi.mock('../../../../src/client/i18n/messages', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  loadMessages: async (locale: string) => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string>,
}));

describe('withPublished', () => {
  const files = { 'login.title': 'Log in', 'company.name': 'Company name' };

  it('lays each published message over the file’s, leaving the others', () => {
    const merged = withPublished(files, { 'company.name': literal('Company') }, true);
    expect(merged).toEqual({ 'login.title': 'Log in', 'company.name': literal('Company') });
    expect(files['company.name']).toBe('Company name');
  });

  it('on a sign-in page, lays only the sign-in part’s (the page has no other)', () => {
    const merged = withPublished(files, { 'company.name': literal('Company'), 'login.title': literal('Sign in') }, false);
    expect(merged).toEqual({ 'login.title': literal('Sign in'), 'company.name': 'Company name' });
  });

  it('is the files themselves when nothing is published', () => {
    expect(withPublished(files, {}, true)).toBe(files);
  });
});

describe('publishedVersionOf', () => {
  it('reads the version of a 10106 frame and nothing else', () => {
    expect(publishedVersionOf({ code: MESSAGES_PUBLISHED, data: { version: 4 } })).toBe(4);
    expect(publishedVersionOf({ code: MESSAGES_PUBLISHED, data: { version: '4' } })).toBeUndefined();
    expect(publishedVersionOf({ code: MESSAGES_PUBLISHED, data: null })).toBeUndefined();
    expect(publishedVersionOf({ code: 10104, data: { version: 4 } })).toBeUndefined();
  });
});

describe('a version published while the page is open', () => {
  /** What the server has published, by version; the last is in force. */
  let versions: PublishedMessages[];
  const asked: string[] = [];

  beforeEach(() => {
    versions = [{ version: 3, messages: { 'common.cancel': literal('Never mind') } }];
    asked.length = 0;
    vi.stubGlobal('fetch', vi.fn(async (input: Request | string) => {
      const url = new URL(typeof input === 'string' ? input : input.url, 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      const wanted = url.searchParams.get('v');
      const found = (wanted && versions.find((each) => each.version === Number(wanted))) || versions.at(-1)!;
      return new Response(JSON.stringify({ code: 1, message: '', data: found }), { headers: { 'content-type': 'application/json' } });
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  function Screen() {
    return (
      <label>
        <span data-testid="label"><FormattedMessage id="common.cancel" /></span>
        <input data-testid="typed" />
      </label>
    );
  }

  it('loads the version in force with the files, then takes each new one: the wording changes, what was typed stays', async () => {
    await act(() => appStore.set(changeLocaleAtom, 'en'));
    await act(() => appStore.set(completeMessagesAtom));
    expect(asked).toEqual(['/api/i18n/en']);
    expect(appStore.get(publishedVersionAtom)).toBe(3);
    render(<Provider store={appStore}><IntlRoot><Screen /></IntlRoot></Provider>);
    expect(screen.getByTestId('label').textContent).toBe('Never mind');
    fireEvent.change(screen.getByTestId('typed'), { target: { value: 'half-typed' } });

    versions.push({ version: 4, messages: { 'common.cancel': literal('Go back') } });
    applyMessagesFrame({ code: MESSAGES_PUBLISHED, data: { version: 4 } });
    await vi.waitFor(() => expect(screen.getByTestId('label').textContent).toBe('Go back'));
    expect(asked.at(-1)).toBe('/api/i18n/en?v=4');
    expect((screen.getByTestId('typed') as HTMLInputElement).value).toBe('half-typed');

    // A rollback to the files is a newer version without the override: the file's text again.
    versions.push({ version: 5, messages: {} });
    applyMessagesFrame({ code: MESSAGES_PUBLISHED, data: { version: 5 } });
    await vi.waitFor(() => expect(screen.getByTestId('label').textContent).toBe('Cancel'));
    expect((screen.getByTestId('typed') as HTMLInputElement).value).toBe('half-typed');

    // A version the page has (or an older one, arriving late) is not loaded again.
    const before = asked.length;
    applyMessagesFrame({ code: MESSAGES_PUBLISHED, data: { version: 4 } });
    await act(async () => {});
    expect(asked.length).toBe(before);
    expect(appStore.get(publishedVersionAtom)).toBe(5);
  });

  it('keeps the files’ messages when the published ones cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('network down'); }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await act(() => appStore.set(changeLocaleAtom, 'zh'));
    expect(appStore.get(messagesAtom)['common.cancel']).toBe('取消');
    expect(appStore.get(publishedVersionAtom)).toBe(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
