import { registerEmployeeBodySchema } from '@chalan/core/auth/schemas';
import { Text, TextInput } from '@mantine/core';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useRegisterEmployee } from '../api.ts';
import { RegisterForm } from './register-form.tsx';

export function EmployeeRegisterForm() {
  const t = useTexts();
  return (
    <RegisterForm
      initialValues={{ name: '', email: '', password: '', merchantId: '' }}
      schema={registerEmployeeBodySchema}
      register={useRegisterEmployee()}
      nameField={{ path: 'name', label: t('auth.name'), autoComplete: 'name' }}
    >
      {(inputProps) => (
        <>
          <TextInput
            label={t('auth.merchantId')}
            description={t('auth.merchantIdHint')}
            autoComplete="off"
            spellCheck={false}
            {...inputProps('merchantId')}
          />
          <Text size="xs" c="dimmed">
            {t('auth.employeeNote')}
          </Text>
        </>
      )}
    </RegisterForm>
  );
}
