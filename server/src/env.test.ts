import { describe, expect, test } from 'bun:test';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { ConfigError, loadConfig } from './env';

const made = webpush.generateVAPIDKeys();
const TEST_VAPID_ENV = { VAPID_PUBLIC_KEY: made.publicKey, VAPID_PRIVATE_KEY: made.privateKey };

describe('loadConfig', () => {
  test('defaults: port 3000, embedded database in ./data, sample data on', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      databaseUrl: undefined,
      databasePoolSize: 2 * availableParallelism(),
      databaseTimeoutMs: 5000,
      dataDir: './data',
      uploadDir: 'data/media',
      production: false,
      nodeEnv: 'development',
      seed: true,
      trustProxy: false,
      loginMaxFailures: 10,
      loginMaxFailuresPerAddress: 30,
      registerMaxPerWindow: 20,
      webDist: 'web/dist',
      smtpUrl: undefined,
      mailFrom: 'Wurzelwerk <no-reply@localhost>',
      publicUrl: undefined,
      mailPublicUrl: 'http://localhost:3000',
      mailWorker: true,
      shutdownDrainMs: 0,
      shutdownTimeoutMs: 10_000,
      secretsKeys: undefined,
      backupDir: join(process.cwd(), 'backups'),
      backupEveryHours: 0,
      backupKeep: 7,
      sessionMaxAgeDays: 90,
      passwordHashCost: 'standard',
      escrowIban: undefined,
      escrowBic: undefined,
      escrowHolder: undefined,
      webauthn: { rpId: 'localhost', origins: ['http://localhost:3000'] },
      vapidKeys: undefined,
      vapidSubject: 'mailto:no-reply@localhost',
      logLevel: 'info',
      metricsToken: undefined,
      workerMetrics: undefined,
    });
  });

  test('WORKER_METRICS_PORT: the worker serves GET /metrics there, on loopback unless WORKER_METRICS_HOST says', () => {
    expect(loadConfig({ WORKER_METRICS_PORT: '9464' }).workerMetrics).toEqual({
      port: 9464,
      hostname: '127.0.0.1',
    });
    expect(loadConfig({ WORKER_METRICS_PORT: '9464', WORKER_METRICS_HOST: '0.0.0.0' }).workerMetrics).toEqual(
      { port: 9464, hostname: '0.0.0.0' },
    );
    for (const wrong of ['0', '70000', 'neun']) {
      expect(() => loadConfig({ WORKER_METRICS_PORT: wrong }), wrong).toThrow(
        /^Invalid configuration: WORKER_METRICS_PORT: /,
      );
    }
  });

  test('WEBAUTHN_*: the relying party from PUBLIC_URL, or as given; origins must be on its domain', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://wurzelwerk.example' }).webauthn).toEqual({
      rpId: 'wurzelwerk.example',
      origins: ['https://wurzelwerk.example'],
    });
    expect(
      loadConfig({
        WEBAUTHN_RP_ID: 'Example.org',
        WEBAUTHN_ORIGINS: 'https://example.org, https://app.example.org:8443',
      }).webauthn,
    ).toEqual({ rpId: 'example.org', origins: ['https://example.org', 'https://app.example.org:8443'] });
    expect(() => loadConfig({ WEBAUTHN_RP_ID: 'example.org', WEBAUTHN_ORIGINS: 'https://evil.org' })).toThrow(
      /^Invalid configuration: WEBAUTHN_ORIGINS: https:\/\/evil.org is not on the relying party's domain example.org/,
    );
    expect(() => loadConfig({ WEBAUTHN_ORIGINS: 'https://example.org/login' })).toThrow(
      /^Invalid configuration: WEBAUTHN_ORIGINS: /,
    );
    expect(() => loadConfig({ WEBAUTHN_RP_ID: 'https://example.org' })).toThrow(
      /^Invalid configuration: WEBAUTHN_RP_ID: /,
    );
  });

  test('SESSION_MAX_AGE_DAYS: the absolute lifetime of a session, whole days from 1 to 3650', () => {
    expect(loadConfig({ SESSION_MAX_AGE_DAYS: '7' }).sessionMaxAgeDays).toBe(7);
    for (const wrong of ['0', '-3', '1.5', 'lange', '3651']) {
      expect(() => loadConfig({ SESSION_MAX_AGE_DAYS: wrong }), wrong).toThrow(
        /^Invalid configuration: SESSION_MAX_AGE_DAYS: /,
      );
    }
  });

  test('PASSWORD_HASH_COST: standard by default; minimal only with NODE_ENV=test (decision 0099)', () => {
    expect(loadConfig({}).passwordHashCost).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'minimal' }).passwordHashCost).toBe('minimal');
    for (const nodeEnv of ['development', 'production']) {
      expect(() =>
        loadConfig({ NODE_ENV: nodeEnv, PASSWORD_HASH_COST: 'minimal', PUBLIC_URL: 'https://example.org' }),
      ).toThrow(/^Invalid configuration: PASSWORD_HASH_COST: minimal only with NODE_ENV=test/);
    }
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(
      /^Invalid configuration: PASSWORD_HASH_COST: /,
    );
  });

  test('SECRETS_KEY: 32 bytes in base64, several newest first; required with DATABASE_URL in production', () => {
    const key = crypto.getRandomValues(new Uint8Array(32));
    const older = crypto.getRandomValues(new Uint8Array(32));
    const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
    expect(loadConfig({ SECRETS_KEY: base64(key) }).secretsKeys).toEqual([key]);
    for (const list of [`${base64(key)},${base64(older)}`, ` ${base64(key)} ,\n ${base64(older)}, `])
      expect(loadConfig({ SECRETS_KEY: list }).secretsKeys).toEqual([key, older]);
    for (const wrong of [
      'kurz',
      Buffer.alloc(16).toString('base64'),
      'kein base64 !',
      `${base64(key)},kurz`,
      ',',
    ]) {
      expect(() => loadConfig({ SECRETS_KEY: wrong }), wrong).toThrow(
        'Invalid configuration: SECRETS_KEY: expected 32 random bytes in base64',
      );
    }
    const database = {
      DATABASE_URL: 'postgres://localhost/ww',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://wurzelwerk.example',
    };
    expect(() => loadConfig(database)).toThrow(/SECRETS_KEY: required with DATABASE_URL in production/);
    expect(loadConfig({ ...database, ...TEST_VAPID_ENV, SECRETS_KEY: base64(key) }).secretsKeys).toEqual([
      key,
    ]);
    // The embedded database, or development: the data folder's key file will do.
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://w.example' }).secretsKeys,
    ).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/ww' }).secretsKeys).toBeUndefined();
  });

  test('backups (decision 0089): beside the data folder, daily in production on the embedded database, never on PostgreSQL', () => {
    expect(loadConfig({ DATA_DIR: '/srv/ww/data' }).backupDir).toBe('/srv/ww/backups');
    expect(loadConfig({ BACKUP_DIR: '/mnt/b' }).backupDir).toBe('/mnt/b');
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://w.example' };
    expect(loadConfig(production).backupEveryHours).toBe(24);
    expect(loadConfig({ ...production, BACKUP_EVERY_HOURS: '0' }).backupEveryHours).toBe(0);
    expect(loadConfig({ BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '3' })).toMatchObject({
      backupEveryHours: 6,
      backupKeep: 3,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/ww', BACKUP_EVERY_HOURS: '6' }).backupEveryHours,
    ).toBe(0);
    for (const [name, wrong] of [
      ['BACKUP_EVERY_HOURS', '-1'],
      ['BACKUP_EVERY_HOURS', 'täglich'],
      ['BACKUP_KEEP', '0'],
    ] as const)
      expect(() => loadConfig({ [name]: wrong }), wrong).toThrow(`Invalid configuration: ${name}: `);
  });

  test('VAPID keys: both or neither, of the right length; required with DATABASE_URL in production', () => {
    expect(loadConfig(TEST_VAPID_ENV).vapidKeys).toEqual({
      publicKey: made.publicKey,
      privateKey: made.privateKey,
    });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: made.publicKey })).toThrow(/set both or neither/);
    expect(() => loadConfig({ ...TEST_VAPID_ENV, VAPID_PUBLIC_KEY: made.privateKey })).toThrow(
      'Invalid configuration: VAPID_PUBLIC_KEY: expected an uncompressed P-256 public key in base64url (65 bytes)',
    );
    const database = {
      DATABASE_URL: 'postgres://localhost/ww',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://wurzelwerk.example',
      SECRETS_KEY: Buffer.alloc(32, 1).toString('base64'),
    };
    expect(() => loadConfig(database)).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required with DATABASE_URL/,
    );
    // The subject: as given, else the https site, else the sender's address.
    expect(loadConfig({ ...database, ...TEST_VAPID_ENV }).vapidSubject).toBe('https://wurzelwerk.example');
    expect(loadConfig({ MAIL_FROM: 'Team <team@w.example>' }).vapidSubject).toBe('mailto:team@w.example');
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@w.example' }).vapidSubject).toBe('mailto:ops@w.example');
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://w.example' })).toThrow(
      'Invalid configuration: VAPID_SUBJECT: expected mailto:<address> or an https:// URL',
    );
  });

  test('uploaded images go to MEDIA_DIR, else to the media folder in DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/srv/ww' }).uploadDir).toBe('/srv/ww/media');
    expect(loadConfig({ DATA_DIR: '/srv/ww', MEDIA_DIR: '/var/media' }).uploadDir).toBe('/var/media');
  });

  test('production needs PUBLIC_URL: one clear line without it (issue 31)', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: PUBLIC_URL: required in production (the address visitors reach the site at, e.g. https://example.org; links in mails and the sitemap use it)',
    );
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://w.example' }).publicUrl).toBe(
      'https://w.example',
    );
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });

  test('mail links: PUBLIC_URL, else http://localhost:<PORT>', () => {
    expect(loadConfig({ PORT: '4100' }).mailPublicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ PUBLIC_URL: 'https://wurzelwerk.example/' }).mailPublicUrl).toBe(
      'https://wurzelwerk.example',
    );
    for (const wrong of ['ftp://x.example', 'https://x.example/app', 'https://x.example?a=1', 'x.example']) {
      expect(() => loadConfig({ PUBLIC_URL: wrong }), wrong).toThrow(/PUBLIC_URL/);
    }
  });

  test('mail: SMTP_URL is an smtp:// or smtps:// URL, and a refusal never shows its password', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://user:secret@mail.example:587' }).smtpUrl).toBe(
      'smtp://user:secret@mail.example:587',
    );
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example' }).smtpUrl).toBe('smtps://mail.example');
    expect(loadConfig({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
    const refused = (() => {
      try {
        loadConfig({ SMTP_URL: 'http://user:geheim-123@mail.example' });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(refused).toMatch(/SMTP_URL: expected an smtp/);
    expect(refused).not.toContain('geheim-123');
    expect(loadConfig({ MAIL_FROM: 'Team <team@wurzelwerk.example>' }).mailFrom).toBe(
      'Team <team@wurzelwerk.example>',
    );
  });

  test('sample data is off with PostgreSQL and in production unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seed).toBe(false);
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://w.example' };
    expect(loadConfig(production).seed).toBe(false);
    expect(loadConfig({ ...production, SEED: 'true' }).seed).toBe(true);
    expect(loadConfig({ SEED: '0' }).seed).toBe(false);
  });

  test('the PostgreSQL pool: two connections per core unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(loadConfig({ DATABASE_POOL_SIZE: '' }).databasePoolSize).toBe(2 * availableParallelism());
  });

  test('the deadline of a database call: 5 s unless DATABASE_TIMEOUT_MS says otherwise (100 ms at least)', () => {
    expect(loadConfig({ DATABASE_TIMEOUT_MS: '1500' }).databaseTimeoutMs).toBe(1500);
    expect(() => loadConfig({ DATABASE_TIMEOUT_MS: '10' })).toThrow(/DATABASE_TIMEOUT_MS/);
  });

  test('the per-address sign-in limit: three times the per-account one unless set', () => {
    expect(loadConfig({ LOGIN_MAX_FAILURES: '4' }).loginMaxFailuresPerAddress).toBe(12);
    expect(loadConfig({ LOGIN_MAX_FAILURES_PER_ADDRESS: '50' }).loginMaxFailuresPerAddress).toBe(50);
  });

  test('empty values count as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  test('a bad value fails with one line naming the variable', () => {
    for (const [env, name] of [
      [{ PORT: 'abc' }, 'PORT'],
      [{ PORT: '70000' }, 'PORT'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
      [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
      [{ SEED: 'maybe' }, 'SEED'],
      [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
      [{ DATABASE_POOL_SIZE: '1000' }, 'DATABASE_POOL_SIZE'],
      [{ LOGIN_MAX_FAILURES_PER_ADDRESS: '0' }, 'LOGIN_MAX_FAILURES_PER_ADDRESS'],
    ] as const) {
      let error: unknown;
      try {
        loadConfig(env);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toStartWith(`Invalid configuration: ${name}:`);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  test("the operator's messages stay English while the API's validation speaks German", async () => {
    await import('./trpc/init'); // sets zod's German messages for the API
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(
      'Invalid configuration: NODE_ENV: Invalid option: expected one of "development"|"production"|"test"',
    );
  });
});
