/** What a screen of the app gives the engine: Chakra's system, the messages of one language and the engine's services. */
import type { ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { EngineProvider, type EngineServices } from '../../../src/engine';
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
