/**
 * `npm start`: builds the client and the server when their sources changed (scripts/lib/client-build.ts,
 * server-build.ts), then runs the built server, dist/server/main.mjs.
 *
 * Whether anything must be built is judged in plain JavaScript (build-sources.mjs). Only a build loads
 * tsx, to read the build scripts, and lets it go before the server is loaded; a restart with nothing to
 * build never registers it. Node 20 cannot take module hooks back once registered: they stay between
 * the server and every module it loads, which cost ~0.4 s of each restart, and ~35 MiB resident.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { clientIsStale, serverBundle, serverIsStale } from './lib/build-sources.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
if (clientIsStale(root) || serverIsStale(root)) {
  const { register } = await import('tsx/esm/api');
  const unregister = register();
  const { ensureClientBuilt } = await import('./lib/client-build.ts');
  const { ensureServerBuilt } = await import('./lib/server-build.ts');
  ensureClientBuilt(root);
  await ensureServerBuilt(root);
  await unregister();
}
await import(pathToFileURL(serverBundle(root)).href);
