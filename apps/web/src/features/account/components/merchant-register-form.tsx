import { registerMerchantBodySchema } from '@chalan/core/auth/schemas';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useRegisterMerchant } from '../api.ts';
import { RegisterForm } from './register-form.tsx';

export function MerchantRegisterForm() {
  const t = useTexts();
  return (
    <RegisterForm
      initialValues={{ shopName: '', email: '', password: '' }}
      schema={registerMerchantBodySchema}
      register={useRegisterMerchant()}
      nameField={{ path: 'shopName', label: t('auth.shopName'), autoComplete: 'organization' }}
    />
  );
}
