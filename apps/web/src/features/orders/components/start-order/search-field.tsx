import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { searchEnter } from './search-enter.ts';
import { useKeptInView } from './use-kept-in-view.ts';

interface SearchFieldProps<T> {
  label: string;
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  /** The text typed; the caller searches the server with it. */
  value: string;
  onChange: (text: string) => void;
  /** The server's answer for `value`; undefined while nothing was asked yet. */
  items: readonly T[] | undefined;
  loading: boolean;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onPick: (item: T) => void;
  /** `items` answer the text as it is now (not an earlier text's answer kept on screen while asking). */
  settled: boolean;
  /** Shown when the server found nothing. */
  emptyText: ReactNode;
  /** Enter when the search found nothing. */
  onEnter?: () => void;
}

/**
 * A text field that searches the server as one types and offers what it found; a pick clears nothing
 * itself. Enter never submits the form around it: it picks the highlighted option, else the first one,
 * else calls `onEnter`; pressed while the search is still on its way, it waits for the answer.
 */
export function SearchField<T>({
  label,
  placeholder,
  description,
  error,
  withAsterisk,
  value,
  onChange,
  items,
  loading,
  itemKey,
  renderItem,
  onPick,
  settled,
  emptyText,
  onEnter,
}: SearchFieldProps<T>) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const options = items ?? [];
  const [enterWaiting, setEnterWaiting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useKeptInView(input, combobox.dropdownOpened);

  const enter = () => {
    const highlighted = combobox.dropdownOpened ? combobox.getSelectedOptionIndex() : -1;
    const next = searchEnter(settled, options, highlighted);
    setEnterWaiting(next.kind === 'wait');
    if (next.kind === 'wait') return;
    // Reset first: the combobox's own Enter handling runs after this one and would pick it again.
    combobox.resetSelectedOption();
    if (next.kind === 'pick') {
      onPick(next.item);
      combobox.closeDropdown();
    } else onEnter?.();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the answer arriving runs a waiting Enter
  useEffect(() => {
    if (enterWaiting && settled) enter();
  }, [enterWaiting, settled]);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(key) => {
        const item = options.find((i) => itemKey(i) === key);
        if (item) onPick(item);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          ref={input}
          label={label}
          placeholder={placeholder}
          description={description}
          error={error}
          withAsterisk={withAsterisk}
          value={value}
          autoComplete="off"
          leftSection={<IconSearch size={16} />}
          rightSection={loading ? <Loader size={16} /> : null}
          onChange={(event) => {
            setEnterWaiting(false);
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            enter();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={items === undefined}>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {options.map((item) => (
            <Combobox.Option value={itemKey(item)} key={itemKey(item)}>
              {renderItem(item)}
            </Combobox.Option>
          ))}
          {items !== undefined && options.length === 0 && <Combobox.Empty>{emptyText}</Combobox.Empty>}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
