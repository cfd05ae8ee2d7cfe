/**
 * The screens as organiser staff last published them (issue 21). The build carries each screen's
 * file (version 0); when staff publish a version, the server serves it as an ES module of ajv
 * standalone validators (src/server/screens/screen-module.ts, `export default (runtime) => screen`),
 * which this module imports — same origin, no eval, so the strict CSP stays — handing the generated
 * code the helpers it needs from the bundle: the format table and deep equality.
 */
import { useSyncExternalStore } from 'react';
import equal from 'fast-deep-equal';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import { CUSTOM_FORMATS } from '../../../shared/formats';
import { screenModulePath } from '../../../shared/screen-editor';
import type { CompiledScreen } from '../../../engine';
import { notifyScreenListeners, servedVersion, subscribeScreenVersions } from '../screen-versions';

/** What a served module's default export is handed. */
const runtime = { formats: { ...fullFormats, ...CUSTOM_FORMATS }, equal };

type ServedModule = { default: (helpers: typeof runtime) => CompiledScreen };

/** Imports a served screen module (a published version, or a draft the console previews). */
export async function importScreenModule(path: string): Promise<CompiledScreen> {
  const module = (await import(/* @vite-ignore */ `/api${path}`)) as ServedModule;
  return module.default(runtime);
}

/** Versions loaded, per screen, newest last. */
const loaded = new Map<string, { version: number; screen: CompiledScreen }[]>();
const loading = new Set<string>();

function load(id: string, version: number): void {
  const key = `${id}@${version}`;
  if (loading.has(key)) return;
  loading.add(key);
  importScreenModule(screenModulePath(id, version))
    .then((screen) => {
      loaded.set(id, [...(loaded.get(id) ?? []), { version, screen }].sort((a, b) => a.version - b.version));
      notifyScreenListeners();
    })
    // Not loadable now (offline): the screen stays as it is, and the next look tries again.
    .catch(() => { loading.delete(key); });
}

/** The screen as published now: the build's, or the newest version loaded until the served one arrives. */
function resolve(bundled: CompiledScreen): CompiledScreen {
  const id = bundled.descriptor.id;
  const version = servedVersion(id);
  if (!version) return bundled;
  const versions = loaded.get(id) ?? [];
  const exact = versions.find((each) => each.version === version);
  if (exact) return exact.screen;
  load(id, version);
  return versions.at(-1)?.screen ?? bundled;
}

/**
 * A screen as staff last published it, following new versions live; the build's own until one
 * arrives. (undefined while the page's own chunk of the screen loads.)
 */
export function usePublishedScreen(bundled: CompiledScreen): CompiledScreen;
export function usePublishedScreen(bundled: CompiledScreen | undefined): CompiledScreen | undefined;
export function usePublishedScreen(bundled: CompiledScreen | undefined): CompiledScreen | undefined {
  return useSyncExternalStore(subscribeScreenVersions, () => (bundled ? resolve(bundled) : undefined));
}
