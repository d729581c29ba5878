import { createTheme } from '@mantine/core';
import { datePickerDefaults } from './lib/date-pickers.ts';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  // The shipped Bangla font first: its faces cover only Bengali letters (bangla-font.css), so Bangla looks
  // the same on every device and on paper, while Latin text falls through to the device's own font.
  fontFamily:
    '"Noto Sans Bengali", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  // A function: Mantine calls it on every render of a picker, which then speaks the language of the moment.
  components: { DatePickerInput: { defaultProps: datePickerDefaults } },
});
