import { MESSAGES, type MessageKey } from '@chalan/core/messages';
import { accountsEn } from './en-accounts.ts';
import { catalogueEn } from './en-catalogue.ts';
import { courierCancelEn } from './en-courier-cancel.ts';
import { dashboardEn } from './en-dashboard.ts';
import { lossProfitEn } from './en-loss-profit.ts';
import { orderImportEn } from './en-order-import.ts';
import { ordersEn } from './en-orders.ts';
import { parcelsEn } from './en-parcels.ts';
import { transactionsEn } from './en-transactions.ts';

/** Server message keys (the spec's words, from core) plus the few the web app adds itself. */
const messages: Record<MessageKey, string> & Record<string, string> = {
  ...MESSAGES,
  networkError: 'Could not reach the server. Check your connection and try again',
  copyFailed: 'Could not copy. Select the text and copy it yourself',
  invalidVerificationLink: 'This verification link is invalid or has expired',
};

export const en = {
  app: {
    name: 'Chalan',
    tagline: 'Courier and accounting for cash-on-delivery sellers',
    copyright: '© {{year}} Chalan. All rights reserved.',
    logoAlt: '{{name}} logo',
  },
  common: {
    loading: 'Loading…',
    retry: 'Try again',
    yes: 'Yes',
    no: 'No',
    none: '—',
    save: 'Save',
    backToLogin: 'Back to login',
    somethingWentWrong: 'Something went wrong',
    reload: 'Reload the page',
    cancel: 'Cancel',
    close: 'Close',
    delete: 'Delete',
    edit: 'Edit',
    actions: 'Action',
    search: 'Search',
    export: 'Export',
    active: 'Active',
    inactive: 'Inactive',
    rowActions: 'Actions for {{name}}',
  },
  table: {
    noRecords: 'No records',
    pageSize: 'Page size',
    range: '{{from}}–{{to}} of {{total}}',
  },
  nav: {
    mainMenu: 'Main menu',
    toggleMenu: 'Toggle navigation',
    accountMenu: 'Account menu',
    home: 'Chalan home',
    dashboard: 'Dashboard',
    customers: 'Customers',
    createOrder: 'Create order',
    processing: 'Processing',
    readyOrders: 'Ready Orders',
    completed: 'Completed',
    returned: 'Returned',
    cancelled: 'Cancelled',
    products: 'Products',
    lossProfit: 'Loss Profit',
    transactions: 'Transactions',
    settings: 'Settings',
    users: 'Users',
    couriers: 'Couriers',
    stores: 'Stores',
    suppliers: 'Suppliers',
    merchants: 'Merchants',
    logout: 'Logout',
    courierSection: 'Couriers',
  },
  search: {
    label: 'Search orders',
    placeholder: 'Search order by name or id',
    submit: 'Search',
  },
  pages: {
    overview: 'Dashboard',
    customers: 'Customers',
    customerProfile: 'Customer profile',
    merchants: 'Merchants',
    merchantProfile: 'Merchant profile',
    startOrder: 'Create order',
    products: 'Products',
    ordersProcessing: 'Order Processing',
    importCsv: 'Import Order CSV',
    allReadyOrders: 'All Ready Orders',
    completedOrders: 'Completed Orders',
    returnedOrders: 'Returned Orders',
    cancelledOrders: 'Cancelled Orders',
    lossProfit: 'Loss Profit Details',
    transactions: 'Transactions',
    profile: 'Business Information',
    users: 'Users',
    couriers: 'Couriers',
    courierOrders: '{{courier}} orders',
    stores: 'Stores',
    suppliers: 'Suppliers',
    invoiceGenerator: 'Invoice generator',
    searchResults: 'Search result for “{{query}}”',
    searchResultsEmpty: 'Search orders',
    register: 'Register',
    login: 'Login',
    notFound: 'Page not found',
  },
  notFound: {
    code: '404',
    text: 'The page you are looking for could not be found',
    back: 'Back to homepage',
  },
  routeError: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Reload the page to try again.',
  },
  session: {
    loadFailed: 'Your account could not be loaded',
  },
  messages,
  ...accountsEn,
  ...catalogueEn,
  ...ordersEn,
  ...parcelsEn,
  ...dashboardEn,
  ...lossProfitEn,
  ...transactionsEn,
  ...orderImportEn,
  ...courierCancelEn,
};

export type Translation = typeof en;
