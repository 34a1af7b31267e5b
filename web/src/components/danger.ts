/**
 * The danger colour, one rule for every place that ends, removes or warns of something live (issue 22):
 * filled (a danger button, a "live" or "cancelled" badge; or as text on white) it is red shade 9, which has
 * 4.5:1 and more against white in both schemes where Mantine's default shade does not; unfilled (a subtle button or icon)
 * its text is `--ww-color-danger-text` (theme.ts), a red that stays readable on either page background.
 */
export const DANGER_FILL = 'var(--mantine-color-red-9)';

/** The props of an unfilled danger button or action icon. */
export const DANGER_SUBTLE = { variant: 'subtle', color: 'red', c: 'var(--ww-color-danger-text)' } as const;
