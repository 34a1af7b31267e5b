/**
 * `bun run secrets:rotate` (decision 0088): seals every stored two-factor secret anew with the newest
 * secrets key, so that the older keys can then be removed from SECRETS_KEY (or DATA_DIR/secrets.key). On
 * PostgreSQL beside the running app, with this command's SECRETS_KEY; on the embedded database through the
 * running app (its control socket, with the keys the app was started with) or, while it is stopped, on
 * the folder itself. Exit 1 when any secret opens with none of the keys.
 */
import { createSecretBox, secretsKeysOf } from '../auth/secretBox';
import { type Rotation, rotateStoredSecrets } from '../domains/auth/storedSecrets';
import { loadConfig } from '../env';
import { type CommandReport, runReport } from './main';
import { askRunningApp, withConfiguredDatabase } from './runningApp';

/** The report's lines and whether every secret is now under the newest key. */
export async function secretsRotateCommand(): Promise<CommandReport> {
  const config = loadConfig();
  const answer = await askRunningApp(config, '/secrets/rotate', 'POST');
  const rotation: Rotation = answer
    ? ((await answer.json()) as Rotation)
    : await withConfiguredDatabase(config, (database) =>
        rotateStoredSecrets(database.db, createSecretBox(secretsKeysOf(config))),
      );
  const lines = [
    `${rotation.resealed} two-factor secret(s) sealed anew with the newest key, ${rotation.current} already under it.`,
  ];
  if (rotation.unreadable === 0) {
    lines.push('The older keys can now be removed (restart every process with only the newest).');
    return { ok: true, lines };
  }
  lines.push(
    `${rotation.unreadable} secret(s) open with none of the keys: keep the key(s) they were sealed with in the list.`,
  );
  return { ok: false, lines };
}

if (import.meta.main) await runReport(secretsRotateCommand);
