import { z } from 'zod';
import type { MessageId } from './messages';

/** The largest key of a serial column (PostgreSQL `integer`). */
export const MAX_SERIAL_ID = 2_147_483_647;

/**
 * The id of a row with a serial key: a positive whole number within PostgreSQL's `integer`, so that a
 * larger one is refused with the message instead of failing in the database.
 */
export const serialId = (message: MessageId) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_SERIAL_ID, message);
