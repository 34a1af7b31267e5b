/**
 * Saved farms of older engine versions, brought to the current shape. Version 2 (issue 35) added the
 * knowledge quest's `lessons`; a farm of version 1 starts it with none answered.
 */
import { ENGINE_VERSION } from './constants';
import type { FarmState } from './types';

/** The saved state in the current shape, or null for a version this engine cannot read. */
export function migrateFarm(state: unknown, version: number): FarmState | null {
  if (version === ENGINE_VERSION) return state as FarmState;
  if (version === 1) return { ...(state as Omit<FarmState, 'lessons'>), lessons: [] };
  return null;
}
