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
  /** The audit log of administrative actions (the regular limitation period, § 195 BGB). */
  auditYears: 3,
  /**
   * Statutory records, never deleted by the job (anonymised after an account's deletion): booking records
   * (ledger transfers, investments, orders) 8 years since 2025, books and accounts 10 years, business
   * letters 6 years (§ 147 AO, § 257 HGB).
   */
  bookingRecordYears: 8,
  booksYears: 10,
  businessLetterYears: 6,
} as const;

export type RetentionPeriod = keyof typeof RETENTION;
