import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { formStylesPlugin } from './scripts/vite-form-styles';
import { schemaValidators } from './scripts/vite-schema-validators';

/**
 * One run, several projects (ARCHITECTURE.md § Tests):
 *   unit                  pure modules, no I/O beyond temp files
 *   integration-pglite    the server through app.inject on an in-memory PGlite
 *   integration-postgres  the very same files on PostgreSQL, when DATABASE_URL is set (CI sets it),
 *                         and the races (*.races.test.ts): PGlite has one connection and cannot race;
 *                         and *.postgres.test.ts: PostgreSQL's own behaviour (plans at show scale)
 *   e2e                   the real server process driven by Chromium
 */
const integration = (name: string, databaseUrl?: string): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    exclude: databaseUrl ? [] : ['tests/integration/**/*.races.test.ts', 'tests/integration/**/*.postgres.test.ts'],
    globalSetup: ['tests/support/database-template.ts'],
    env: { TEST_DATABASE: databaseUrl ? 'postgres' : 'pglite', TEST_DATABASE_URL: databaseUrl ?? '' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const databaseUrl = process.env.DATABASE_URL;

export default defineConfig({
  // SchemaForm imports its stylesheet (virtual:form-styles.css); screens import their descriptors
  // with validators compiled (virtual:schema/<id>).
  plugins: [formStylesPlugin(), schemaValidators()],
  test: {
    // Two workers on two cores: a PGlite file works the CPU while a PostgreSQL file mostly waits on
    // the database (vitest's default of cores − 1 ran every file in turn).
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      integration('integration-pglite'),
      ...(databaseUrl ? [integration('integration-postgres', databaseUrl)] : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/support/portal-server.ts'],
          // One browser and one server: files take turns.
          fileParallelism: false,
          // After the other projects, alone: the browser, the server and a test file share the cores.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
