/**
 * Saved farms of older engine versions, brought to the current shape. Version 2 (issue 35) added the
 * knowledge quest's `lessons`; a farm of version 1 starts it with none answered. Version 3 took the lessons
 * from the knowledge test: its "no deposit guarantee" lesson has the test's id, and the lessons learned keep
 * their order (the test asks the same five first).
 */
import { ENGINE_VERSION } from './constants';
import type { FarmState } from './types';

/** The saved state in the current shape, or null for a version this engine cannot read. */
export function migrateFarm(state: unknown, version: number): FarmState | null {
  if (version === ENGINE_VERSION) return state as FarmState;
  if (version === 1) return { ...(state as Omit<FarmState, 'lessons'>), lessons: [] };
  if (version === 2) {
    const saved = state as FarmState;
    const lessons = saved.lessons.map((id) => (id === 'noDepositGuarantee' ? 'depositGuarantee' : id));
    return { ...saved, lessons };
  }
  return null;
}
