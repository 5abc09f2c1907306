import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema files and applied by the portal itself at first use
// (server/store/db.ts), for PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/store/schema/*.ts',
  out: './server/store/migrations',
});
