import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations from src/db/schema.ts (`npx drizzle-kit generate`); the app migrates itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
