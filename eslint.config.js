// Lint: TypeScript rules plus the one-way imports of ARCHITECTURE.md:
//   shared ← runtime ← client → engine → shared;  shared ← server
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const zone = (target, from, message) => ({ target, from, message });

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
