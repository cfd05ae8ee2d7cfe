// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { useTranslator } from '../../../src/engine/form/use-translator';
import { compileMessages } from '../../../scripts/vite-precompiled-messages';

const source = { 'field.name': 'Company name', 'field.quote': "It''s {count, plural, one {# item} other {# items}}", 'field.hello': 'Hello {name}' };

describe('useTranslator', () => {
  for (const [kind, messages] of [['as the app ships them, parsed at build time', JSON.parse(compileMessages(JSON.stringify(source), 'en.json'))], ['as plain strings', source]] as const) {
    it(`translates messages ${kind}: plain text as it is, ICU messages formatted`, () => {
      const wrapper = ({ children }: { children: ReactNode }) => <IntlProvider locale="en" messages={messages}>{children}</IntlProvider>;
      const { result } = renderHook(() => useTranslator(), { wrapper });
      expect(result.current.t('field.name')).toBe('Company name');
      expect(result.current.t('field.hello', { name: 'Li' })).toBe('Hello Li');
      expect(result.current.t('field.quote', { count: 2 })).toBe("It's 2 items");
      expect(result.current.has('field.name')).toBe(true);
      expect(result.current.has('field.none')).toBe(false);
    });
  }
});
