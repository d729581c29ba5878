import { createTheme } from '@mantine/core';
import { DATE_PICKER_DEFAULTS } from './lib/date-pickers.ts';

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Bengali", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: { DatePickerInput: { defaultProps: DATE_PICKER_DEFAULTS } },
});
