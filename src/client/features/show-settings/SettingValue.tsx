/** A setting's stored value in words: what exhibitors live with now. */
import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ShowSettingKey, ShowSettings } from '../../../shared/show-settings';
import { formatYuan } from '../../../engine';
import { localized } from '../../../shared/locale';
import { useShowTime, useShowZoneLabel } from '../../i18n/show-time';
import { useLocale } from '../../i18n/use-locale';

export function SettingValue<K extends ShowSettingKey>({ setting, value }: { setting: K; value: ShowSettings[K] }) {
  const showTime = useShowTime();
  const zone = useShowZoneLabel();
  const { locale } = useLocale();
  // A setting's moment always says its clock, even to a viewer on the show's (dateTime then leaves it out).
  const at = (seconds: number) => { const text = showTime.dateTime(seconds); return text.endsWith(`(${zone})`) ? text : `${text} (${zone})`; };
  const words = (() => {
    const settings = { [setting]: value } as Partial<ShowSettings>;
    if (settings.catalogue_deadline !== undefined) return at(settings.catalogue_deadline);
    if (settings.sub_account_limit !== undefined) return <FormattedMessage id="settings.value.subAccounts" values={{ count: settings.sub_account_limit }} />;
    if (settings.group_switch !== undefined) return <FormattedMessage id={settings.group_switch === 1 ? 'settings.group_switch.on' : 'settings.group_switch.off'} />;
    if (settings.unbind) {
      const { fee, limit, starts_at: startsAt, ends_at: endsAt } = settings.unbind;
      return <FormattedMessage id="settings.value.unbind" values={{ fee: formatYuan(fee, locale), limit, from: at(startsAt), to: at(endsAt) }} />;
    }
    if (settings.group_bank) {
      const bank = settings.group_bank;
      return `${localized(locale, bank.bank_name, bank.bank_name_en)} · ${bank.account}`;
    }
    return null;
  })();
  return (
    <Text fontSize="sm" color="fg.muted" data-testid={`setting-value-${setting}`}>
      <FormattedMessage id="settings.value.now" values={{ value: <Text as="span" color="fg" fontWeight="medium">{words}</Text> }} />
    </Text>
  );
}
