/** Mantine theme: a green brand colour whose shades keep text contrast at WCAG AA in both schemes. */
import {
  type CSSVariablesResolver,
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorsTuple,
} from '@mantine/core';

const forest: MantineColorsTuple = [
  '#e8f7ee',
  '#d1eedb',
  '#a3dcb8',
  '#72c992',
  '#4cb974',
  '#34a95e',
  '#23914c',
  '#1b7a3f',
  '#146434',
  '#0d4d27',
];

export const theme = createTheme({
  primaryColor: 'forest',
  // Shade 7 carries white text at 5.4:1; Mantine's default shade 6 would fall below 4.5:1.
  primaryShade: { light: 7, dark: 7 },
  colors: { forest },
  defaultRadius: 'md',
  components: {
    // Product §9: tooltips open after 700 ms of hovering or focus. (A plain object, not Tooltip.extend: that
    // would bring the tooltip's code into the first load, which has no tooltip.)
    Tooltip: { defaultProps: { openDelay: 700 } },
    // Issue 22: a tab bar too wide for a phone scrolls sideways instead of wrapping into ragged lines.
    Tabs: {
      styles: {
        list: { flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' },
        tab: { flexShrink: 0, whiteSpace: 'nowrap' },
      },
    },
    // Issue 36: a table wider than a phone scrolls in its own box, which the keyboard reaches (axe
    // scrollable-region-focusable) — a native scroll box, so the focusable element is the one that scrolls.
    TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
    // Issue 36: a text field says it is one (`type="text"`) unless it is given another type.
    TextInput: { defaultProps: { type: 'text' } },
  },
});

export const COLOR_SCHEME_STORAGE_KEY = 'wurzelwerk-color-scheme';
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/**
 * Mantine's default dimmed and error colours are below 4.5:1 on the page background; these are not. Written into
 * themeVariables.css by web/themeVariables.ts with the rest of the theme's variables (decision 0105).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Issue 22: a danger action's text is red in both schemes (readable at 4.5:1 on the page).
    '--ww-color-danger-text': 'var(--mantine-color-red-9)',
    '--ww-phone-frame': 'var(--mantine-color-dark-7)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-5)',
    '--ww-color-danger-text': 'var(--mantine-color-red-4)',
    // The landing page's phone mock-up: a frame lighter than the dark page, so it does not vanish.
    '--ww-phone-frame': 'var(--mantine-color-dark-3)',
  },
});
