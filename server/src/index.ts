/** Starts Wurzelwerk: reads the configuration, opens and migrates the database, seeds when asked, listens. */
import { join } from 'node:path';
import { BRAND } from '@wurzelwerk/shared';
import { createApp } from './app';
import { lowerPasswordHashCostForTests } from './auth/password';
import { createSecretBox, secretsKeysOf } from './auth/secretBox';
import { escrowAccountOf } from './banking/escrow';
import { keepRunningOnUnhandledRejections } from './cluster/lastResort';
import { stopOnSignals } from './cluster/shutdown';
import { openConfiguredDatabase } from './db/open';
import { seed } from './db/seed';
import { prepareStoredSecrets } from './domains/auth/storedSecrets';
import { fillUsernameSkeletons } from './domains/users/claim';
import { loadConfig } from './env';
import { serveControlSocket } from './http/controlSocket';
import { vapidOf } from './push/vapid';

async function main() {
  keepRunningOnUnhandledRejections();
  const config = loadConfig();
  if (config.passwordHashCost === 'minimal') lowerPasswordHashCostForTests();
  // Checked before anything is opened: a wrong escrow account stops the start with one line.
  const escrow = escrowAccountOf(config);
  if (escrow.demo) console.log('Treuhandkonto: Demonstrationskonto (ESCROW_IBAN nicht gesetzt)');
  const database = await openConfiguredDatabase(config);
  if (config.seed) await seed(database.db, { escrow });
  const secretsKeys = secretsKeysOf(config);
  const sealed = await prepareStoredSecrets(database.db, createSecretBox(secretsKeys));
  if (sealed > 0) console.log(`${sealed} TOTP-Geheimnisse verschlüsselt`);
  await fillUsernameSkeletons(database.db);

  const app = createApp({
    ...config,
    database,
    secretsKeys,
    escrow,
    backup: { dir: config.backupDir, everyHours: config.backupEveryHours, keep: config.backupKeep },
    push: { vapid: vapidOf(config) },
    logLevel: config.logLevel,
    metricsToken: config.metricsToken,
    mail: {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      publicUrl: config.mailPublicUrl,
      // Without a mail server: .eml files in the data folder, listed at /dev/mail.
      folder: join(config.dataDir, 'mail'),
    },
  });
  // Bodies over 1 MB are answered by the app (413 with the JSON body); Bun's own cap is set in createApp.
  try {
    app.listen({ port: config.port });
  } catch (error) {
    await database.close();
    // The port is bound exclusively (serve.reusePort in app.ts): a second server gets this, not half the traffic.
    if ((error as { code?: unknown }).code === 'EADDRINUSE') {
      throw new Error(`Port ${config.port} is already in use by another process. Stop it first or set PORT.`);
    }
    throw error;
  }
  console.log(
    `${BRAND} läuft auf http://localhost:${config.port} (${database.kind}${config.seed ? ', Beispieldaten' : ''})`,
  );
  if (!config.smtpUrl && !config.production) {
    console.log(`E-Mails (ohne SMTP_URL nicht versendet): http://localhost:${config.port}/dev/mail`);
  }

  // The operator tools reach the embedded database through the app while it holds the folder.
  const control = config.databaseUrl
    ? undefined
    : serveControlSocket(config.dataDir, { database, escrow, secrets: createSecretBox(secretsKeys) });
  if (control && !control.ok)
    console.log(`Kein Steuer-Socket (bun run ledger:check bei laufender App): ${control.reason}`);

  // The hourly cleanup and the other jobs run in the background work (cluster/background.ts).
  stopOnSignals(app, database, {
    drainMs: config.shutdownDrainMs,
    timeoutMs: config.shutdownTimeoutMs,
    ...(control?.ok ? { alsoStop: control.socket } : {}),
  });
}

main().catch((error: unknown) => {
  // One clear line instead of a stack trace: the configuration or the database is the usual cause.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
