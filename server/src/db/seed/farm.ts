/** Seeds the demo account's farm (issue 6). */
import type { Database } from '../client';

export async function seedDemoFarm(_db: Database): Promise<void> {}
