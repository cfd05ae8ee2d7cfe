/** The show's settings as staff read and change them (src/shared/show-settings.ts). */
import { OrganiserSettingsApi, type ShowSettingKey, type ShowSettings } from '../../../shared/show-settings';
import { http } from '../../app/http';
import { useRecord, type RecordHandle } from '../screens';

export const useShowSettings = (): RecordHandle<ShowSettings> => useRecord<ShowSettings>(OrganiserSettingsApi.settings);

/** Stores one setting; answers the value as stored. Rejects as the request does, so the form shows field errors. */
export async function saveShowSetting<K extends ShowSettingKey>(key: K, value: ShowSettings[K]): Promise<ShowSettings[K]> {
  const saved = await http.put<Partial<ShowSettings>>(OrganiserSettingsApi.setting(key), { value });
  return (saved[key] ?? value) as ShowSettings[K];
}
