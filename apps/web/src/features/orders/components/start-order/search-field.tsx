import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';

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
  /** Shown when the server found nothing. */
  emptyText: ReactNode;
  /** Enter with no option highlighted. */
  onEnter?: () => void;
}

/** A text field that searches the server as one types and offers what it found; a pick clears nothing itself. */
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
  emptyText,
  onEnter,
}: SearchFieldProps<T>) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const options = items ?? [];
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
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && combobox.getSelectedOptionIndex() < 0 && onEnter) {
              event.preventDefault();
              onEnter();
            }
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
