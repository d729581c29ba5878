import { Avatar, Badge, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPackage } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTexts } from '../../../../i18n/use-texts.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import { type FoundProduct, useProductSearch } from '../../api/create.ts';
import { SearchField } from './search-field.tsx';

/** Product search of Start Order and the order edit modal; a pick goes to `onPick` and clears the field. */
export function ProductSearch({
  onPick,
  error,
}: {
  onPick: (product: FoundProduct) => void;
  error?: ReactNode;
}) {
  const t = useTexts();
  const format = useFormat();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 250);
  const search = useProductSearch(debounced);
  return (
    <SearchField<FoundProduct>
      label={t('startOrder.products.search')}
      placeholder={t('startOrder.products.searchPlaceholder')}
      error={error}
      value={text}
      onChange={setText}
      items={search.data}
      settled={
        text.trim() === debounced.trim() &&
        search.isSuccess &&
        !search.isPlaceholderData &&
        !search.isFetching
      }
      loading={search.isFetching}
      itemKey={(p) => p.id}
      onPick={(product) => {
        onPick(product);
        setText('');
      }}
      emptyText={t('startOrder.products.notFound')}
      renderItem={(p) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={p.imageUrl} size="sm" radius="sm" alt="">
            <IconPackage size={16} />
          </Avatar>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" truncate>
              {p.name}
            </Text>
            <Text size="xs" c="dimmed">
              {format.money(p.salePrice)}
            </Text>
          </div>
          <Badge variant="light" color={p.availableQty > 0 ? 'gray' : 'red'} style={{ flexShrink: 0 }}>
            {p.availableQty > 0
              ? t('startOrder.products.available', { qty: p.availableQty })
              : t('startOrder.products.outOfStock')}
          </Badge>
        </Group>
      )}
    />
  );
}
