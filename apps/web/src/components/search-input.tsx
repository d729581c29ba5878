import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** How long typing must pause before a list searches (and re-renders its table). */
export const SEARCH_PAUSE_MS = 300;

/**
 * A list's search box. The text typed is this box's own state, so a keystroke re-renders only the box;
 * the list (its screen, a table of up to 100 rows) gets the text once typing pauses.
 */
export function SearchInput({
  value,
  onSearch,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const [settled] = useDebouncedValue(text, SEARCH_PAUSE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a pause in typing searches
  useEffect(() => {
    if (settled !== value) onSearch(settled);
  }, [settled]);
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={16} />}
      {...props}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}
