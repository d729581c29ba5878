import { type ApiProvider, CREDENTIAL_FIELDS, type CredentialField } from '@chalan/core/couriers/schemas';
import { PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTexts } from '../../../i18n/use-texts.ts';
import type { CourierFormValues } from './courier-form-values.ts';

interface CredentialFieldsProps {
  form: UseFormReturnType<CourierFormValues>;
  provider: ApiProvider;
  /** The stored credentials, masked, when the courier already has this provider's: blank keeps them. */
  stored: Record<string, string> | null;
}

/** The fields the provider's API needs; secrets are typed hidden and never filled in by the browser. */
export function CredentialFields({ form, provider, stored }: CredentialFieldsProps) {
  const t = useTexts();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {CREDENTIAL_FIELDS[provider].map((field: CredentialField) => {
        const common = {
          label: t(`couriers.fields.${field}`),
          withAsterisk: !stored,
          placeholder: stored?.[field],
          description: stored ? t('couriers.keepStored') : undefined,
          ...form.getInputProps(`credentials.${field}`),
        };
        return field === 'username' ? (
          <TextInput key={field} type="email" autoComplete="off" {...common} />
        ) : (
          <PasswordInput
            key={field}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('auth.toggleVisibility') }}
            {...common}
          />
        );
      })}
    </SimpleGrid>
  );
}
