import { phoneSearchDigits } from '@chalan/core/customers/schemas';
import { isValidMobile } from '@chalan/core/phone';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { lazy, type ReactNode, useEffect, useRef, useState } from 'react';
import { WhenFirstNeeded } from '../../../../components/when-first-needed.tsx';
import { useTexts } from '../../../../i18n/use-texts.ts';
import type { CustomerDraft } from '../../../customers/components/customer-form-modal.tsx';
import { type OrderCustomer, useCustomerSearch } from '../../api/create.ts';
import { CustomerCard } from './customer-card.tsx';
import { SearchField } from './search-field.tsx';

// Opened only for a customer not found yet: not part of Start Order's first download.
const CustomerFormModal = lazy(() =>
  import('../../../customers/components/customer-form-modal.tsx').then((m) => ({
    default: m.CustomerFormModal,
  })),
);

interface CustomerPickerProps {
  customer: OrderCustomer | null;
  onChange: (customer: OrderCustomer | null) => void;
  error?: ReactNode;
  /** A new customer read from a chat message: the new-customer form opens with it to check and save. */
  draft?: CustomerDraft | null;
  /** The draft's form was saved or closed. */
  onDraftDone?: () => void;
}

/**
 * One field finds a customer by phone (digits) or name, at most 5 shown. A full mobile number that finds
 * nobody opens the new-customer form with the number filled in (spec part 1 §5).
 */
export function CustomerPicker({ customer, onChange, error, draft, onDraftDone }: CustomerPickerProps) {
  const t = useTexts();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const search = useCustomerSearch(debounced);
  const [typed, setTyped] = useState<CustomerDraft | null>(null);
  const adding = draft ?? typed;
  const stopAdding = () => {
    setTyped(null);
    onDraftDone?.();
  };
  const offered = useRef<string | null>(null);

  const settled = search.isSuccess && !search.isPlaceholderData && !search.isFetching;
  const found = settled ? search.data : undefined;
  const phone = phoneSearchDigits(debounced);
  const unknownPhone = found?.length === 0 && phone !== null && isValidMobile(phone) ? phone : null;

  // Offer the form once per number, so closing it does not bring it straight back.
  useEffect(() => {
    if (!unknownPhone || customer || offered.current === unknownPhone) return;
    offered.current = unknownPhone;
    setTyped({ phone: unknownPhone });
  }, [unknownPhone, customer]);

  const choose = (picked: OrderCustomer) => {
    onChange(picked);
    setText('');
  };

  let status: ReactNode = null;
  if (found && found.length > 0)
    status = (
      <Text span c="teal" inherit>
        {t('messages.customerFound')}
      </Text>
    );
  else if (found)
    status = (
      <Text span c="orange" inherit>
        {t('messages.customerNotFound')}
      </Text>
    );

  return (
    <Stack gap="xs">
      {customer ? (
        <CustomerCard customer={customer} onChange={() => onChange(null)} />
      ) : (
        <div>
          <SearchField<OrderCustomer>
            label={t('startOrder.customer.search')}
            placeholder={t('startOrder.customer.searchPlaceholder')}
            withAsterisk
            error={error}
            value={text}
            onChange={setText}
            items={debounced ? search.data : undefined}
            settled={text.trim() === debounced && (debounced === '' || found !== undefined)}
            loading={search.isFetching}
            itemKey={(c) => c.id}
            onPick={choose}
            emptyText={t('messages.customerNotFound')}
            onEnter={() => {
              if (unknownPhone) setTyped({ phone: unknownPhone });
            }}
            renderItem={(c) => (
              <div>
                <Text size="sm" fw={500}>
                  {c.name} · {c.phone}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {[c.address, c.thana, c.district].filter(Boolean).join(', ')}
                </Text>
              </div>
            )}
          />
          <Group justify="space-between" gap="xs" mt={4}>
            <Text size="sm" c="dimmed" role="status">
              {debounced ? status : t('startOrder.customer.searchHelp')}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconUserPlus size={16} />}
              onClick={() => setTyped(phone && isValidMobile(phone) ? { phone } : {})}
            >
              {t('startOrder.customer.add')}
            </Button>
          </Group>
        </div>
      )}
      <WhenFirstNeeded needed={adding !== null}>
        <CustomerFormModal
          opened={adding !== null}
          onClose={stopAdding}
          initial={adding ?? undefined}
          onSaved={(saved) => {
            stopAdding();
            choose(saved);
          }}
        />
      </WhenFirstNeeded>
    </Stack>
  );
}
