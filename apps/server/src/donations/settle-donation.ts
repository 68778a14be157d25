import type { Mailer } from '../mail/mailer.js'
import { siteBaseUrl } from '../mail/site-base-url.js'
import type { PaymentProvider, PaymentSession } from '../payments/payment-provider.js'
import type { Storage } from '../storage/open-storage.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { siteDate } from '../checkout/order-presentation.js'
import { donationReceiptMail } from './donation-receipt-mail.js'
import { donationConfirmedPath, donationLinkSecret, donationToken } from './donation-token.js'
import { findDonationByReference } from './donations-store.js'
import { monthlyGiftCancelPath, monthlyGiftCancelToken } from './monthly-gift-link.js'
import type { DonationRow } from './donations-store.js'

export interface DonationDeps {
  storage: Storage
  now: () => Date
  mailer: Mailer
}

/**
 * A gift becomes paid only here, when the provider said the money was captured (its answer at
 * once, its webhook, or a retrieval), with the amount and currency of the gift; once, from
 * `pending`, and its receipt is queued in the same transaction. A failed or cancelled session
 * marks the gift failed. Anything else leaves it pending.
 */
export async function settleDonation(
  deps: DonationDeps,
  donation: DonationRow,
  session: PaymentSession,
): Promise<void> {
  const at = deps.now().toISOString()
  const { storage } = deps
  if (session.status === 'failed' || session.status === 'cancelled') {
    await storage.db
      .updateTable('donations')
      .set({ status: 'failed' })
      .where('id', '=', donation.id)
      .where('status', '=', 'pending')
      .execute()
    return
  }
  if (
    session.status !== 'captured' ||
    session.amountCents !== donation.amountCents ||
    session.currency.toUpperCase() !== donation.currency.toUpperCase()
  ) {
    return
  }
  const site = await storage.db
    .selectFrom('websites')
    .select(['title', 'timeZone', 'settings'])
    .where('id', '=', donation.websiteId)
    .executeTakeFirstOrThrow()
  const baseUrl = await siteBaseUrl(storage, donation.websiteId)
  const secret = await donationLinkSecret(storage.db)
  const locale = storage.dialect.decodeJson<{ locale?: string }>(site.settings).locale ?? 'en-US'
  await writeTransaction(storage, async (trx) => {
    const paid = await trx
      .updateTable('donations')
      .set({ status: 'paid', paidAt: at, providerReference: session.reference })
      .where('id', '=', donation.id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (paid.numUpdatedRows !== 1n) return
    if (donation.monthlyGiftId !== null && session.paymentToken !== undefined) {
      // The first gift of a monthly gift: the card saved for the next months makes it active.
      await trx
        .updateTable('monthlyGifts')
        .set({ status: 'active', paymentToken: session.paymentToken })
        .where('id', '=', donation.monthlyGiftId)
        .where('status', '=', 'pending')
        .execute()
    }
    await deps.mailer.send(
      donationReceiptMail({
        websiteId: donation.websiteId,
        siteTitle: site.title,
        to: donation.email,
        amountCents: donation.amountCents,
        currency: donation.currency,
        date: siteDate(at, locale, site.timeZone),
        url: `${baseUrl}${donationConfirmedPath(donationToken(secret, donation.id))}`,
        cancelUrl:
          donation.monthlyGiftId === null
            ? undefined
            : `${baseUrl}${monthlyGiftCancelPath(monthlyGiftCancelToken(secret, donation.monthlyGiftId))}`,
      }),
      trx,
    )
  })
}

/**
 * The provider's word on a gift it knows by reference (a webhook, the return URL): the session
 * is retrieved, never taken from the event or the browser. False when no gift has the reference.
 */
export async function settleDonationFromProvider(
  deps: DonationDeps,
  provider: PaymentProvider,
  websiteId: string,
  reference: string,
): Promise<boolean> {
  const donation = await findDonationByReference(
    deps.storage.db,
    websiteId,
    provider.name,
    reference,
  )
  if (donation === undefined) return false
  if (donation.status === 'pending') {
    await settleDonation(deps, donation, await provider.retrieve(reference))
  }
  return true
}
