/**
 * A promise rejected with nobody to handle it ends a Bun (or Node) process. The app handles its own; one
 * inside postgres.js — a connection cut at a certain moment of an outage (decision 0049, revisited) — took a
 * started server down for good, where it would otherwise have recovered within a second of the database.
 * The server and the worker log such a rejection (one line, counted like any repeated failure) and go on;
 * the test runner, which does not install this, still fails a test that leaves one.
 */
import { logInternal } from '../errorLog';

export function keepRunningOnUnhandledRejections(): void {
  process.on('unhandledRejection', (reason: unknown) => {
    logInternal(reason, 'unhandled rejection');
  });
}
