import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * True below Mantine's `sm` breakpoint: the seller's phone, where tables keep their phone columns, order
 * lines become cards and the top bar's search moves into the menu (phone.css uses the same width).
 * Read at the first render, so a phone never draws the wide layout first.
 */
export function usePhone(): boolean {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: calc(${theme.breakpoints.sm} - 1px))`, false, {
    getInitialValueInEffect: false,
  });
}
