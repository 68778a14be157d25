import type { Migration } from 'kysely'
import type { Dialect } from './dialect.js'
import { initialMigration } from './migrations/0001-initial.js'
import { cartsMigration } from './migrations/0002-carts.js'
import { formsMailMigration } from './migrations/0003-forms-mail.js'
import { editorMigration } from './migrations/0004-editor.js'
import { ordersMigration } from './migrations/0005-orders.js'
import { orderFulfillmentMigration } from './migrations/0006-order-fulfillment.js'
import { visitorLimitsMigration } from './migrations/0007-visitor-limits.js'
import { productWeightMigration } from './migrations/0008-product-weight.js'
import { siteUsersMigration } from './migrations/0009-site-users.js'
import { variantImageMigration } from './migrations/0010-variant-image.js'
import { attemptCountersMigration } from './migrations/0011-attempt-counters.js'
import { cartTokenEpochMigration } from './migrations/0012-cart-token-epoch.js'
import { websiteMembersMigration } from './migrations/0015-website-members.js'
import { orderBackOfficeMigration } from './migrations/0020-order-back-office.js'
import { orderSearchTermsMigration } from './migrations/0021-order-search-terms.js'
import { giftCardDisableMigration } from './migrations/0022-gift-card-disable.js'
import { productListIndexesMigration } from './migrations/0025-product-list-indexes.js'
import { productListCoveringIndexesMigration } from './migrations/0040-product-list-covering-indexes.js'
import { analyticsMigration } from './migrations/0030-analytics.js'
import { experimentsMigration } from './migrations/0050-experiments.js'
import { paymentAccountsMigration } from './migrations/0055-payment-accounts.js'
import { afterpayClearpayMigration } from './migrations/0092-afterpay-clearpay.js'
import { donationsMigration } from './migrations/0093-donations.js'
import { monthlyGiftsMigration } from './migrations/0111-monthly-gifts.js'
import { ownerNameMigration } from './migrations/0060-owner-name.js'
import { renewalFailuresMigration } from './migrations/0089-renewal-failures.js'
import { analyticsErrorOccurrencesMigration } from './migrations/0065-analytics-error-occurrences.js'
import { searchStemmingMigration } from './migrations/0070-search-stemming.js'
import { customerAccountsMigration } from './migrations/0080-customer-accounts.js'
import { memberAreasMigration } from './migrations/0086-member-areas.js'
import { siteUserAddressesMigration } from './migrations/0083-site-user-addresses.js'
import { siteUserAccountStateMigration } from './migrations/0084-site-user-account-state.js'
import { cartRecoveryMigration } from './migrations/0100-cart-recovery.js'
import { mailTemplatesMigration } from './migrations/0135-mail-templates.js'
import { savedPaymentMethodsMigration } from './migrations/0115-saved-payment-methods.js'
import { webhooksMigration } from './migrations/0145-webhooks.js'
import { lessonProgressMigration } from './migrations/0125-lesson-progress.js'
import { klarnaMigration } from './migrations/0110-klarna.js'
import { mailingCampaignsMigration } from './migrations/0140-mailing-campaigns.js'

/**
 * The ordered migrations. They are imported statically (not discovered on disk), so they are
 * compiled into `dist` with the rest of the server and found however it is started.
 */
export function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-carts': cartsMigration(dialect),
    '0003-forms-mail': formsMailMigration(dialect),
    '0004-editor': editorMigration(dialect),
    '0005-orders': ordersMigration(dialect),
    '0006-order-fulfillment': orderFulfillmentMigration(),
    '0007-visitor-limits': visitorLimitsMigration(),
    '0008-product-weight': productWeightMigration(),
    '0009-site-users': siteUsersMigration(),
    '0010-variant-image': variantImageMigration(),
    '0011-attempt-counters': attemptCountersMigration(),
    '0012-cart-token-epoch': cartTokenEpochMigration(),
    '0015-website-members': websiteMembersMigration(),
    '0020-order-back-office': orderBackOfficeMigration(dialect),
    '0021-order-search-terms': orderSearchTermsMigration(dialect),
    '0022-gift-card-disable': giftCardDisableMigration(),
    '0025-product-list-indexes': productListIndexesMigration(),
    '0030-analytics': analyticsMigration(),
    '0040-product-list-covering-indexes': productListCoveringIndexesMigration(),
    '0050-experiments': experimentsMigration(),
    '0055-payment-accounts': paymentAccountsMigration(),
    '0060-owner-name': ownerNameMigration(),
    '0065-analytics-error-occurrences': analyticsErrorOccurrencesMigration(),
    '0070-search-stemming': searchStemmingMigration(dialect),
    '0080-customer-accounts': customerAccountsMigration(),
    '0089-renewal-failures': renewalFailuresMigration(),
    '0092-afterpay-clearpay': afterpayClearpayMigration(),
    '0093-donations': donationsMigration(),
    '0111-monthly-gifts': monthlyGiftsMigration(),
    '0086-member-areas': memberAreasMigration(dialect),
    '0083-site-user-addresses': siteUserAddressesMigration(),
    '0084-site-user-account-state': siteUserAccountStateMigration(),
    '0100-cart-recovery': cartRecoveryMigration(),
    '0135-mail-templates': mailTemplatesMigration(),
    '0115-saved-payment-methods': savedPaymentMethodsMigration(),
    '0145-webhooks': webhooksMigration(),
    '0125-lesson-progress': lessonProgressMigration(),
    '0110-klarna': klarnaMigration(),
    '0140-mailing-campaigns': mailingCampaignsMigration(),
  }
}
