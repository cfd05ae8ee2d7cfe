/** What a screen of the app gives the engine: Chakra's system, the messages of one language and the engine's services. */
import type { ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { EngineProvider, type EngineServices } from '../../../src/engine';
import en from '../../../locales/en.json';
import zh from '../../../locales/zh.json';

export function EngineHarness({ services, locale = 'en', children }: { services: EngineServices; locale?: 'en' | 'zh'; children: ReactNode }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <IntlProvider locale={locale} messages={locale === 'en' ? en : zh}>
        <EngineProvider services={services}>{children}</EngineProvider>
      </IntlProvider>
    </ChakraProvider>
  );
}
