/** `bun run db:migrate` and `bun run db:seed`: apply the migrations (and the sample data) and exit. */

import { openConfiguredDatabase } from '../db/open';
import { seed } from '../db/seed';
import { loadConfig } from '../env';

const command = process.argv[2];
try {
  const database = await openConfiguredDatabase(loadConfig());
  if (command === 'seed') await seed(database.db);
  await database.close();
  console.log(command === 'seed' ? 'Migrated and seeded.' : 'Migrated.');
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
