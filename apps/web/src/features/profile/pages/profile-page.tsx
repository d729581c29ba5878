import { Card, Divider, Group, Skeleton, Stack } from '@mantine/core';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useProfile } from '../api.ts';
import { BusinessForm } from '../components/business-form.tsx';
import { LogoUpload } from '../components/logo-upload.tsx';
import { MerchantId } from '../components/merchant-id.tsx';

export function ProfilePage() {
  const t = useTexts();
  const { data: profile, error, refetch } = useProfile();
  return (
    <>
      <PageTitle title={t('pages.profile')} />
      {profile ? (
        <Card withBorder radius="md" padding="lg" maw={820}>
          <Stack gap="lg">
            <Group align="flex-start" justify="space-between" gap="lg">
              <MerchantId id={profile.merchantId} />
              <LogoUpload logoUrl={profile.logoUrl} shopName={profile.name} />
            </Group>
            <Divider />
            <BusinessForm key={profile.merchantId} profile={profile} />
          </Stack>
        </Card>
      ) : error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack maw={820}>
          <Skeleton h={60} />
          <Skeleton h={200} />
        </Stack>
      )}
    </>
  );
}
