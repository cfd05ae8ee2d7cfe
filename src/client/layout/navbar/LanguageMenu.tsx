import { Button, Menu, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { isLocale, LOCALES, type Locale } from '../../../shared/locale';
import { ShellIcon } from '../../components/ShellIcon';
import { useLocale } from '../../i18n/use-locale';

const LABEL_ID: Record<Locale, string> = { zh: 'lang.zh', en: 'lang.en' };

/** The top bar's language switch (SPEC.md §2): applies at once and is kept in the language cookie. */
export function LanguageMenu() {
  const intl = useIntl();
  const { locale, changeLocale } = useLocale();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" px="2" aria-label={intl.formatMessage({ id: 'lang.menu' }, { current: locale === 'zh' ? '中' : 'EN' })} data-testid="language-menu">
          <ShellIcon name="globe" />
          <span>{locale === 'zh' ? '中' : 'EN'}</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="32">
            <Menu.RadioItemGroup
              value={locale}
              onValueChange={(details) => {
                if (isLocale(details.value) && details.value !== locale) void changeLocale(details.value);
              }}
            >
              {LOCALES.map((option) => (
                <Menu.RadioItem key={option} value={option} data-testid="language-option" data-lang={option} lang={option === 'zh' ? 'zh-CN' : 'en'}>
                  {intl.formatMessage({ id: LABEL_ID[option] })}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
