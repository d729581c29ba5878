import { useSearchParams } from 'wouter';
import { useTexts } from '../../../i18n/use-texts.ts';
import { OrderListScreen } from '../components/lists/order-list-screen.tsx';

/**
 * orders/all?search= — the top bar's search: any id the order has had, a customer's name or a phone,
 * across every status; each row offers the actions of its status and shows the bill.
 */
export function OrdersSearchPage() {
  const t = useTexts();
  const query = (useSearchParams()[0].get('search') ?? '').trim();
  const title = query ? t('pages.searchResults', { query }) : t('pages.searchResultsEmpty');
  return <OrderListScreen key={query} status="all" title={title} fixedSearch={query} />;
}
