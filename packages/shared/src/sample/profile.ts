/**
 * The profile demo's sample user at /profiledemo (product §2.12, §3 "Profile (demo)"):
 * shown by the local-only demo, never sent anywhere, and marked as sample data on the page.
 */

import profile from './profile.json' with { type: 'json' };
import type { SampleProfile } from './types';

export const sampleProfile: SampleProfile = profile as SampleProfile;
