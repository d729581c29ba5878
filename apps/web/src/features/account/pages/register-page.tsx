import { Anchor, Tabs, Text } from '@mantine/core';
import { IconBuildingStore, IconUser } from '@tabler/icons-react';
import { Link } from 'wouter';
import { useTexts } from '../../../i18n/use-texts.ts';
import { AuthLayout } from '../components/auth-layout.tsx';
import { EmployeeRegisterForm } from '../components/employee-register-form.tsx';
import { MerchantRegisterForm } from '../components/merchant-register-form.tsx';

export function RegisterPage() {
  const t = useTexts();
  return (
    <AuthLayout title={t('auth.registerTitle')} intro={t('auth.registerIntro')}>
      <Tabs defaultValue="merchant" keepMounted={false}>
        <Tabs.List grow mb="md">
          <Tabs.Tab value="merchant" leftSection={<IconBuildingStore size={16} />}>
            {t('auth.merchantTab')}
          </Tabs.Tab>
          <Tabs.Tab value="employee" leftSection={<IconUser size={16} />}>
            {t('auth.employeeTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="merchant">
          <MerchantRegisterForm />
        </Tabs.Panel>
        <Tabs.Panel value="employee">
          <EmployeeRegisterForm />
        </Tabs.Panel>
      </Tabs>
      <Text size="sm" ta="center">
        {t('auth.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('auth.login')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
