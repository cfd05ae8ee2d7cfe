/**
 * The engine's seams (ARCHITECTURE.md: provider-style seams at the edges). The engine knows no
 * runtime: the app hands in its request layer, the enum sets and the storage calls; react-intl's
 * own provider supplies translation.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { UploadPolicy } from '../shared/api';
import type { EnumSets, UploadedObject } from '../shared/descriptor';

export type { UploadedObject };

export type SearchParams = Record<string, string | number | boolean>;

/** The app's request layer: resolves with `data` of a code-1 envelope, rejects otherwise. */
export interface EngineRequest {
  get<T>(path: string, searchParams?: SearchParams, options?: { signal?: AbortSignal }): Promise<T>;
  post<T>(path: string, json?: unknown, options?: { signal?: AbortSignal }): Promise<T>;
  put<T>(path: string, json?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

/** GET /api/oss/sign?dir=: the policy the browser posts the file with. */
export type SignedPolicy = UploadPolicy;


export interface EngineServices {
  request: EngineRequest;
  enums: EnumSets;
  signUpload: (dir: string) => Promise<SignedPolicy>;
  /** Posts the file to `signed.host`; rejects with an Error whose message is shown as is. */
  uploadFile: (signed: SignedPolicy, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) => Promise<UploadedObject>;
  /** The show's time zone every time is written on (src/shared/show-time.ts); Asia/Shanghai by default. */
  timeZone?: string;
  /** Where drafts live; localStorage by default. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

const EngineContext = createContext<EngineServices | null>(null);

export function EngineProvider({ services, children }: { services: EngineServices; children: ReactNode }) {
  return <EngineContext.Provider value={services}>{children}</EngineContext.Provider>;
}

export function useEngine(): EngineServices {
  const services = useContext(EngineContext);
  if (!services) throw new Error('SchemaForm/SchemaTable need an <EngineProvider> above them');
  return services;
}
