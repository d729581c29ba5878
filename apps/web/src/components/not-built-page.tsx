import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { routeHandleOf } from '../lib/route-handle.ts';
import { NotBuiltNotice } from './not-built-notice.tsx';
import { PageTitle } from './page-title.tsx';

/** The screen of a route whose real page belongs to a later issue: its title and the notice. */
export function NotBuiltPage() {
  const { t } = useTranslation();
  const { titleKey } = routeHandleOf(useMatches());
  const title = titleKey ? t(`pages.${titleKey}`, { query: '', courier: '' }) : '';
  return (
    <>
      <PageTitle title={title} />
      <NotBuiltNotice text={t('notBuilt.screen', { title })} />
    </>
  );
}
