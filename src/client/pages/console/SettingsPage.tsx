/**
 * /organiser/settings: the show's settings staff change while the show is prepared — catalogue
 * deadline, sub-account limit, group switch, unbinding, the remittance account — each its own form
 * drawn from its screen, saved on its own, in effect for exhibitors from their next request.
 */
import { useCallback } from 'react';
import { Grid, Skeleton } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { SHOW_SETTING_KEYS, type ShowSettingKey, type ShowSettings } from '../../../shared/show-settings';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { ConsolePage } from '../../features/console';
import { SettingCard, useShowSettings } from '../../features/show-settings';
import { useShowZoneLabel } from '../../i18n/show-time';

export function SettingsPage() {
  const { state, reload, show } = useShowSettings();
  const zone = useShowZoneLabel();
  const settings = state.phase === 'ready' ? state.record : null;
  const saved = useCallback(<K extends ShowSettingKey>(key: K, value: ShowSettings[K]) => {
    if (settings) show({ ...settings, [key]: value });
  }, [settings, show]);

  return (
    <ConsolePage titleId="route.console.settings" intro={<FormattedMessage id="settings.page.intro" values={{ zone }} />}>
      {state.phase === 'loading' ? <Skeleton height="64" /> : null}
      {state.phase === 'failed' || state.phase === 'missing' ? (
        <LoadFailedAlert onRetry={reload} />
      ) : null}
      {settings ? (
        <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
          {SHOW_SETTING_KEYS.map((key) => <SettingCard key={key} setting={key} value={settings[key]} onSaved={saved} />)}
        </Grid>
      ) : null}
    </ConsolePage>
  );
}
