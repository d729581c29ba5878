import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from './components/full-page-loader.tsx';
import { RootLayout } from './components/root-layout.tsx';
import { RouteError } from './components/route-error.tsx';
import { loadAppTexts } from './i18n/index.ts';
import type { RouteHandle } from './lib/route-handle.ts';

const inventory: RouteObject[] = [
  {
    index: true,
    lazy: () =>
      import('./features/account/components/home-redirect.tsx').then((m) => ({ Component: m.HomeRedirect })),
  },
  {
    path: 'overview',
    handle: { titleKey: 'overview', capability: 'viewDashboard' } satisfies RouteHandle,
    lazy: () =>
      import('./features/dashboard/pages/overview-page.tsx').then((m) => ({ Component: m.OverviewPage })),
  },
  {
    path: 'customers',
    handle: { titleKey: 'customers', capability: 'manageCustomersList' } satisfies RouteHandle,
    lazy: () =>
      import('./features/customers/pages/customers-page.tsx').then((m) => ({ Component: m.CustomersPage })),
  },
  {
    path: 'customers/profile/:id',
    handle: { titleKey: 'customerProfile', capability: 'manageCustomersList' } satisfies RouteHandle,
    lazy: () =>
      import('./features/customers/pages/customer-profile-page.tsx').then((m) => ({
        Component: m.CustomerProfilePage,
      })),
  },
  {
    path: 'marchants',
    handle: { titleKey: 'merchants', master: true } satisfies RouteHandle,
    lazy: () =>
      import('./features/merchants/pages/merchants-page.tsx').then((m) => ({ Component: m.MerchantsPage })),
  },
  {
    path: 'marchants/seller/profile/:id',
    handle: { titleKey: 'merchantProfile', master: true } satisfies RouteHandle,
    lazy: () =>
      import('./features/merchants/pages/merchant-profile-page.tsx').then((m) => ({
        Component: m.MerchantProfilePage,
      })),
  },
  {
    path: 'start-order',
    handle: { titleKey: 'startOrder', capability: 'workOrders' } satisfies RouteHandle,
    lazy: () =>
      import('./features/orders/pages/start-order-page.tsx').then((m) => ({ Component: m.StartOrderPage })),
  },
  {
    path: 'products',
    handle: { titleKey: 'products', capability: 'manageProducts' } satisfies RouteHandle,
    lazy: () =>
      import('./features/products/pages/products-page.tsx').then((m) => ({ Component: m.ProductsPage })),
  },
  {
    path: 'orders-processing',
    handle: { titleKey: 'ordersProcessing', capability: 'workOrders' } satisfies RouteHandle,
    lazy: () =>
      import('./features/orders/pages/order-list-pages.tsx').then((m) => ({
        Component: m.ProcessingOrdersPage,
      })),
  },
  {
    path: 'orders-processing/import-csv',
    handle: { titleKey: 'importCsv', capability: 'workOrders' } satisfies RouteHandle,
    lazy: () =>
      import('./features/order-import/pages/import-orders-page.tsx').then((m) => ({
        Component: m.ImportOrdersPage,
      })),
  },
  {
    path: 'all-ready-orders',
    handle: { titleKey: 'allReadyOrders', capability: 'workOrders' } satisfies RouteHandle,
    lazy: () =>
      import('./features/orders/pages/order-list-pages.tsx').then((m) => ({ Component: m.ReadyOrdersPage })),
  },
  {
    path: 'completed-orders',
    handle: { titleKey: 'completedOrders', capability: 'workOrders' } satisfies RouteHandle,
    lazy: () =>
      import('./features/orders/pages/order-list-pages.tsx').then((m) => ({
        Component: m.CompletedOrdersPage,
      })),
  },
  {
    path: 'returned-orders',
    handle: { titleKey: 'returnedOrders', capability: 'workOrders' } satisfies RouteHandle,
    lazy: () =>
      import('./features/orders/pages/order-list-pages.tsx').then((m) => ({
        Component: m.ReturnedOrdersPage,
      })),
  },
  {
    path: 'cancelled-orders',
    handle: { titleKey: 'cancelledOrders', capability: 'workOrders' } satisfies RouteHandle,
    lazy: () =>
      import('./features/orders/pages/order-list-pages.tsx').then((m) => ({
        Component: m.CancelledOrdersPage,
      })),
  },
  {
    path: 'loss-profit',
    handle: { titleKey: 'lossProfit', capability: 'viewLossProfit' } satisfies RouteHandle,
    lazy: () =>
      import('./features/loss-profit/pages/loss-profit-page.tsx').then((m) => ({
        Component: m.LossProfitPage,
      })),
  },
  {
    path: 'transactions',
    handle: { titleKey: 'transactions', capability: 'workOrders' } satisfies RouteHandle,
    lazy: () =>
      import('./features/transactions/pages/transactions-page.tsx').then((m) => ({
        Component: m.TransactionsPage,
      })),
  },
  {
    path: 'profile',
    handle: { titleKey: 'profile', capability: 'manageBusinessProfile' } satisfies RouteHandle,
    lazy: () =>
      import('./features/profile/pages/profile-page.tsx').then((m) => ({ Component: m.ProfilePage })),
  },
  {
    path: 'users',
    handle: { titleKey: 'users', capability: 'manageUsers' } satisfies RouteHandle,
    lazy: () => import('./features/users/pages/users-page.tsx').then((m) => ({ Component: m.UsersPage })),
  },
  {
    path: 'couriers',
    handle: { titleKey: 'couriers', capability: 'viewCatalogue' } satisfies RouteHandle,
    lazy: () =>
      import('./features/couriers/pages/couriers-page.tsx').then((m) => ({ Component: m.CouriersPage })),
  },
  {
    path: 'couriers/:courierName',
    handle: { capability: 'workOrders' } satisfies RouteHandle,
    lazy: () =>
      import('./features/orders/pages/courier-orders-page.tsx').then((m) => ({
        Component: m.CourierOrdersPage,
      })),
  },
  {
    path: 'stores',
    handle: { titleKey: 'stores', capability: 'viewCatalogue' } satisfies RouteHandle,
    lazy: () => import('./features/stores/pages/stores-page.tsx').then((m) => ({ Component: m.StoresPage })),
  },
  {
    path: 'supplier',
    handle: { titleKey: 'suppliers', capability: 'viewCatalogue' } satisfies RouteHandle,
    lazy: () =>
      import('./features/suppliers/pages/suppliers-page.tsx').then((m) => ({ Component: m.SuppliersPage })),
  },
  {
    path: 'invoice-generator',
    handle: { titleKey: 'invoiceGenerator', capability: 'workOrders' } satisfies RouteHandle,
    lazy: () =>
      import('./features/invoices/pages/invoice-generator-page.tsx').then((m) => ({
        Component: m.InvoiceGeneratorPage,
      })),
  },
  {
    path: 'orders/all',
    handle: { capability: 'workOrders' } satisfies RouteHandle,
    lazy: () =>
      import('./features/orders/pages/orders-search-page.tsx').then((m) => ({
        Component: m.OrdersSearchPage,
      })),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError standalone />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        index: true,
        lazy: () =>
          import('./features/landing/pages/landing-page.tsx').then((m) => ({ Component: m.LandingPage })),
      },
      {
        path: 'register',
        lazy: () =>
          import('./features/account/pages/register-page.tsx').then((m) => ({ Component: m.RegisterPage })),
      },
      {
        path: 'login',
        lazy: () =>
          import('./features/account/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'email-verification-sent',
        lazy: () =>
          import('./features/account/pages/verification-sent-page.tsx').then((m) => ({
            Component: m.VerificationSentPage,
          })),
      },
      {
        path: 'account-disabled',
        lazy: () =>
          import('./features/account/pages/account-disabled-page.tsx').then((m) => ({
            Component: m.AccountDisabledPage,
          })),
      },
      {
        path: 'inventory',
        // The signed-in screens' texts come with the shell: none shows a raw key.
        lazy: () =>
          Promise.all([import('./components/app-shell/protected-layout.tsx'), loadAppTexts()]).then(
            ([m]) => ({
              Component: m.ProtectedLayout,
            }),
          ),
        // A screen that fails shows the error inside the shell, which keeps working.
        children: [{ errorElement: <RouteError />, children: inventory }],
      },
      {
        path: '*',
        lazy: () => import('./components/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
