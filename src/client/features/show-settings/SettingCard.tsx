/**
 * One setting staff change (a part of its section's card): its form, drawn from the setting's screen, and what is stored now. A
 * save answers the stored value, shown at once; a refusal lands on its field.
 */
import { useCallback } from 'react';
import { Box, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ShowSettingKey, ShowSettings } from '../../../shared/show-settings';
import { SchemaForm } from '../../../engine';
import { toaster } from '../../app/toaster';
import { saveShowSetting } from './show-settings-api';
import { SETTING_FORMS } from './setting-screens';
import { SettingValue } from './SettingValue';

export interface SettingCardProps<K extends ShowSettingKey> {
  setting: K;
  value: ShowSettings[K];
  onSaved: (setting: K, value: ShowSettings[K]) => void;
}

export function SettingCard<K extends ShowSettingKey>({ setting, value, onSaved }: SettingCardProps<K>) {
  const intl = useIntl();
  const screen = SETTING_FORMS[setting];
  const save = useCallback(async (data: Record<string, unknown>) => {
    const saved = await saveShowSetting(setting, data.value as ShowSettings[K]);
    onSaved(setting, saved);
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'settings.saved' }, { setting: intl.formatMessage({ id: screen.descriptor.title }) }), closable: true });
  }, [setting, onSaved, intl, screen.descriptor.title]);

  return (
    <Box p={{ base: '4', md: '5' }} data-testid={`setting-${setting}`}>
      <Stack gap="3" maxW="2xl">
        <SchemaForm screen={screen} formData={{ value }} recordKey={setting} idPrefix={setting} onSubmit={save} submitLabel="settings.save" />
        <SettingValue setting={setting} value={value} />
      </Stack>
    </Box>
  );
}
