// @vitest-environment jsdom
/**
 * The labels published with a screen's version lie over the files' messages on the page: a field
 * staff added is named in the page's language, a reworded label reads anew, and a version without
 * labels (a rollback to the file) takes them away again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { appStore } from '../../../../src/client/app/store';
import { IntlRoot } from '../../../../src/client/i18n/IntlRoot';
import { literalMessages, setScreenLabels, withLabels } from '../../../../src/client/i18n/screen-labels';

afterEach(() => {
  cleanup();
  setScreenLabels('invoice-header', undefined);
  setScreenLabels('company', undefined);
});

describe('screen labels over the messages', () => {
  it('lays each language’s labels over that language’s messages as literal text, the later set winning', () => {
    const files = { 'a.b': 'File', 'c.d': 'Kept' };
    expect(withLabels(files, [], 'en')).toBe(files);
    expect(withLabels(files, [{ zh: { 'a.b': '甲' } }], 'en')).toBe(files);
    expect(withLabels(files, [{ en: { 'a.b': 'First' } }, { en: { 'a.b': '{Second}' } }], 'en'))
      .toEqual({ ...files, 'a.b': [{ type: 0, value: '{Second}' }] });
    expect(literalMessages({ x: 'it’s {not} an argument' })).toEqual({ x: [{ type: 0, value: 'it’s {not} an argument' }] });
  });

  it('names a new field on the page as soon as its version’s labels arrive, and forgets them with a version that has none', () => {
    render(
      <Provider store={appStore}>
        <IntlRoot>
          <span data-testid="label"><FormattedMessage id="invoice_header.seal_no" /></span>
        </IntlRoot>
      </Provider>,
    );
    expect(screen.getByTestId('label').textContent).toBe('invoice_header.seal_no');
    act(() => setScreenLabels('invoice-header', { zh: { 'invoice_header.seal_no': '发票专用章编号' }, en: { 'invoice_header.seal_no': 'Invoice seal number' } }));
    // The page's language: zh until messages are loaded in another.
    expect(screen.getByTestId('label').textContent).toBe('发票专用章编号');
    act(() => setScreenLabels('company', {}));
    expect(screen.getByTestId('label').textContent).toBe('发票专用章编号');
    act(() => setScreenLabels('invoice-header', {}));
    expect(screen.getByTestId('label').textContent).toBe('invoice_header.seal_no');
  });
});
