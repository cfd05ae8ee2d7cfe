/** `npm start`: build the client if its sources changed, then run the server (src/server/main.ts). */
import { fileURLToPath } from 'node:url';
import { ensureClientBuilt } from './lib/client-build';

const root = fileURLToPath(new URL('..', import.meta.url));
await ensureClientBuilt(root);
await import('../src/server/main');
