/**
 * How long the platform keeps what (issue 38, docs/decisions/0090, docs/retention.md): the periods the
 * hourly cleanup deletes by (server/src/cluster/retention.ts) and the privacy page states — one source for
 * both, so they cannot drift apart. Statutory records are never deleted by the job.
 */
export const RETENTION = {
  /** Sent and failed mails in the outbox, and the development mailbox's .eml files. */
  sentMailDays: 90,
  /** Delivered (or given up) push messages. */
  pushDays: 30,
  /** Notifications after they were read. */
  readNotificationDays: 180,
  /**
   * The audit log of administrative actions: the regular limitation period (§ 195 BGB), counted like it
   * from the end of the entry's year (§ 199 (1) BGB).
   */
  auditYears: 3,
  /**
   * Statutory records, never deleted by the job (anonymised after an account's deletion), each from the end
   * of the calendar year (§ 147 (4) AO, § 257 (5) HGB): booking records (ledger transfers, investments,
   * orders) 8 years since the Bürokratieentlastungsgesetz IV (§ 147 (3) AO, § 257 (4) HGB; still 10 for
   * institutes under the KWG, VAG or WpIG — docs/retention.md), books and accounts 10 years, business
   * letters 6 years.
   */
  bookingRecordYears: 8,
  booksYears: 10,
  businessLetterYears: 6,
} as const;

export type RetentionPeriod = keyof typeof RETENTION;
