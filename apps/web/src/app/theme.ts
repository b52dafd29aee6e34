import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** The one Mantine theme of the app: navy, khaki and white for the armed-forces community. */
const navy: MantineColorsTuple = [
  '#eef2f8',
  '#d9e1ee',
  '#b2c2db',
  '#8aa2c7',
  '#6783b3',
  '#4c6aa1',
  '#3a5688',
  '#2c4470',
  '#1f3357',
  '#14233c',
];

const khaki: MantineColorsTuple = [
  '#f8f6ef',
  '#efe9d8',
  '#e2d7b6',
  '#d4c592',
  '#c9b57f',
  '#b9a263',
  '#9f8a50',
  '#7f6e40',
  '#5f5230',
  '#403720',
];

/**
 * The brand typeface, self-hosted (issue 28): Public Sans, a plain, highly legible face made for
 * public services, as one variable file per script (every weight the app uses in one download of
 * about 27 KB for Latin; main.tsx imports it). The system faces stand in while it loads.
 */
const BRAND_FONT =
  '"Public Sans Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** How every dialog appears (Modal and Modal.Root). */
const MODAL_TRANSITION = { transition: 'fade', duration: 150 } as const;

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 7,
  colors: { navy, khaki },
  black: '#14233c',
  white: '#ffffff',
  defaultRadius: 'md',
  fontFamily: BRAND_FONT,
  headings: {
    fontFamily: BRAND_FONT,
    fontWeight: '700',
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.4rem + 1.6vw, 2.125rem)', lineHeight: '1.25' },
    },
  },
  focusRing: 'auto',
  cursorType: 'pointer',
  // Plain objects rather than `TextInput.extend(…)`: naming a component here would put its code
  // (and everything it uses) into the first download of every page.
  components: {
    Anchor: { defaultProps: { underline: 'always' } },
    Button: { defaultProps: { radius: 'md' } },
    Container: { defaultProps: { size: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    PasswordInput: { defaultProps: { size: 'md' } },
    Title: { defaultProps: { c: 'navy.9' } },
    // Dialogs fade in where they stay. Mantine's default slides them down over 200 ms, so a quick
    // click on a dialog's button as it opened landed above it (CI once pressed a confirm's Delete
    // 30 px above where the button came to rest; nothing happened).
    Modal: { defaultProps: { transitionProps: MODAL_TRANSITION } },
    ModalRoot: { defaultProps: { transitionProps: MODAL_TRANSITION } },
    // Toasts: a named close button, and a description dark enough to read (WCAG AA).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-gray-8)' } },
    },
  },
});

/** Darker "dimmed" and error colours than Mantine's defaults so small text meets WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#4a5566',
    '--mantine-color-error': '#b42318',
    '--mantine-color-placeholder': '#6b7280',
    '--mantine-color-anchor': '#2c4470',
    // Text of 'Done' and 'Attached' badges on light green (AA at badge size).
    '--keh-done-text': '#1f5f2c',
  },
  dark: {},
});
