import { defineConfig } from 'drizzle-kit';

// Used only by `npm run db:generate` (drizzle-kit generate needs no database connection).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
});
