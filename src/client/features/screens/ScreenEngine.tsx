/**
 * The engine's services for the app's screens: the request layer, the status sets of
 * schemas/enums.json and the upload calls. Screens using SchemaForm or SchemaTable sit inside it;
 * it lives in their own chunks, so the login page never loads the engine.
 */
import type { ReactNode } from 'react';
import enums from '../../../../schemas/enums.json';
import type { EnumSets } from '../../../shared/descriptor';
import { EngineProvider, xhrUploadFile, type EngineServices, type SignedPolicy } from '../../../engine';
import { http } from '../../app/http';

const services: EngineServices = {
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
  return <EngineProvider services={services}>{children}</EngineProvider>;
}
