/**
 * The theme's CSS variables the app links (src/app/themeVariables.css) are what MantineProvider would
 * compute in the browser for the same theme (decision 0105): the file is Mantine's output for theme.ts, so a
 * change to the theme, the resolver or Mantine that is not written into the file fails here.
 */
import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { THEME_VARIABLES_FILE, themeVariablesCss, themeVariablesFile } from './themeVariables';

test('themeVariables.css is Mantine’s sheet for the app’s theme (else: bun web/themeVariables.ts)', () => {
  expect(readFileSync(THEME_VARIABLES_FILE, 'utf8')).toBe(themeVariablesFile());
});

test('the sheet holds the theme’s own values in both colour schemes', () => {
  const css = themeVariablesCss();
  // The brand palette and the primary colour (theme.ts).
  expect(css).toContain('--mantine-color-forest-7: #1b7a3f');
  expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-forest-filled)');
  // The resolver's variables, per scheme.
  const block = (scheme: string) => {
    const start = css.indexOf('{', css.indexOf(`[data-mantine-color-scheme="${scheme}"]`));
    return css.slice(start, css.indexOf('}', start));
  };
  const [dark, light] = [block('dark'), block('light')];
  expect(dark).toContain('--ww-phone-frame: var(--mantine-color-dark-3)');
  expect(light).toContain('--ww-phone-frame: var(--mantine-color-dark-7)');
});
