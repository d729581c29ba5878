import type { TransactionRow } from '@chalan/core/transactions/replies';
import '@mantine/dates/styles.css';
import { issueProblem } from '@chalan/core/field-problems';
import { parseTaka } from '@chalan/core/money';
import { dhakaDate } from '@chalan/core/time';
import { receivedAmountSchema, receivedOnSchema } from '@chalan/core/transactions/schemas';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconCalendar } from '@tabler/icons-react';
import { DatesSettings } from '../../../components/dates-settings.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { reportFormError } from '../../../lib/form.ts';
import { messageText, problemText, translateMessage } from '../../../lib/messages.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../../lib/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useMarkCodReceived } from '../api.ts';

interface Values {
  receivedOn: string | null;
  /** Taka, as typed; only for one order. */
  amount: number | string;
}

/** The amount typed in taka, in poisha; null when it is not an amount. */
const poishaOf = (amount: number | string) => (amount === '' ? null : parseTaka(String(amount)));

/**
 * "Mark COD received" for one order (date and the amount that came, default its payable) or a selection
 * (date only: each order takes its own payable). The date is today or earlier.
 */
function MarkForm({ rows, onDone }: { rows: TransactionRow[]; onDone: () => void }) {
  const t = useTexts();
  const format = useFormat();
  const mark = useMarkCodReceived();
  const one = rows.length === 1 ? rows[0]! : null;
  const today = dhakaDate(new Date());
  const form = useForm<Values>({
    initialValues: { receivedOn: today, amount: one ? one.payable / 100 : '' },
    validate: {
      receivedOn: (value) => {
        const checked = receivedOnSchema.safeParse(value ?? '');
        return checked.success ? null : problemText(issueProblem(checked.error.issues[0]!));
      },
      amount: (value) => {
        if (!one) return null;
        const checked = receivedAmountSchema.safeParse(poishaOf(value));
        return checked.success ? null : messageText('codAmountInvalid');
      },
    },
  });

  function submit(values: Values) {
    const amount = one ? poishaOf(values.amount) : null;
    mark.mutate(
      {
        orderIds: rows.map((r) => r.id),
        receivedOn: values.receivedOn ?? today,
        ...(amount !== null ? { amount } : {}),
      },
      {
        onSuccess: (result) => {
          const text = translateMessage(result.key, result.message, result.params);
          const left = result.alreadyReceived.length + result.notCompleted.length;
          (left > 0 ? notifyInfo : notifySuccess)(text);
          onDone();
        },
        onError: (error) => reportFormError(form, error, notifyError),
      },
    );
  }

  const total = rows.reduce((sum, r) => sum + r.payable, 0);
  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <DatesSettings>
          <DatePickerInput
            label={t('transactions.mark.date')}
            withAsterisk
            maxDate={today}
            leftSection={<IconCalendar size={16} />}
            {...form.getInputProps('receivedOn')}
          />
        </DatesSettings>
        {one ? (
          <NumberInput
            label={t('transactions.mark.amount')}
            description={t('transactions.mark.amountHint', { amount: format.money(one.payable) })}
            min={0}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            {...form.getInputProps('amount')}
          />
        ) : (
          <Text size="sm">{t('transactions.mark.manyHint', { total: format.money(total) })}</Text>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={mark.isPending}>
            {t('transactions.mark.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function MarkReceivedModal({
  rows,
  opened,
  onClose,
}: {
  rows: TransactionRow[];
  opened: boolean;
  onClose: () => void;
}) {
  const t = useTexts();
  const title =
    rows.length === 1
      ? t('transactions.mark.titleOne', { code: rows[0]!.code })
      : t('transactions.mark.titleMany', { count: rows.length });
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      {rows.length > 0 ? <MarkForm key={rows.map((r) => r.id).join()} rows={rows} onDone={onClose} /> : null}
    </Modal>
  );
}
