import type { HoldDeskItem } from '@chalan/core/hold-desk/schemas';
import { holdResendBodySchema } from '@chalan/core/hold-desk/schemas';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useTexts } from '../../../i18n/use-texts.ts';
import { reportFormError, schemaValidator } from '../../../lib/form.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCouriers } from '../../couriers/api.ts';
import { useResendParcel } from '../api.ts';

/** "Send with another courier": the active couriers but the one that returned it. */
export function ResendModal({ item, onClose }: { item: HoldDeskItem | null; onClose: () => void }) {
  const t = useTexts();
  const phone = useMediaQuery('(max-width: 40em)');
  const couriers = useCouriers();
  const resend = useResendParcel();
  const form = useForm({
    mode: 'controlled',
    initialValues: { courierId: '' },
    validate: schemaValidator(holdResendBodySchema),
  });
  const options = (couriers.data ?? [])
    .filter((c) => c.status && c.id !== item?.courier.id)
    .map((c) => ({ value: c.id, label: c.name }));
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = form.onSubmit(async ({ courierId }) => {
    if (!item) return;
    try {
      const reply = await resend.mutateAsync({ parcelId: item.parcelId, courierId });
      notifySuccess(translateMessage(reply.key, reply.message, reply.params));
      close();
    } catch (error) {
      reportFormError(form, error, notifyError);
    }
  });
  return (
    <Modal
      opened={item !== null}
      onClose={close}
      fullScreen={phone}
      title={item ? t('holdDesk.resend.title', { code: item.code }) : ''}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">{t('holdDesk.resend.text')}</Text>
          <Select
            label={t('holdDesk.resend.courier')}
            data={options}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('courierId')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={resend.isPending}>
              {t('holdDesk.resend.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
