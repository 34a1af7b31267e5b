/**
 * The development mailbox: without SMTP_URL every mail is kept here instead of being sent — as an .eml
 * file in <DATA_DIR>/mail (with a small .json beside it holding what the /dev/mail page lists), or in
 * memory for tests. Never used when a mail server is configured.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StoredMail {
  id: string;
  to: string;
  subject: string;
  date: string;
  html: string;
  text: string;
}

export interface DevMailbox {
  save(mail: StoredMail, raw: Buffer): void;
  /** Newest first, at most `limit`. */
  list(limit?: number): StoredMail[];
  /** The raw message (RFC 5322), or undefined for an unknown id. */
  raw(id: string): Buffer | undefined;
}

const LIST_LIMIT = 200;
const newestFirst = (a: StoredMail, b: StoredMail) =>
  b.date.localeCompare(a.date) || b.id.localeCompare(a.id);
/** Ids are the outbox rows' uuids; nothing else may name a file. */
const isMailId = (id: string) => /^[0-9a-f-]{36}$/.test(id);

export function memoryMailbox(): DevMailbox {
  const mails = new Map<string, { mail: StoredMail; raw: Buffer }>();
  return {
    save: (mail, raw) => void mails.set(mail.id, { mail, raw }),
    list: (limit = LIST_LIMIT) =>
      [...mails.values()]
        .map((entry) => entry.mail)
        .sort(newestFirst)
        .slice(0, limit),
    raw: (id) => mails.get(id)?.raw,
  };
}

export function folderMailbox(folder: string): DevMailbox {
  return {
    save(mail, raw) {
      // The mails hold personal data and working links: for the server's own user only.
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      writeFileSync(join(folder, `${mail.id}.eml`), raw, { mode: 0o600 });
      writeFileSync(join(folder, `${mail.id}.json`), JSON.stringify(mail), { mode: 0o600 });
    },
    list(limit = LIST_LIMIT) {
      let names: string[];
      try {
        names = readdirSync(folder).filter((name) => name.endsWith('.json') && isMailId(name.slice(0, -5)));
      } catch {
        return [];
      }
      const mails: StoredMail[] = [];
      for (const name of names) {
        try {
          mails.push(JSON.parse(readFileSync(join(folder, name), 'utf8')) as StoredMail);
        } catch {
          // A file half written or edited by hand: the page lists the others.
        }
      }
      return mails.sort(newestFirst).slice(0, limit);
    },
    raw(id) {
      if (!isMailId(id)) return undefined;
      try {
        return readFileSync(join(folder, `${id}.eml`));
      } catch {
        return undefined;
      }
    },
  };
}
