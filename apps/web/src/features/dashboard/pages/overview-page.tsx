import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NotBuiltNotice } from '../../../components/not-built-notice.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { GettingStarted } from '../components/getting-started.tsx';

export function OverviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('pages.overview')} />
      <Stack gap="lg" maw={720}>
        <GettingStarted />
        <NotBuiltNotice text={t('notBuilt.dashboard')} />
      </Stack>
    </>
  );
}
