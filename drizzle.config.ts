import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` turns changes of the Drizzle schema into a new versioned SQL migration.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
