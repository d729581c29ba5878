import { createTheme } from '@mantine/core';
import { i18n } from './i18n/index.ts';
import { datePickerDefaults } from './lib/date-pickers.ts';

const closeNamed = () => ({ closeButtonProps: { 'aria-label': i18n.t('common.close') } });
const clearNamed = () => ({ clearButtonProps: { 'aria-label': i18n.t('common.clear') } });

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  // The shipped Bangla font first: its faces cover only Bengali letters (bangla-font.css), so Bangla looks
  // the same on every device and on paper, while Latin text falls through to the device's own font.
  fontFamily:
    '"Noto Sans Bengali", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Codes are shown monospaced, sometimes after a Bangla word ("ট্র্যাকিং: 233D2327"): the Bangla face there
  // too, or a device without a Bangla monospace font draws empty boxes.
  fontFamilyMonospace:
    'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", "Courier New", "Noto Sans Bengali", monospace',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // A function: Mantine calls it on every render of a picker, which then speaks the language of the moment.
    DatePickerInput: { defaultProps: datePickerDefaults },
    // Its focus placeholder is a role="presentation" child of role="menu", which ARIA does not allow.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Every dialog's and message's × and a field's clear × are named (Mantine gives them none), in the
    // language of the moment.
    Modal: { defaultProps: closeNamed },
    Notification: { defaultProps: closeNamed },
    Select: { defaultProps: clearNamed },
    FileInput: { defaultProps: clearNamed },
    // A table wider than a phone scrolls sideways: a keyboard must be able to reach it to scroll it.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});
