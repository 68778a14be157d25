import type { ColumnType, Generated } from 'kysely'

/**
 * Table shapes as Kysely sees them (camelCase; the CamelCasePlugin maps to snake_case columns).
 * JSON documents are read as `unknown` (TEXT on SQLite, JSONB on PostgreSQL) — decode them with the
 * storage's `json` codec. Booleans are integers 0/1 on both databases; times are ISO-8601 UTC text.
 */
export type JsonColumn = ColumnType<unknown, string, string>
export type Flag = number

export interface WebsitesTable {
  id: string
  title: string
  /** The website document; carries its own `schemaVersion`. */
  settings: JsonColumn
  timeZone: string
  currency: string
  isDefault: Flag
  createdAt: string
  updatedAt: string
}

export interface DomainsTable {
  host: string
  websiteId: string
  isPrimary: Flag
}

export interface UsersTable {
  id: string
  email: string
  passwordHash: string
  createdAt: string
}

export interface SessionsTable {
  /** SHA-256 of the cookie token, so a leaked table does not leak live sessions. */
  id: string
  userId: string
  createdAt: string
  expiresAt: string
}

export interface CollectionsTable {
  id: string
  websiteId: string
  urlId: string
  /** page | blog | store | gallery | events | folder | link */
  type: string
  title: string
  /** main | secondary | hidden, or null when not in navigation. */
  navigationSection: string | null
  navigationOrder: number
  status: string
  passwordHash: string | null
  settings: JsonColumn
  content: JsonColumn
  position: number
  createdAt: string
  updatedAt: string
}

export interface ItemsTable {
  id: string
  websiteId: string
  collectionId: string
  urlId: string
  title: string
  status: string
  publishOn: string | null
  tags: JsonColumn
  categories: JsonColumn
  document: JsonColumn
  position: number
  createdAt: string
  updatedAt: string
}

export interface ProductVariantsTable {
  id: string
  websiteId: string
  itemId: string
  sku: string
  priceCents: number
  salePriceCents: number
  onSale: Flag
  qtyInStock: number
  unlimited: Flag
  attributes: JsonColumn
  /** Shipping weight of one unit; null when the owner gave none (counted as 0 g). */
  weightGrams: ColumnType<number | null, number | null | undefined, number | null>
  /** The file id of the product image showing this variant; null when none was chosen. */
  imageId: ColumnType<string | null, string | null | undefined, string | null>
  /** The rest of the variant document (option values …); the columns above win over it. */
  document: JsonColumn
  position: number
}

export interface NavigationTable {
  websiteId: string
  /** main | secondary | hidden */
  section: string
  links: JsonColumn
}

export interface FilesTable {
  id: string
  websiteId: string
  /** Relative to DATA_DIR/files, always with forward slashes. */
  path: string
  originalName: string
  mime: string
  size: number
  width: number | null
  height: number | null
  derivedWidths: JsonColumn
  document: JsonColumn
  createdAt: string
}

export interface SiteHeaderFooterTable {
  websiteId: string
  document: JsonColumn
  updatedAt: string
}

export interface FormsTable {
  id: string
  websiteId: string
  name: string
  document: JsonColumn
}

export interface Database {
  websites: WebsitesTable
  domains: DomainsTable
  users: UsersTable
  sessions: SessionsTable
  collections: CollectionsTable
  items: ItemsTable
  productVariants: ProductVariantsTable
  navigation: NavigationTable
  files: FilesTable
  siteHeaderFooter: SiteHeaderFooterTable
  forms: FormsTable
  carts: CartsTable
  cartEntries: CartEntriesTable
}

export interface CartsTable {
  id: string
  websiteId: string
  /** SHA-256 of the CART cookie token (or of a one-item cart's cartToken). */
  tokenHash: string
  /** shopping | subscription | gift-card (the last two: one-item carts reached by cartToken) */
  kind: string
  siteUserId: string | null
  orderId: string | null
  isPurchased: Flag
  createdAt: string
  updatedAt: string
}

export interface CartEntriesTable {
  id: string
  cartId: string
  itemId: string
  variantSku: string
  quantity: number
  /** The extra-form answers as the JSON string the add request carried, or null. */
  additionalFields: string | null
  /** SHA-256 of `additionalFields` ('' when none); part of the line's unique key. */
  fieldsHash: string
  position: number
  createdAt: string
}

export interface AppSecretsTable {
  name: string
  value: string
}

export interface OutboxTable {
  id: string
  websiteId: string | null
  recipient: string
  subject: string
  textBody: string
  htmlBody: string | null
  /** pending | sending | sent | failed */
  status: string
  attempts: number
  nextAttemptAt: string
  claimToken: string | null
  claimedUntil: string | null
  lastError: string | null
  sentAt: string | null
  createdAt: string
}

export interface FormSubmissionKeysTable {
  keyHash: string
  websiteId: string
  expiresAt: string
}

export interface FormSubmissionsTable {
  id: string
  websiteId: string
  formId: string
  visitorHash: string
  /** Values by field id, as parsed from the visitor's `form` JSON. */
  answers: JsonColumn
  pageTitle: string
  pageId: string
  contentSource: string
  pagePath: string
  pagePermissionTypeValue: number
  createdAt: string
}

export interface MailingListsTable {
  websiteId: string
  id: string
  name: string
  doubleOptIn: Flag
  createdAt: string
}

export interface MailingListSubscribersTable {
  id: string
  websiteId: string
  listId: string
  email: string
  firstName: string
  lastName: string
  /** pending | subscribed | unsubscribed */
  status: string
  createdAt: string
  updatedAt: string
}

export interface RestockSignupsTable {
  id: string
  websiteId: string
  itemId: string
  variantId: string
  email: string
  joinMailingList: Flag
  /** waiting | notified */
  status: string
  createdAt: string
  notifiedAt: string | null
}

/** The tables of migration 0003 (forms, mailing lists, restock sign-ups, outbox), merged in. */
export interface Database {
  appSecrets: AppSecretsTable
  outbox: OutboxTable
  formSubmissionKeys: FormSubmissionKeysTable
  formSubmissions: FormSubmissionsTable
  mailingLists: MailingListsTable
  mailingListSubscribers: MailingListSubscribersTable
  restockSignups: RestockSignupsTable
}

/** Columns of migration 0004 (the editor), merged into the tables above. */
export interface CollectionsTable {
  /** The editor's draft layout; null while it equals the published `content`. */
  draftContent: ColumnType<unknown, string | null, string | null>
  /** Raised by every draft save; a save naming an older one is refused (409). */
  version: Generated<number>
  /** The draft version that `content` was last published from. */
  publishedVersion: Generated<number>
}

export interface ItemsTable {
  version: Generated<number>
}

export interface SiteStylesTable {
  websiteId: string
  /** Fonts and colours; the theme reads them as CSS variables. */
  document: JsonColumn
  updatedAt: string
}

export interface TaxonomyNamesTable {
  collectionId: string
  /** tag | category */
  tagType: string
  /** Names created in the editor before any item uses them. */
  name: string
}

export interface StoreCategoriesTable {
  id: string
  collectionId: string
  parentCategoryId: string | null
  displayName: string
  /** ROOT for the category a new store starts with. */
  type: string
  pageRendering: string
  displayIndex: number
}

export interface Database {
  siteStyles: SiteStylesTable
  taxonomyNames: TaxonomyNamesTable
  storeCategories: StoreCategoriesTable
}

export interface CheckoutSettingsTable {
  websiteId: string
  /** Shipping options, tax rules and coupons of the store; carries its own `schemaVersion`. */
  document: JsonColumn
  lastOrderNumber: Generated<number>
}

export interface OrdersTable {
  id: string
  websiteId: string
  orderNumber: number
  cartId: string
  idempotencyKey: string
  /** SHA-256 of the secret in the order-status link. */
  tokenHash: string
  /** pending | paid | received | failed */
  status: string
  failureCode: string | null
  failureMessage: string | null
  email: string
  currency: string
  subtotalCents: number
  discountCents: number
  shippingCents: number
  taxCents: number
  giftCardCents: number
  grandTotalCents: number
  amountDueCents: number
  testMode: Flag
  paymentProvider: string
  isSubscription: Generated<Flag>
  document: JsonColumn
  /** While pending: when the worker may release the reservation. */
  reservedUntil: string | null
  createdAt: string
  updatedAt: string
}

export interface OrderLinesTable {
  id: string
  orderId: string
  itemId: string
  sku: string
  title: string
  /** physical | digital | service | gift-card | paywall | unknown */
  kind: string
  quantity: number
  unitPriceCents: number
  /** Units taken from stock (0 for unlimited variants); given back on release. */
  stockTaken: number
  additionalFields: string | null
  position: number
}

export interface PaymentsTable {
  id: string
  orderId: string
  subscriptionId: string | null
  provider: string
  /** authorized | captured | declined | refunded | due */
  status: string
  amountCents: number
  currency: string
  providerReference: string | null
  cardLast4: string | null
  idempotencyKey: string
  createdAt: string
}

export interface GiftCardsTable {
  id: string
  websiteId: string
  code: string
  currency: string
  initialCents: number
  balanceCents: number
  orderId: string | null
  recipientEmail: string | null
  deliverAt: string | null
  createdAt: string
}

export interface GiftCardLedgerTable {
  id: string
  giftCardId: string
  orderId: string | null
  /** Negative when spent, positive when given back. */
  amountCents: number
  reason: string
  createdAt: string
}

export interface CouponRedemptionsTable {
  id: string
  websiteId: string
  code: string
  orderId: string
  email: string
  createdAt: string
}

export interface SubscriptionsTable {
  id: string
  websiteId: string
  orderId: string
  email: string
  itemId: string
  sku: string
  title: string
  quantity: number
  amountCents: number
  currency: string
  billingPeriod: JsonColumn
  numBillingCycles: number
  cyclesBilled: number
  provider: string
  /** The provider's reusable payment token, never a card number. */
  paymentToken: string | null
  /** active | past_due | cancelled | completed */
  status: string
  startedAt: string
  nextBillingAt: string | null
  failedAttempts: Generated<number>
  endedAt: string | null
  updatedAt: string
}

export interface SubscriptionRenewalsTable {
  id: string
  subscriptionId: string
  cycle: number
  attempt: number
  /** succeeded | failed */
  status: string
  amountCents: number
  createdAt: string
}

export interface DownloadGrantsTable {
  id: string
  orderId: string
  itemId: string
  title: string
  downloads: Generated<number>
  maxDownloads: number
  expiresAt: string
  createdAt: string
}

/** The tables of migration 0005 (orders, payments, gift cards, subscriptions, downloads). */
export interface Database {
  checkoutSettings: CheckoutSettingsTable
  orders: OrdersTable
  orderLines: OrderLinesTable
  payments: PaymentsTable
  giftCards: GiftCardsTable
  giftCardLedger: GiftCardLedgerTable
  couponRedemptions: CouponRedemptionsTable
  subscriptions: SubscriptionsTable
  subscriptionRenewals: SubscriptionRenewalsTable
  downloadGrants: DownloadGrantsTable
}

/** The columns of migration 0006 (order fulfilment). */
export interface OrdersTable {
  /** unfulfilled | fulfilled | not-required (nothing to ship) */
  fulfillmentStatus: Generated<string>
  trackingNumber: string | null
  fulfilledAt: string | null
}

/** The table of migration 0011 (attempt counters of the limits shared across processes). */
export interface AttemptCountersTable {
  bucket: string
  keyHash: string
  /** ISO time the current window opened. */
  windowStart: string
  attempts: number
}

export interface Database {
  attemptCounters: AttemptCountersTable
}

export interface OrderEventsTable {
  id: string
  orderId: string
  /** placed | paid | fulfilled | refunded | cancelled | note | confirmation-resent */
  kind: string
  message: string
  data: JsonColumn | null
  actor: string | null
  createdAt: string
}

export interface OrderSearchTermsTable {
  websiteId: string
  /** A lower-cased word of the customer's name, or the email. */
  term: string
  orderId: string
}

/** The tables and columns of migrations 0020 and 0021 (the orders back office). */
export interface Database {
  orderEvents: OrderEventsTable
  orderSearchTerms: OrderSearchTermsTable
}

export interface OrdersTable {
  refundedCents: Generated<number>
  /** "First Last" of the shipping (else billing) address, for the back office's search. */
  customerName: Generated<string>
  cancelledAt: Generated<string | null>
}

export interface OrderLinesTable {
  fulfilledQuantity: Generated<number>
  refundedQuantity: Generated<number>
  /** Units given back to stock by a refund or a cancellation. */
  restockedQuantity: Generated<number>
}

/** The tables of migration 0030 (analytics). */
export interface AnalyticsEventsTable {
  id: string
  websiteId: string
  at: string
  day: string
  /** pageview | search | heartbeat | audio | video | event | vital | error | order */
  kind: string
  name: string
  visitorHash: string
  sessionId: string
  path: string
  referrer: string
  utmSource: string
  utmMedium: string
  utmCampaign: string
  device: string
  browser: string
  value: number
  data: string
  /** The visitor's experiment assignments (`name=variant&…`, migration 0050); '' for none. */
  experiments: Generated<string>
}

/** The owner's experiments and feature toggles (migration 0050). */
export interface AnalyticsFeaturesTable {
  websiteId: string
  name: string
  experimentType: string
  /** JSON: [{ name, weight }] */
  variants: string
  segmentName: string
  template: string
  createdAt: string
  updatedAt: string
  endedAt: string | null
}

export interface AnalyticsDailyTable {
  websiteId: string
  day: string
  metric: string
  dimension: string
  value: number
  extra: number
}

export interface AnalyticsSaltsTable {
  day: string
  salt: string
}

export interface AnalyticsSettingsTable {
  websiteId: string
  document: string
  updatedAt: string
}

export interface Database {
  analyticsEvents: AnalyticsEventsTable
  analyticsDaily: AnalyticsDailyTable
  analyticsSalts: AnalyticsSaltsTable
  analyticsSettings: AnalyticsSettingsTable
  analyticsFeatures: AnalyticsFeaturesTable
}

/** The column of migration 0012: the generation of a site user's derived CART token. */
export interface CartsTable {
  tokenEpoch: Generated<number>
}

/** Who belongs to which website, with the SPEC §3 contributor role code (migration 0015). */
export interface WebsiteMembersTable {
  websiteId: string
  userId: string
  role: number
  createdAt: string
}

/** An invitation to join a website; only the SHA-256 of the mailed token is kept. */
export interface MemberInvitationsTable {
  id: string
  websiteId: string
  email: string
  role: number
  tokenHash: string
  invitedBy: string | null
  createdAt: string
  expiresAt: string
  acceptedAt: string | null
  revokedAt: string | null
}

/** One successful state-changing owner call. */
export interface AuditLogTable {
  id: string
  websiteId: string
  userId: string | null
  userEmail: string
  method: string
  route: string
  summary: string
  status: number
  createdAt: string
}

/** The tables of migration 0015 (memberships, invitations, audit log). */
export interface Database {
  websiteMembers: WebsiteMembersTable
  memberInvitations: MemberInvitationsTable
  auditLog: AuditLogTable
}

/** The column of migration 0022: a disabled gift card cannot be spent. */
export interface GiftCardsTable {
  disabledAt: Generated<string | null>
}
