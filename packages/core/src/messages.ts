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
  notAuthorizedEditUser: 'You are not authorized to edit user',
  cantDeleteYourself: "You can't delete yourself",
  notFound: 'Not found',
  // users and merchants (part 2 §8) — the employees/merchants work adds its keys here
  successfullyActivated: 'Successfully Activated',
  successfullyDeactivated: 'Successfully Deactivated',
  cantChangeOwnStatus: "You can't deactivate yourself",
  userUpdated: '{{name}} is updated successfully',
  userDeleted: 'User deleted successfully',
  // stores (part 2 §8) — the stores work adds its keys here
  storeAdded: 'Store added successfully',
  storeUpdated: 'Store Updated successfully',
  storeDeleted: 'Store deleted successfully',
  failedToAddStore: 'Failed to add store',
  failedToUpdateStore: 'Failed to update store',
  // suppliers (part 2 §8, wording fixed to say supplier) — the suppliers work adds its keys here
  supplierAdded: 'Supplier added successfully',
  supplierUpdated: 'Supplier updated successfully',
  supplierDeleted: 'Supplier Deleted successfully',
  failedToAddSupplier: 'Failed to add supplier',
  // products and stock (part 2 §8) — the products work adds its keys here
  productAdded: '{{name}} is added successfully',
  productUpdated: '{{name}} is updated successfully',
  productDeleted: 'Product deleted successfully',
  productsUpdated: 'Products updated successfully',
  createStoreFirst: 'Create A Store First',
  // couriers (part 2 §8) — the couriers work adds its keys here
  courierAdded: 'Courier added successfully',
  courierUpdated: 'Courier updated successfully',
  courierSaved: 'Courier data saved successfully',
  failedToSaveCourier: 'Failed to save courier data',
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
  requestTooLarge: 'The upload is too large (at most {{max}})',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function formatMessage(key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
