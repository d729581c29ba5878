import { ActionIcon, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useTexts } from '../../i18n/use-texts.ts';

/** The top bar's order search: non-empty text goes to /inventory/orders/all?search=TEXT. */
export function OrderSearch() {
  const t = useTexts();
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('search') ?? '');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(`/inventory/orders/all?search=${encodeURIComponent(query)}`);
  }

  return (
    <search>
      <form onSubmit={submit}>
        <TextInput
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            <ActionIcon
              type="submit"
              variant="subtle"
              aria-label={t('search.submit')}
              disabled={!text.trim()}
            >
              <IconSearch size={16} />
            </ActionIcon>
          }
        />
      </form>
    </search>
  );
}
