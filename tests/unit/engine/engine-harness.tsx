/** What a screen of the app gives the engine: Chakra's system, the messages of one language and the engine's services. */
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { EngineProvider, type EngineServices } from '../../../src/engine';
import type { EnumSets } from '../../../src/shared/descriptor';
import enums from '../../../schemas/enums.json';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';

export function EngineHarness({ services, locale = 'en', messages, children }: {
  services: EngineServices; locale?: 'en' | 'zh';
  /** The language's messages with some published anew over them (issue 21). */
  messages?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale={locale} messages={messages ?? (locale === 'en' ? en : zh)}>
        <EngineProvider services={services}>{children}</EngineProvider>
      </IntlProvider>
    </ChakraProvider>
  );
}

/** Services that answer nothing and keep no draft: for a form drawn from its own data. */
export const quietServices = (): EngineServices => ({
  request: { get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
  enums: enums as EnumSets,
  signUpload: vi.fn(),
  uploadFile: vi.fn(),
  storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
});
