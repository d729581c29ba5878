import { dashboardMessages } from './messages-dashboard.ts';
import { fieldMessages } from './messages-fields.ts';
import { holdDeskMessages } from './messages-hold-desk.ts';
import { lossProfitMessages } from './messages-loss-profit.ts';
import { orderImportMessages } from './messages-order-import.ts';
import { shippingMessages } from './messages-shipping.ts';
import { smsMessages } from './messages-sms.ts';
import { transactionsMessages } from './messages-transactions.ts';
import { formatTaka } from './money.ts';

/**
 * User-facing messages in the spec's words. The server sends the key and the English text;
 * the web shows the text of its i18n layer for the key (falling back to the text sent).
 */
export const MESSAGES = {
  // sign-in and registration (spec part 1 §4, §8; part 2 §8)
  welcome: 'Welcome back, {{name}}',
  pleaseRegisterFirst: 'Please Register First',
  pleaseVerifyEmail: 'Please verify your email',
  verificationEmailSent: 'Verification email sent',
  successfullyRegistered: 'Successfully Registered',
  successfullyVerified: 'Successfully Verified',
  userNotFound: 'User not found',
  wrongPassword: 'Wrong Password',
  invalidEmail: 'Invalid Email',
  emailInUse: 'An account with this email already exists',
  passwordTooShort: 'Password must be at least 8 characters',
  shopNameRequired: 'Shop Name is required',
  nameRequired: 'Name is required',
  merchantIdRequired: 'Marchant Id is required',
  unknownMerchant: 'No merchant has this Marchant Id',
  tooManyAttempts: 'Too many failed attempts. Please wait a few minutes and try again',
  accountNotApproved: 'Account Not Approved Yet',
  signedOut: 'Signed out',
  // access
  signInRequired: 'Please sign in',
  notAuthorized: 'You are not authorized to do this',
  crossSiteRequest: 'This request came from another site and was refused',
  notAuthorizedEditUser: 'You are not authorized to edit user',
  cantDeleteYourself: "You can't delete yourself",
  notFound: 'Not found',
  // users and merchants (part 2 §8) — the employees/merchants work adds its keys here
  successfullyActivated: 'Successfully Activated',
  successfullyDeactivated: 'Successfully Deactivated',
  cantChangeOwnStatus: "You can't deactivate yourself",
  userUpdated: '{{name}} is updated successfully',
  userDeleted: 'User deleted successfully',
  employeeAdded: '{{name}} is added successfully',
  roleRequired: 'Choose a role: Admin or Moderator',
  cantChangeOwnRole: "You can't change your own role",
  merchantAdded: '{{name}} is added successfully',
  merchantUpdated: '{{name}} is updated successfully',
  merchantDeleted: 'Merchant deleted successfully',
  cantChangeOwnMerchant: "You can't deactivate your own merchant",
  cantDeleteOwnMerchant: "You can't delete your own merchant",
  // stores (part 2 §8) — the stores work adds its keys here
  storeAdded: 'Store added successfully',
  storeUpdated: 'Store Updated successfully',
  storeDeleted: 'Store deleted successfully',
  failedToAddStore: 'Failed to add store',
  failedToUpdateStore: 'Failed to update store',
  failedToDeleteStore: 'Failed to delete store',
  storeInUse: '{{name}} has products or orders, so it cannot be deleted. Deactivate it instead',
  districtRequired: 'District is required',
  storeDistrictInvalid: 'Choose one of the listed districts',
  areaRequired: 'Area is required',
  areaNotInDistrict: 'Choose an area of the selected district',
  zipInvalid: 'Enter a 4-digit post code such as 1205',
  textTooLong: 'Use at most {{max}} characters',
  // suppliers (part 2 §8, wording fixed to say supplier) — the suppliers work adds its keys here
  supplierAdded: 'Supplier added successfully',
  supplierUpdated: 'Supplier updated successfully',
  supplierDeleted: 'Supplier Deleted successfully',
  failedToAddSupplier: 'Failed to add supplier',
  failedToUpdateSupplier: 'Failed to update supplier',
  failedToDeleteSupplier: 'Failed to delete supplier',
  supplierInUse: '{{name}} has products, so it cannot be deleted. Deactivate it instead',
  // products and stock (part 2 §8) — the products work adds its keys here
  productAdded: '{{name}} is added successfully',
  productUpdated: '{{name}} is updated successfully',
  productDeleted: 'Product deleted successfully',
  productsUpdated: 'Products updated successfully',
  createStoreFirst: 'Create A Store First',
  stockUpdated: 'Stock is updated successfully',
  productArchived:
    '{{name}} is in orders, so it was archived instead of deleted: it no longer shows in the product list or search, and its orders keep their copy',
  productNameRequired: 'Product name is required',
  selectStore: 'Select a store',
  unknownStore: 'Select one of your stores',
  unknownSupplier: 'Select one of your suppliers',
  wholeAmount: 'Enter a whole amount of 0 or more',
  amountTooLarge: 'This amount is too large',
  wholeQuantity: 'Enter a whole number of 0 or more',
  quantityTooLarge: 'This quantity is too large',
  stockInQuantity: 'Enter a quantity of 1 or more',
  qtyBelowSold: 'The quantity cannot be less than {{min}}, the units already taken by orders',
  // customers (part 1 §8) — the customers work adds its keys here
  customerNameRequired: 'Customer name is required',
  customerAdded: '{{name}} is added successfully',
  customerUpdated: '{{name}} is updated successfully',
  customerDeleted: 'Customer deleted successfully',
  customerFound: 'Customer Found!!',
  customerNotFound: 'Customer Not Found!!',
  failedToCreateCustomer: 'failed to create customer',
  customerPhoneTaken: 'A customer with this mobile number already exists',
  unknownDistrict: 'Choose a district from the list',
  thanaNotInDistrict: 'Choose a thana of the chosen district',
  invalidLink: 'Enter a link that starts with http:// or https://',
  pleaseAddCourier: 'Please add a courier first!!',
  customerSearchRequired: 'Type a name or a mobile number',
  chatTextRequired: 'Paste the customer’s message',
  failedToFetchCustomers: 'Failed to fetch customers',
  // orders (part 1 §5, §8) — the orders work adds its keys here
  pleaseSelectCustomer: 'Please select a customer first',
  refNoRequired: 'Reference number is required',
  courierRequired: 'Courier is required',
  salesDateInvalid: 'Enter the sales date',
  addAProduct: 'Add at least one product',
  quantityAtLeastOne: 'Quantity must be at least 1',
  productOutOfStock: 'Product is out of stock',
  quantityAboveAvailable: "Quantity can't be more than available quantity",
  productsFound: 'Products Found!!',
  pleaseSelectOrder: 'Please select an order',
  orderFound: 'Order found successfully',
  failedToFindOrder: 'Failed to find order',
  orderStatusUpdated: 'Order status updated successfully',
  failedToUpdateOrderStatus: 'Failed to update order status',
  orderMoveNotAllowed: 'An order that is {{from}} cannot become {{to}}',
  // order writes (create, status, edit, delete)
  orderSaved: 'Order {{code}} is saved',
  orderUpdated: 'Order {{code}} is updated successfully',
  orderDeleted: 'Order deleted successfully',
  orderCustomerUnknown: 'Select one of your customers',
  orderCourierUnknown: 'Select one of your couriers',
  orderCourierInactive: 'This courier is not active. Choose an active courier',
  orderProductUnknown: 'Select one of your products',
  lineDiscountTooLarge: "The discount can't be more than the line total",
  discountOnAllTooLarge: "The discount can't be more than the subtotal",
  orderNotEditable: 'An order that is {{status}} cannot be edited',
  orderStatusInvalid: 'Choose a status: processing, ready, completed, cancelled or returned',
  // order lists (filters, search, export)
  orderFilterDateInvalid: 'Enter a date such as 2024-03-05',
  orderDateRangeInvalid: 'The From date must be on or before the To date',
  orderAmountInvalid: 'Enter a whole amount of 0 or more',
  orderAmountRangeInvalid: "The minimum amount can't be more than the maximum amount",
  orderIdsInvalid: 'Select the orders again (at most {{max}} at a time)',
  deliveryStatusesInvalid: 'Choose delivery statuses from the list',
  orderListStatusInvalid: 'Choose a list: processing, ready, completed, returned, cancelled or all',
  orderPaymentTypeInvalid: 'Choose a payment type: COD, bKash, Nagad, Rocket or Partial',
  // couriers (part 2 §8) — the couriers work adds its keys here
  courierAdded: 'Courier added successfully',
  courierUpdated: 'Courier updated successfully',
  courierSaved: 'Courier data saved successfully',
  failedToSaveCourier: 'Failed to save courier data',
  courierNameRequired: 'Courier name is required',
  courierNameTaken: 'A courier named {{name}} already exists',
  courierNameTooLong: 'A courier name has at most 60 characters',
  courierProviderInvalid: 'Choose Steadfast, Pathao, RedX or None',
  courierChargeInvalid: 'Enter a whole taka amount of 0 or more',
  courierApiKeyRequired: 'API Key is required',
  courierSecretKeyRequired: 'Secret Key is required',
  courierClientIdRequired: 'Client ID is required',
  courierClientSecretRequired: 'Client Secret is required',
  courierUsernameRequired: 'Username (email) is required',
  courierPasswordRequired: 'Password is required',
  courierAccessTokenRequired: 'API access token is required',
  courierConnected: 'Connected to {{courier}}: the credentials work',
  courierConnectedBalance: 'Connected to {{courier}}: current balance {{balancePoisha}}',
  courierConnectedAreas: 'Connected to {{courier}}: {{count}} delivery areas available',
  courierCredentialsRefused: '{{courier}} refused the credentials ({{detail}})',
  courierUnreachable: 'Could not reach {{courier}} ({{detail}})',
  courierTimedOut: '{{courier}} did not answer within {{seconds}} seconds',
  courierUnexpectedReply: '{{courier}} gave an unexpected reply (HTTP {{status}})',
  courierHasNoApi:
    'This courier has no API connection. Choose Steadfast, Pathao or RedX and enter its credentials',
  courierCredentialsUnreadable: 'The stored credentials could not be read. Enter them again and save',
  courierRejected: '{{courier}} refused the parcel: {{detail}}',
  courierDuplicateInvoice: '{{courier}} already has a parcel for invoice {{invoice}}',
  courierRateLimited: '{{courier}} is getting too many requests. Try again in a minute',
  courierParcelNotFound: '{{courier}} has no parcel {{parcel}}',
  courierLookupNeedsId: '{{courier}} can look a parcel up only by the id {{courier}} gave it',
  courierNoPickupStore:
    '{{courier}} has no active pickup store for this account. Add one in the {{courier}} panel',
  courierNoDeliveryArea: '{{courier}} has no delivery area in {{district}}',
  courierParcelCancelled: '{{courier}} cancelled parcel {{parcel}}',
  courierReturnRequested:
    '{{courier}} received return request {{request}} for parcel {{parcel}}; the parcel is cancelled once {{courier}} approves it',
  courierCancelRefused: '{{courier}} would not cancel parcel {{parcel}}: {{detail}}',
  courierCannotCancel:
    '{{courier}}’s API cannot cancel a parcel: cancel parcel {{parcel}} in the {{courier}} merchant panel',
  courierCodUpdated: '{{courier}} will collect {{amountPoisha}} for parcel {{parcel}}',
  courierCodRefused: '{{courier}} would not change the COD of parcel {{parcel}}: {{detail}}',
  courierCannotUpdateCod:
    '{{courier}}’s API cannot change the COD: change it for parcel {{parcel}} in the {{courier}} merchant panel',
  // dispatch (part 1 §2, §4, §7, §8)
  orderSentToCourier: 'Order sent to courier successfully',
  failedToSendOrder: 'Failed to send order to courier. {{detail}}',
  newOrderIdGenerated: 'New order id generated successfully',
  orderReadyNoApi:
    '{{courier}} has no API connection: the order is marked ready. Book the parcel with {{courier}} yourself',
  orderAlreadySent: 'Order {{code}} is already with {{courier}}',
  orderBeingSent: 'Order {{code}} is being sent to {{courier}} right now',
  earlierParcelMayBeLive:
    'Parcel {{parcel}} of this order may still be live at {{courier}} ({{status}}): its cancel is not confirmed. Send again only if you are sure it will not be delivered',
  codNotChangeableAtCourier:
    'Parcel {{parcel}} is with {{courier}}, which collects {{amountPoisha}} and whose API cannot change the amount. Keep the amounts as they are, or cancel the order and send it again',
  orderCodAtCourierFailed:
    'Could not change the COD of parcel {{parcel}} at {{courier}} ({{detail}}). Nothing was changed here: try again',
  orderCancelAtCourierFailed:
    'Could not cancel parcel {{parcel}} at {{courier}} ({{detail}}). Nothing was changed here: try again',
  orderDeleteNeedsCourierCancel:
    'Parcel {{parcel}} is still with {{courier}}, and {{courier}}’s API cannot cancel it. Cancel the order, cancel the parcel in the {{courier}} merchant panel, then delete the order',
  orderCannotBeSent: 'A {{status}} order cannot be sent to a courier',
  orderHasNoCourier: 'Choose a courier for this order first',
  courierBookingUnconfirmed:
    '{{courier}} did not confirm the parcel for order {{code}}: {{detail}}. Send it again: {{courier}} is asked first, so the parcel is never booked twice',
  courierIdsPending:
    '{{courier}} already had order {{code}}; its consignment id arrives with the next status update',
  webhookRefused: 'This webhook call is not signed with the courier account’s secret',
  courierStatusesSynced:
    'Asked {{courier}} about its parcels on the way: {{checked}} checked, {{changed}} changed, {{failed}} could not be read',
  courierBalance: '{{courier}} balance: {{balancePoisha}}',
  deliveredOrdersCompleted: '{{count}} delivered orders completed',
  deliveredOrdersCompletedSome: '{{count}} delivered orders completed; {{skipped}} left as they were',
  parcelNotDelivered: '{{courier}} has not delivered the parcel of order {{code}}',
  courierRefreshRunning:
    'Checking {{courier}}’s parcels: {{checked}} of {{total}} done, {{changed}} changed, {{failed}} could not be read',
  courierRefreshPaused:
    '{{courier}} said “too many requests” after {{checked}} of {{total}} parcels ({{changed}} changed, {{failed}} could not be read); the rest are checked later',
  courierRefreshStopped:
    '{{courier}}’s Refresh stopped after {{checked}} of {{total}} parcels ({{changed}} changed, {{failed}} could not be read); the rest are checked later',
  courierRefreshIdle: 'No Refresh is running',
  parcelNotChecked: 'Could not check this parcel now; it is checked again later',
  orderClosedAtCourier: 'Order {{code}} is {{status}}; its courier information is cleared',
  riskOwnRecord: 'With you: {{delivered}} delivered, {{returned}} returned',
  riskCourierRecord: 'At {{courier}}: {{delivered}} delivered, {{cancelled}} cancelled',
  riskFraudReports: '{{count}} fraud reports at {{courier}}',
  riskNewCustomer: 'New customer: no delivery history yet',
  dispatchTooMany: 'Send at most {{max}} orders at once; narrow the search',
  dispatchStarted: 'Sending {{count}} orders to their couriers',
  // profile (part 2 §5, §8)
  copiedToClipboard: 'Copied to clipboard',
  somethingWentWrong: 'Something went wrong',
  profileUpdated: '{{name}} is updated successfully',
  phoneRequired: 'Phone is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  invalidPhone: 'Enter an 11-digit mobile number such as 01712345678',
  imageType: 'The image must be a PNG, JPEG or WebP file',
  imageTooLarge: 'The image must be at most {{max}}',
  invalidInput: 'Please check the highlighted fields',
  textUnstorable: 'This contains characters that cannot be stored: remove the invisible control characters',
  multipartUnreadable: 'The upload could not be read. Choose the file and try again',
  requestTooLarge: 'The upload is too large (at most {{max}})',
  ...dashboardMessages,
  ...lossProfitMessages,
  ...transactionsMessages,
  ...orderImportMessages,
  ...fieldMessages,
  ...shippingMessages,
  ...holdDeskMessages,
  ...smsMessages,
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

/**
 * Each key as itself. Core's zod schemas give these as their messages, so a failing field names its
 * message key (see field-problems.ts), which the server words in English and the web in the user's language.
 */
export const MESSAGE_KEY = Object.fromEntries(Object.keys(MESSAGES).map((key) => [key, key])) as {
  readonly [K in MessageKey]: K;
};

export const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(MESSAGES, text);

/**
 * A value named `…Poisha` (`amountPoisha`) is an amount in integer poisha, written as taka ("৳1,200"):
 * the English text here, the user's language and digits on the web. Other values are written as they are.
 */
export const isPoishaParam = (name: string | undefined): boolean => name?.endsWith('Poisha') ?? false;

function paramText(name: string, value: string | number | undefined): string {
  if (typeof value === 'number' && isPoishaParam(name)) return formatTaka(value);
  return String(value ?? '');
}

export function formatMessage(key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => paramText(name, params[name]));
}
