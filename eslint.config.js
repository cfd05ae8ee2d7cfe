// Lint: TypeScript rules plus the one-way imports of ARCHITECTURE.md:
//   shared ← runtime ← client → engine → shared;  shared ← server
// and, inside the client, features that reach one another only through a feature's public face.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const zone = (target, from, message) => ({ target, from, message });

// Feature zones (bulletproof-react's): a feature under src/client/features/ imports another only
// through that feature's index.ts, which names on purpose what others may use; every other file of a
// feature is its own. Pages, layout and app wiring compose features and may import any of their files.
const FEATURES = 'src/client/features';
const features = readdirSync(fileURLToPath(new URL(FEATURES, import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features
  .map((name) => ({
    target: features.filter((other) => other !== name).map((other) => `./${FEATURES}/${other}`),
    from: `./${FEATURES}/${name}`,
    except: ['./index.ts'],
    message: `Another feature imports ${FEATURES}/${name}/ only through its public face, ${FEATURES}/${name}/index.ts.`,
  }))
  .filter((featureZone) => featureZone.target.length > 0);

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', '.reports/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', {
        zones: [
          zone('./src/shared', ['./src/runtime', './src/engine', './src/client', './src/server'], 'shared/ is the isomorphic contract: it imports nothing of ours.'),
          zone('./src/runtime', ['./src/engine', './src/client', './src/server'], 'runtime/ is framework-free and knows only shared/.'),
          zone('./src/engine', ['./src/runtime', './src/client', './src/server'], 'engine/ knows no screen and no runtime: services come through its context.'),
          zone('./src/client', ['./src/server'], 'The client never imports server code.'),
          zone('./src/server', ['./src/runtime', './src/engine', './src/client'], 'The server never imports browser code.'),
          zone(['./src/server/http', './src/server/screens', './src/server/identity'], './src/server/modules',
            'http/, screens/ and identity/ serve every module and know none: who calls is read from identity/.'),
          ...featureZones,
        ],
      }],
    },
  },
  {
    files: ['src/client/**/*.tsx', 'src/engine/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
