import { Button, Group } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../shared/locale';
import { useLocale } from '../i18n/use-locale';

const LABEL_ID: Record<Locale, string> = { zh: 'lang.zh', en: 'lang.en' };

/** 中文 / English; the choice applies at once and is saved in the `language` cookie. */
export function LanguageSwitch({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const intl = useIntl();
  const { locale, changeLocale } = useLocale();
  return (
    <Group attached role="group" aria-label={intl.formatMessage({ id: 'lang.label' })} data-testid="language-switch">
      {LOCALES.map((option) => {
        const active = option === locale;
        return (
          <Button
            key={option}
            size={size}
            variant={active ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={active}
            data-lang={option}
            lang={option === 'zh' ? 'zh-CN' : 'en'}
            onClick={() => {
              if (!active) void changeLocale(option);
            }}
          >
            {intl.formatMessage({ id: LABEL_ID[option] })}
          </Button>
        );
      })}
    </Group>
  );
}
