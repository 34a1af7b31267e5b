/**
 * The demo directory's entries (product §2.5): the six public demos with their texts, category and difficulty.
 * Texts carry both languages side by side, like the other public pages' content.
 */
import { localizedSchema } from '@wurzelwerk/shared';
import { z } from 'zod';
import { type AppPath, paths } from '../../config/paths';
import type { MessageId } from '../../i18n/messages';
import demoEntries from './demos.json' with { type: 'json' };

export const DEMO_CATEGORIES = [
  'core',
  'investment',
  'userManagement',
  'gaming',
  'ecommerce',
  'company',
] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

export const DIFFICULTIES = ['basic', 'intermediate', 'advanced', 'complex', 'comprehensive'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const categoryLabels: Record<DemoCategory, MessageId> = {
  core: 'demos.category.core',
  investment: 'demos.category.investment',
  userManagement: 'demos.category.userManagement',
  gaming: 'demos.category.gaming',
  ecommerce: 'demos.category.ecommerce',
  company: 'demos.category.company',
};

export const difficultyLabels: Record<Difficulty, MessageId> = {
  basic: 'demos.difficulty.basic',
  intermediate: 'demos.difficulty.intermediate',
  advanced: 'demos.difficulty.advanced',
  complex: 'demos.difficulty.complex',
  comprehensive: 'demos.difficulty.comprehensive',
};

/**
 * Product §2.5: Basic green, Intermediate yellow, Advanced orange, Complex red, Comprehensive purple, as a
 * Mantine palette and shade with the text colour that keeps at least 4.5:1 on it (Mantine's autoContrast
 * picks white on the green and orange, which falls short).
 */
export const difficultyColors = {
  basic: { palette: 'green', shade: 8, text: 'black' },
  intermediate: { palette: 'yellow', shade: 4, text: 'black' },
  advanced: { palette: 'orange', shade: 7, text: 'black' },
  complex: { palette: 'red', shade: 9, text: 'white' },
  comprehensive: { palette: 'grape', shade: 8, text: 'white' },
} as const satisfies Record<Difficulty, { palette: string; shade: number; text: 'black' | 'white' }>;

const demoEntrySchema = z.object({
  id: z.enum(['dashboard', 'marketplace', 'profile', 'farm', 'shop', 'team']),
  name: localizedSchema,
  description: localizedSchema,
  features: z.array(localizedSchema).readonly(),
  category: z.enum(DEMO_CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
});
export type DemoId = z.infer<typeof demoEntrySchema>['id'];

/** An entry of the directory; its route is the demo's own (`/<id>demo`). */
export interface DemoEntry extends z.infer<typeof demoEntrySchema> {
  path: AppPath;
}

/** The entries, in the order the directory lists them (demos.json). */
export const demos: readonly DemoEntry[] = z
  .array(demoEntrySchema)
  .parse(demoEntries)
  .map((entry) => ({ ...entry, path: paths[`${entry.id}Demo`] }));
