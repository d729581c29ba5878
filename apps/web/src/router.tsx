import { loadAppTexts } from './i18n/index.ts';
import type { RouteHandle } from './lib/route-handle.ts';
import { lazyScreen } from './lib/routing/lazy-screen.ts';
import type { RouteTable, ScreenRoute } from './lib/routing/route-table.ts';

const inventory: ScreenRoute[] = [
  {
    path: '',
    screen: lazyScreen(() =>
      import('./features/account/components/home-redirect.tsx').then((m) => m.HomeRedirect),
    ),
  },
  {
    path: 'overview',
    handle: { titleKey: 'overview', capability: 'viewDashboard' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/dashboard/pages/overview-page.tsx').then((m) => m.OverviewPage),
    ),
  },
  {
    path: 'customers',
    handle: { titleKey: 'customers', capability: 'manageCustomersList' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/customers/pages/customers-page.tsx').then((m) => m.CustomersPage),
    ),
  },
  {
    path: 'customers/profile/:id',
    handle: { titleKey: 'customerProfile', capability: 'manageCustomersList' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/customers/pages/customer-profile-page.tsx').then((m) => m.CustomerProfilePage),
    ),
  },
  {
    path: 'marchants',
    handle: { titleKey: 'merchants', master: true } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/merchants/pages/merchants-page.tsx').then((m) => m.MerchantsPage),
    ),
  },
  {
    path: 'marchants/seller/profile/:id',
    handle: { titleKey: 'merchantProfile', master: true } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/merchants/pages/merchant-profile-page.tsx').then((m) => m.MerchantProfilePage),
    ),
  },
  {
    path: 'start-order',
    handle: { titleKey: 'startOrder', capability: 'workOrders' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/orders/pages/start-order-page.tsx').then((m) => m.StartOrderPage),
    ),
  },
  {
    path: 'products',
    handle: { titleKey: 'products', capability: 'manageProducts' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/products/pages/products-page.tsx').then((m) => m.ProductsPage),
    ),
  },
  {
    path: 'orders-processing',
    handle: { titleKey: 'ordersProcessing', capability: 'workOrders' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/orders/pages/order-list-pages.tsx').then((m) => m.ProcessingOrdersPage),
    ),
  },
  {
    path: 'orders-processing/import-csv',
    handle: { titleKey: 'importCsv', capability: 'workOrders' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/order-import/pages/import-orders-page.tsx').then((m) => m.ImportOrdersPage),
    ),
  },
  {
    path: 'all-ready-orders',
    handle: { titleKey: 'allReadyOrders', capability: 'workOrders' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/orders/pages/order-list-pages.tsx').then((m) => m.ReadyOrdersPage),
    ),
  },
  {
    path: 'completed-orders',
    handle: { titleKey: 'completedOrders', capability: 'workOrders' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/orders/pages/order-list-pages.tsx').then((m) => m.CompletedOrdersPage),
    ),
  },
  {
    path: 'returned-orders',
    handle: { titleKey: 'returnedOrders', capability: 'workOrders' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/orders/pages/order-list-pages.tsx').then((m) => m.ReturnedOrdersPage),
    ),
  },
  {
    path: 'cancelled-orders',
    handle: { titleKey: 'cancelledOrders', capability: 'workOrders' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/orders/pages/order-list-pages.tsx').then((m) => m.CancelledOrdersPage),
    ),
  },
  {
    path: 'loss-profit',
    handle: { titleKey: 'lossProfit', capability: 'viewLossProfit' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/loss-profit/pages/loss-profit-page.tsx').then((m) => m.LossProfitPage),
    ),
  },
  {
    path: 'transactions',
    handle: { titleKey: 'transactions', capability: 'workOrders' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/transactions/pages/transactions-page.tsx').then((m) => m.TransactionsPage),
    ),
  },
  {
    path: 'profile',
    handle: { titleKey: 'profile', capability: 'manageBusinessProfile' } satisfies RouteHandle,
    screen: lazyScreen(() => import('./features/profile/pages/profile-page.tsx').then((m) => m.ProfilePage)),
  },
  {
    path: 'users',
    handle: { titleKey: 'users', capability: 'manageUsers' } satisfies RouteHandle,
    screen: lazyScreen(() => import('./features/users/pages/users-page.tsx').then((m) => m.UsersPage)),
  },
  {
    path: 'couriers',
    handle: { titleKey: 'couriers', capability: 'viewCatalogue' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/couriers/pages/couriers-page.tsx').then((m) => m.CouriersPage),
    ),
  },
  {
    path: 'couriers/:courierName',
    handle: { capability: 'workOrders' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/orders/pages/courier-orders-page.tsx').then((m) => m.CourierOrdersPage),
    ),
  },
  {
    path: 'sms',
    handle: { titleKey: 'customerSms', capability: 'manageSms' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/sms/pages/customer-sms-page.tsx').then((m) => m.CustomerSmsPage),
    ),
  },
  {
    path: 'hold-desk',
    handle: { titleKey: 'holdDesk', capability: 'workOrders' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/hold-desk/pages/hold-desk-page.tsx').then((m) => m.HoldDeskPage),
    ),
  },
  {
    path: 'stores',
    handle: { titleKey: 'stores', capability: 'viewCatalogue' } satisfies RouteHandle,
    screen: lazyScreen(() => import('./features/stores/pages/stores-page.tsx').then((m) => m.StoresPage)),
  },
  {
    path: 'supplier',
    handle: { titleKey: 'suppliers', capability: 'viewCatalogue' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/suppliers/pages/suppliers-page.tsx').then((m) => m.SuppliersPage),
    ),
  },
  {
    path: 'invoice-generator',
    handle: { titleKey: 'invoiceGenerator', capability: 'workOrders' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/invoices/pages/invoice-generator-page.tsx').then((m) => m.InvoiceGeneratorPage),
    ),
  },
  {
    path: 'orders/all',
    handle: { capability: 'workOrders' } satisfies RouteHandle,
    screen: lazyScreen(() =>
      import('./features/orders/pages/orders-search-page.tsx').then((m) => m.OrdersSearchPage),
    ),
  },
];

const publicScreens: ScreenRoute[] = [
  {
    path: '',
    screen: lazyScreen(() => import('./features/landing/pages/landing-page.tsx').then((m) => m.LandingPage)),
  },
  {
    path: 'register',
    screen: lazyScreen(() =>
      import('./features/account/pages/register-page.tsx').then((m) => m.RegisterPage),
    ),
  },
  {
    path: 'login',
    screen: lazyScreen(() => import('./features/account/pages/login-page.tsx').then((m) => m.LoginPage)),
  },
  {
    path: 'email-verification-sent',
    screen: lazyScreen(() =>
      import('./features/account/pages/verification-sent-page.tsx').then((m) => m.VerificationSentPage),
    ),
  },
  {
    path: 'account-disabled',
    screen: lazyScreen(() =>
      import('./features/account/pages/account-disabled-page.tsx').then((m) => m.AccountDisabledPage),
    ),
  },
];

export const routes: RouteTable = {
  groups: [
    { path: '/', routes: publicScreens },
    {
      path: '/inventory',
      // The signed-in screens' texts come with the shell: none shows a raw key. A screen that fails shows
      // the error inside the shell, which keeps working (its <Outlet />).
      layout: lazyScreen(() =>
        Promise.all([import('./components/app-shell/protected-layout.tsx'), loadAppTexts()]).then(
          ([m]) => m.ProtectedLayout,
        ),
      ),
      routes: inventory,
    },
  ],
  notFound: lazyScreen(() => import('./components/not-found-page.tsx').then((m) => m.NotFoundPage)),
};
