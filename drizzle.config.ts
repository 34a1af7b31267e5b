import { defineConfig } from 'drizzle-kit';
import { loadConfig } from './server/src/env';

// Migrations are generated from the schema and committed; the server applies them at start-up on
// PGlite and PostgreSQL alike. `db:studio` opens DATABASE_URL, or the embedded database in DATA_DIR.
// The configuration comes from server/src/env.ts, the only reader of the environment.
const { databaseUrl, dataDir } = loadConfig();

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/drizzle',
  ...(databaseUrl
    ? { dbCredentials: { url: databaseUrl } }
    : { driver: 'pglite', dbCredentials: { url: dataDir } }),
});
