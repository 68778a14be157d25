import { siteBaseUrl } from '../mail/site-base-url.js'
import type { PaymentProvider, PaymentProviders } from '../payments/payment-provider.js'
import { newId } from '../storage/new-id.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { donationLinkSecret, donationToken, hashDonationToken } from './donation-token.js'
import type { DonationRow } from './donations-store.js'
import { monthlyGiftFailedMail } from './monthly-gift-failed-mail.js'
import { monthlyChargeDate } from './monthly-gifts-store.js'
import type { MonthlyGiftRow } from './monthly-gifts-store.js'
import { settleDonation } from './settle-donation.js'
import type { DonationDeps } from './settle-donation.js'

export interface MonthlyGiftDeps extends DonationDeps {
  providers: PaymentProviders
  stripeFor?: ((websiteId: string) => Promise<PaymentProvider | undefined>) | undefined
}

export interface MonthlyGiftTick {
  charged: number
  failed: number
}

/**
 * Worker step: charges every active monthly gift that is due, off-session with the card saved at
 * the first gift. Each month is claimed first (the gift's month count moves on only from the
 * month read), so two runs never charge a month twice, and the provider's idempotency key is the
 * gift's and the month's. Each charge is a gift of its own in `donations`, paid (with its receipt
 * and cancel link) only when the provider captured it. A declined charge stops the gift
 * (`failed`, no retries) and mails the giver once.
 */
export async function chargeDueMonthlyGifts(
  deps: MonthlyGiftDeps,
  now: Date,
): Promise<MonthlyGiftTick> {
  const due = await deps.storage.db
    .selectFrom('monthlyGifts')
    .selectAll()
    .where('status', '=', 'active')
    .where('nextChargeAt', '<=', now.toISOString())
    .limit(50)
    .execute()
  const tick: MonthlyGiftTick = { charged: 0, failed: 0 }
  for (const gift of due) {
    const outcome = await chargeMonth(deps, gift, now)
    if (outcome === 'charged') tick.charged += 1
    if (outcome === 'failed') tick.failed += 1
  }
  return tick
}

async function chargeMonth(
  deps: MonthlyGiftDeps,
  gift: MonthlyGiftRow,
  now: Date,
): Promise<'charged' | 'failed' | 'skipped' | 'pending'> {
  const { storage } = deps
  const month = gift.monthsCharged
  const claimed = await storage.db
    .updateTable('monthlyGifts')
    .set({ monthsCharged: month + 1, nextChargeAt: monthlyChargeDate(gift.startedAt, month + 1) })
    .where('id', '=', gift.id)
    .where('status', '=', 'active')
    .where('monthsCharged', '=', month)
    .executeTakeFirst()
  if (claimed.numUpdatedRows !== 1n) return 'skipped'
  const provider =
    gift.provider === 'stripe' ? await deps.stripeFor?.(gift.websiteId) : deps.providers.test
  const id = newId()
  const key = `monthly:${gift.id}:${month}`
  const row: DonationRow = {
    id,
    websiteId: gift.websiteId,
    blockId: gift.blockId,
    tokenHash: hashDonationToken(donationToken(await donationLinkSecret(storage.db), id)),
    idempotencyKey: key,
    email: gift.email,
    name: gift.name,
    amountCents: gift.amountCents,
    currency: gift.currency,
    provider: gift.provider,
    providerReference: null,
    status: 'pending',
    testMode: gift.testMode,
    createdAt: now.toISOString(),
    paidAt: null,
    monthlyGiftId: gift.id,
  }
  await storage.db.insertInto('donations').values(row).execute()
  if (provider === undefined || gift.paymentToken === null) {
    await storage.db
      .updateTable('donations')
      .set({ status: 'failed' })
      .where('id', '=', id)
      .execute()
    await failGift(deps, gift)
    return 'failed'
  }
  let session = await provider.initiate({
    amountCents: gift.amountCents,
    currency: gift.currency,
    orderReference: id,
    idempotencyKey: `${key}:authorize`,
    customer: { email: gift.email },
    source: { kind: 'token', token: gift.paymentToken },
    offSession: true,
  })
  await storage.db
    .updateTable('donations')
    .set({ providerReference: session.reference })
    .where('id', '=', id)
    .execute()
  if (session.status === 'authorized') {
    session = await provider.capture(session.reference, `${key}:capture`)
  }
  await settleDonation(deps, { ...row, providerReference: session.reference }, session)
  if (session.status === 'failed' || session.status === 'cancelled') {
    await failGift(deps, gift)
    return 'failed'
  }
  return session.status === 'captured' ? 'charged' : 'pending'
}

/** Marks the gift failed and mails the giver, once (only the update that made it failed mails). */
async function failGift(deps: MonthlyGiftDeps, gift: MonthlyGiftRow): Promise<void> {
  const { storage } = deps
  const site = await storage.db
    .selectFrom('websites')
    .select(['title'])
    .where('id', '=', gift.websiteId)
    .executeTakeFirstOrThrow()
  const baseUrl = await siteBaseUrl(storage, gift.websiteId)
  await writeTransaction(storage, async (trx) => {
    const failed = await trx
      .updateTable('monthlyGifts')
      .set({ status: 'failed' })
      .where('id', '=', gift.id)
      .where('status', '=', 'active')
      .executeTakeFirst()
    if (failed.numUpdatedRows !== 1n) return
    await deps.mailer.send(
      monthlyGiftFailedMail({
        websiteId: gift.websiteId,
        siteTitle: site.title,
        to: gift.email,
        amountCents: gift.amountCents,
        currency: gift.currency,
        donateUrl: `${baseUrl}/donate?block=${encodeURIComponent(gift.blockId)}`,
      }),
      trx,
    )
  })
}
