/**
 * The engine's services for the app's screens: the request layer, the status sets of
 * schemas/enums.json, the upload calls and the show's time zone. Screens using SchemaForm or SchemaTable sit inside it;
 * it lives in their own chunks, so the login page never loads the engine.
 */
import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import enums from '../../../../schemas/enums.json';
import type { EnumSets } from '../../../shared/descriptor';
import { EngineProvider, xhrUploadFile, type EngineServices, type SignedPolicy } from '../../../engine';
import { http } from '../../app/http';
import { showTimeZoneAtom } from '../../i18n/show-time';

const baseServices: EngineServices = {
  request: {
    get: (path, searchParams, options) => http.get(path, searchParams, options),
    post: (path, json, options) => http.post(path, json, options),
    put: (path, json) => http.put(path, json),
    delete: (path) => http.delete(path),
  },
  enums: enums as EnumSets,
  signUpload: (dir) => http.get<SignedPolicy>('/oss/sign', { dir }),
  uploadFile: xhrUploadFile,
};

export function ScreenEngine({ children }: { children: ReactNode }) {
  const timeZone = useAtomValue(showTimeZoneAtom);
  const services = useMemo(() => ({ ...baseServices, timeZone }), [timeZone]);
  return <EngineProvider services={services}>{children}</EngineProvider>;
}
