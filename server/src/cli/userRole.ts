/**
 * `bun run user:role <email> operator|investor`: sets an account's role (issue 20), recorded in the audit
 * log. On PostgreSQL while the app runs; on the embedded database only while it is stopped (the data
 * folder's lock says so in one line otherwise).
 */
import { USER_ROLES, type UserRole } from '@wurzelwerk/shared';
import { openConfiguredDatabase } from '../db/open';
import { setRoleByEmail } from '../domains/admin/users';
import { loadConfig } from '../env';
import { runCommand } from './main';

const USAGE = `Usage: bun run user:role <email> ${USER_ROLES.join('|')}`;

export async function userRoleCommand(args: string[]): Promise<string> {
  const [email, role] = args;
  if (!email || !role || args.length !== 2) throw new Error(USAGE);
  if (!USER_ROLES.includes(role as UserRole))
    throw new Error(`Unknown role "${role}": use ${USER_ROLES.join(' or ')}.`);
  const database = await openConfiguredDatabase(loadConfig());
  try {
    await setRoleByEmail(database.db, email, role as UserRole, { id: null, email: 'cli:user:role' });
    return `${email.trim().toLowerCase()} is now ${role === 'operator' ? 'an operator' : 'an investor'}.`;
  } finally {
    await database.close();
  }
}

if (import.meta.main)
  await runCommand(async () => {
    console.log(await userRoleCommand(process.argv.slice(2)));
  });
