import type {
  UsersTable,
  SessionsTable,
  WebsiteMembersTable,
  MemberInvitationsTable,
  AuditLogTable,
  AttemptCountersTable,
  AppSecretsTable,
} from './tables/account-tables.js'
import type {
  AnalyticsEventsTable,
  AnalyticsFeaturesTable,
  AnalyticsDailyTable,
  AnalyticsSaltsTable,
  AnalyticsSettingsTable,
} from './tables/analytics-tables.js'
import type {
  CartsTable,
  CartEntriesTable,
  CartReminderSettingsTable,
  CartRemindersTable,
} from './tables/cart-tables.js'
import type {
  FormsTable,
  FormSubmissionKeysTable,
  FormSubmissionsTable,
} from './tables/form-tables.js'
import type { GiftCardsTable, GiftCardLedgerTable } from './tables/gift-card-tables.js'
import type {
  OutboxTable,
  MailTemplatesTable,
  MailingListsTable,
  MailingListSubscribersTable,
  MailingCampaignsTable,
  MailingCampaignSendsTable,
  MailingListDeletionsTable,
  RestockSignupsTable,
} from './tables/mail-tables.js'
import type {
  CheckoutSettingsTable,
  OrdersTable,
  OrderLinesTable,
  PaymentsTable,
  CouponRedemptionsTable,
  DownloadGrantsTable,
  OrderEventsTable,
  OrderSearchTermsTable,
} from './tables/order-tables.js'
import type { PaymentAccountsTable, PaymentEventsTable } from './tables/payment-tables.js'
import type { DonationsTable } from './tables/donation-tables.js'
import type { MonthlyGiftsTable } from './tables/monthly-gift-tables.js'
import type {
  WebsitesTable,
  DomainsTable,
  CollectionsTable,
  ItemsTable,
  ProductVariantsTable,
  NavigationTable,
  FilesTable,
  SiteHeaderFooterTable,
  SiteStylesTable,
  TaxonomyNamesTable,
  StoreCategoriesTable,
} from './tables/site-tables.js'
import type { SubscriptionsTable, SubscriptionRenewalsTable } from './tables/subscription-tables.js'

/**
 * Every table as Kysely sees it (camelCase; the CamelCasePlugin maps to snake_case columns). Each
 * table's shape lives in `tables/`, beside the others of its area; column conventions in
 * `column-types.ts`. Side tables known only to their users are added with `withTables`
 * (`site-user-tables.ts`).
 */
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
  cartReminderSettings: CartReminderSettingsTable
  cartReminders: CartRemindersTable
  appSecrets: AppSecretsTable
  outbox: OutboxTable
  mailTemplates: MailTemplatesTable
  formSubmissionKeys: FormSubmissionKeysTable
  formSubmissions: FormSubmissionsTable
  mailingLists: MailingListsTable
  mailingListSubscribers: MailingListSubscribersTable
  mailingCampaigns: MailingCampaignsTable
  mailingCampaignSends: MailingCampaignSendsTable
  mailingListDeletions: MailingListDeletionsTable
  restockSignups: RestockSignupsTable
  siteStyles: SiteStylesTable
  taxonomyNames: TaxonomyNamesTable
  storeCategories: StoreCategoriesTable
  checkoutSettings: CheckoutSettingsTable
  orders: OrdersTable
  orderLines: OrderLinesTable
  payments: PaymentsTable
  paymentAccounts: PaymentAccountsTable
  paymentEvents: PaymentEventsTable
  donations: DonationsTable
  monthlyGifts: MonthlyGiftsTable
  giftCards: GiftCardsTable
  giftCardLedger: GiftCardLedgerTable
  couponRedemptions: CouponRedemptionsTable
  subscriptions: SubscriptionsTable
  subscriptionRenewals: SubscriptionRenewalsTable
  downloadGrants: DownloadGrantsTable
  attemptCounters: AttemptCountersTable
  orderEvents: OrderEventsTable
  orderSearchTerms: OrderSearchTermsTable
  analyticsEvents: AnalyticsEventsTable
  analyticsDaily: AnalyticsDailyTable
  analyticsSalts: AnalyticsSaltsTable
  analyticsSettings: AnalyticsSettingsTable
  analyticsFeatures: AnalyticsFeaturesTable
  websiteMembers: WebsiteMembersTable
  memberInvitations: MemberInvitationsTable
  auditLog: AuditLogTable
}
