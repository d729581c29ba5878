import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useTexts } from '../../../i18n/use-texts.ts';
import { useMe } from '../../account/session.ts';
import { useProfile } from '../../profile/api.ts';
import { useSmsSettings } from '../api.ts';
import { SmsLog } from '../components/sms-log.tsx';
import { SmsSettingsForm } from '../components/sms-settings-form.tsx';
import { SmsTestCard } from '../components/sms-test-card.tsx';
import { SmsUsageCard } from '../components/sms-usage-card.tsx';

/**
 * Customer SMS (issue 18, item 2), for the Admin: which messages go to customers and in which words,
 * the seller's own gateway, a test message, the count per month and the log of what was sent.
 */
export function CustomerSmsPage() {
  const t = useTexts();
  const me = useMe();
  const settings = useSmsSettings();
  const profile = useProfile();
  const [unsaved, setUnsaved] = useState(false);
  const sample = { shop: me.seller.name, origin: window.location.origin };

  return (
    <>
      <PageTitle title={t('pages.customerSms')} />
      <Text c="dimmed" size="sm" mb="md" maw={760}>
        {t('customerSms.intro')}
      </Text>
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          {settings.error && !settings.data ? (
            <QueryError error={settings.error} onRetry={() => void settings.refetch()} />
          ) : settings.data ? (
            <SmsSettingsForm
              key={settings.data.apiKeyHint ?? 'no-key'}
              settings={settings.data}
              sample={sample}
              onDirtyChange={setUnsaved}
            />
          ) : (
            <Stack gap="sm">
              <Skeleton h={24} w="40%" />
              <Skeleton h={120} />
              <Skeleton h={120} />
            </Stack>
          )}
        </Paper>
        {profile.isPending ? (
          <Skeleton h={140} radius="md" />
        ) : (
          <SmsTestCard phone={profile.data?.phone ?? ''} unsaved={unsaved} />
        )}
        <SmsUsageCard />
        <SmsLog />
      </Stack>
    </>
  );
}
