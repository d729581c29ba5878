import type { BusinessProfile } from '@chalan/core/profile/replies';
import { updateBusinessProfileBodySchema } from '@chalan/core/profile/schemas';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { FormTextInput } from '../../../components/form-text-input.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { reportFormError, schemaValidator } from '../../../lib/form.ts';
import { notifyApiSuccess, notifyError } from '../../../lib/notify.ts';
import { useUpdateProfile } from '../api.ts';

interface Values {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
}

/** Phone, address and city are required; a blank shop name or email keeps the current one (server rule). */
export function BusinessForm({ profile }: { profile: BusinessProfile }) {
  const t = useTexts();
  const update = useUpdateProfile();
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: {
      name: profile.name,
      email: profile.email,
      phone: profile.phone ?? '',
      address: profile.address ?? '',
      city: profile.city ?? '',
    },
    validate: schemaValidator(updateBusinessProfileBodySchema),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const reply = await update.mutateAsync(values);
      notifyApiSuccess(reply);
      form.setInitialValues({
        name: reply.profile.name,
        email: reply.profile.email,
        phone: reply.profile.phone ?? '',
        address: reply.profile.address ?? '',
        city: reply.profile.city ?? '',
      });
      form.reset();
    } catch (error) {
      reportFormError(form, error, notifyError);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <FormTextInput
            form={form}
            path="name"
            label={t('profile.shopName')}
            description={t('profile.keepCurrent')}
            autoComplete="organization"
          />
          <FormTextInput
            form={form}
            path="email"
            label={t('profile.email')}
            description={t('profile.keepCurrent')}
            type="email"
            autoComplete="email"
          />
          <FormTextInput
            form={form}
            path="phone"
            label={t('profile.phone')}
            type="tel"
            autoComplete="tel"
            withAsterisk
          />
          <FormTextInput
            form={form}
            path="city"
            label={t('profile.city')}
            autoComplete="address-level2"
            withAsterisk
          />
        </SimpleGrid>
        <FormTextInput
          form={form}
          path="address"
          label={t('profile.address')}
          autoComplete="street-address"
          withAsterisk
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} leftSection={<IconDeviceFloppy size={18} />}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
