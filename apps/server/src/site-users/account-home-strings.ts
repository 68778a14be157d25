/**
 * Words of the account page (/account), its calls and the owner's account switches (issue 21;
 * SPEC gives none: our own wording). Placeholders are `{name}`, filled by `fillTemplate`.
 */
export const accountHomeStrings = {
  title: 'My Account',
  greeting: 'Hello, {name}',
  signedInAs: 'Signed in as {email}',
  orders: 'Orders',
  noOrders: 'You have not placed any orders yet.',
  startShopping: 'Start shopping',
  orderNumber: 'Order #{orderNumber}',
  placedOn: 'Placed on {date}',
  itemCount: '{count} items',
  oneItem: '1 item',
  viewOrder: 'View order',
  buyAgain: 'Buy again',
  tracking: 'Tracking number {number}',
  newerOrders: 'Newer orders',
  olderOrders: 'Older orders',
  ordersPage: 'Page {page}',
  subscriptions: 'Subscriptions',
  nextRenewal: 'Next renewal on {date}',
  manageSubscription: 'Manage subscription',
  downloads: 'Downloads',
  downloadsLeft: '{left} of {max} downloads left, until {date}',
  download: 'Download',
  addresses: 'Addresses',
  paymentMethods: 'Payment methods',
  loadingPaymentMethods: 'Loading your saved cards…',
  profile: 'Profile',
  signOut: 'Sign out',
  accountSecurity: 'Password and security',
  // The calls' answers.
  notSignedIn: 'Please sign in to your account.',
  orderNotFound: 'Order not found.',
  addressNotFound: 'Address not found.',
  tooManyAddresses: 'An account keeps at most 50 addresses. Please delete one first.',
  nothingToBuyAgain: 'None of the items of this order can be bought any more.',
  accountDisabled: 'This account has been disabled. Please contact the store.',
} as const

/** The "set your password" page the invitation mail opens (the mail: `mail/account-mails.ts`). */
export const invitationStrings = {
  title: 'Create Your Account',
  intro: 'Choose a password for {email}.',
  password: 'Password',
  passwordHint: 'At least 8 characters.',
  create: 'Create account',
  invalid: 'This invitation link is not valid or has expired. Please ask the store for a new one.',
  passwordTooShort: 'The password must be at least 8 characters long',
  accountExists: 'An account with this email already exists. Please sign in.',
  signIn: 'Sign in',
  alreadyHasAccount: 'This customer already has an account.',
  noCustomer: 'No customer with this email has placed an order.',
} as const
