/** `bun run db:migrate` and `bun run db:seed`: apply the migrations (and the sample data) and exit. */

import { escrowAccountOf } from '../banking/escrow';
import { openConfiguredDatabase } from '../db/open';
import { seed } from '../db/seed';
import { loadConfig } from '../env';
import { runCommand } from './main';

const command = process.argv[2];
await runCommand(async () => {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  if (command === 'seed') await seed(database.db, { escrow: escrowAccountOf(config) });
  await database.close();
  console.log(command === 'seed' ? 'Migrated and seeded.' : 'Migrated.');
});
