/**
 * /organiser/settings: the show's settings staff change while the show is prepared — catalogue
 * deadline, sub-account limit, group switch, unbinding, the remittance account — in headed sections
 * by what they govern, each its own form drawn from its screen, saved on its own, in effect for
 * exhibitors from their next request.
 */
import { useCallback } from 'react';
import { Box, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ShowSettingKey, ShowSettings } from '../../../shared/show-settings';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { ConsolePage } from '../../features/console';
import { SETTING_SECTIONS, SettingCard, useShowSettings } from '../../features/show-settings';
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
        <Stack gap="5">
          {SETTING_SECTIONS.map((section) => (
            <Box as="section" key={section.id} borderWidth="1px" borderColor="gray.200" rounded="lg" overflow="hidden"
              aria-labelledby={`settings-section-${section.id}`} data-testid="settings-section" data-section={section.id}>
              <Stack gap="0.5" px={{ base: '4', md: '5' }} py="3" bg="gray.50" borderBottomWidth="1px" borderColor="gray.200">
                <Heading as="h2" size="md" id={`settings-section-${section.id}`}><FormattedMessage id={`settings.section.${section.id}`} /></Heading>
                <Text fontSize="sm" color="fg.muted"><FormattedMessage id={`settings.section.${section.id}.intro`} /></Text>
              </Stack>
              <Stack gap="0" separator={<Separator borderColor="gray.200" />}>
                {section.settings.map((key) => <SettingCard key={key} setting={key} value={settings[key]} onSaved={saved} />)}
              </Stack>
            </Box>
          ))}
        </Stack>
      ) : null}
    </ConsolePage>
  );
}
