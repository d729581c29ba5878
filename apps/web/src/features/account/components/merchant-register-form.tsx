import { registerMerchantBodySchema } from '@chalan/core/auth/schemas';
import { useTranslation } from 'react-i18next';
import { useRegisterMerchant } from '../api.ts';
import { RegisterForm } from './register-form.tsx';

export function MerchantRegisterForm() {
  const { t } = useTranslation();
  return (
    <RegisterForm
      initialValues={{ shopName: '', email: '', password: '' }}
      schema={registerMerchantBodySchema}
      register={useRegisterMerchant()}
      nameField={{ path: 'shopName', label: t('auth.shopName'), autoComplete: 'organization' }}
    />
  );
}
