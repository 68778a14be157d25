/**
 * The runtime's own visible words, for controls SPEC does not word (all SPEC strings come from
 * `@atelier/commerce` and `@atelier/forms`). One place, so a locale can replace them.
 */
export const runtimeStrings = {
  close: 'Close',
  ok: 'OK',
  remove: 'Remove',
  removeItem: 'Remove {title}',
  edit: 'Edit',
  editItem: 'Edit extra information for {title}',
  quantityOf: 'Quantity of {title}',
  checkout: 'Checkout',
  subtotal: 'Subtotal',
  shoppingCart: 'Shopping Cart',
  submit: 'Add To Cart',
  save: 'Save',
  recipientEmail: 'Recipient email',
  deliveryDate: 'Delivery date',
  deliveryDateInvalid: 'Delivery date is invalid',
  deliveryDateInPast: 'Delivery date cannot be in the past',
  installmentText: 'or {installments} interest-free payments of {amount} with {provider}',
  installmentInfo: 'More about {provider}',
  installmentModalTitle: 'Pay in {installments} installments with {provider}',
  installmentModalBody:
    'Split your purchase into {installments} payments, due every two weeks, with no interest when you pay on time. The payment methods this store accepts are listed at checkout.',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  signIn: 'Sign In',
  signingIn: 'Signing in…',
  signOut: 'Sign out',
  signedIn: 'You are signed in.',
  nameParts: ['First Name', 'Last Name'],
  addressParts: ['Address Line 1', 'Address Line 2', 'City', 'State', 'ZIP Code', 'Country'],
  dateParts: ['Month', 'Day', 'Year'],
  timeParts: ['Hour', 'Minute', 'Second', 'AM/PM'],
  phoneParts: ['Country Code', 'Area Code', 'Prefix', 'Line'],
} as const
