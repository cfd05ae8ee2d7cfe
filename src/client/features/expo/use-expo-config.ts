import { useEffect, useState } from 'react';
import type { ExpoConfig } from '../../../shared/api';
import { isCancelled } from '../../../runtime/http';
import { http } from '../../app/http';

export type ExpoConfigState = { status: 'loading' } | { status: 'ready'; config: ExpoConfig } | { status: 'failed' };

/** The show's public settings (name, dates, venue); a public call, usable before login. */
export function useExpoConfig(): ExpoConfigState {
  const [state, setState] = useState<ExpoConfigState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    http.get<ExpoConfig>('v4/expo/config', undefined, { signal: controller.signal }).then(
      (config) => setState({ status: 'ready', config }),
      (error: unknown) => {
        if (!isCancelled(error)) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
