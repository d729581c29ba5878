import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NotBuiltNotice } from '../../../components/not-built-notice.tsx';
import { PageTitle } from '../../../components/page-title.tsx';

/** orders/all?search= — the search results of the top bar (a later issue). */
export function OrdersSearchPage() {
  const { t } = useTranslation();
  const query = (useSearchParams()[0].get('search') ?? '').trim();
  const title = query ? t('pages.searchResults', { query }) : t('pages.searchResultsEmpty');
  return (
    <>
      <PageTitle title={title} />
      <NotBuiltNotice text={t('notBuilt.screen', { title: t('pages.searchResultsEmpty') })} />
    </>
  );
}
