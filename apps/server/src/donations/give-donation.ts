import { cardFailureMessage, fillTemplate, formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import { Limits, isValidEmail, normaliseEmail } from '@atelier/schema'
import type { DonationBlockValue } from '@atelier/schema'
import { failure } from '../errors/failure.js'
import type { OrderFailure } from '../errors/order-failure.js'
import { invalidFields } from '../errors/order-failure.js'
import type { PaymentProvider, PaymentSource } from '../payments/payment-provider.js'
import { paymentStrings } from '../payments/payment-strings.js'
import { newId } from '../storage/new-id.js'
import { checkDonationAmount } from './donation-amount.js'
import { donationStrings as strings } from './donation-strings.js'
import {
  donationConfirmedPath,
  donationLinkSecret,
  donationToken,
  hashDonationToken,
} from './donation-token.js'
import { findDonation, findDonationByKey } from './donations-store.js'
import { monthlyChargeDate } from './monthly-gifts-store.js'
import type { DonationRow } from './donations-store.js'
import { settleDonation } from './settle-donation.js'
import type { DonationDeps } from './settle-donation.js'

export interface DonationRequest {
  blockId: string
  amountCents: unknown
  email: string
  name: string
  monthly: boolean
  idempotencyKey: string
  payment: { provider: 'test'; token: string } | { provider: 'stripe' }
}

export interface GivenDonation {
  donation: { id: string; amountCents: number; currency: string; status: string; testMode: boolean }
  confirmationUrl: string
  /** What the browser confirms a Stripe payment with; the gift stays pending until Stripe says. */
  payment?: { provider: 'stripe'; clientSecret: string; publishableKey: string }
}

export type GiveDonationResult = ({ ok: true } & GivenDonation) | OrderFailure

/**
 * A gift through a donation block, paid through the same payment sessions as an order: the amount
 * is checked against the block the site publishes (never trusted from the request alone), the gift
 * is written pending, the provider's session opened (no transaction open), and the gift is paid
 * only when the provider captured it — at once for the test card, later by Stripe's webhook or a
 * retrieval for Stripe. The same idempotency key answers with the same gift.
 */
export async function giveDonation(
  deps: DonationDeps & { provider: PaymentProvider | undefined },
  input: {
    site: { id: string; currency: string }
    block: DonationBlockValue | undefined
    body: DonationRequest
  },
): Promise<GiveDonationResult> {
  const { body, site } = input
  const { storage } = deps
  const existing = await findDonationByKey(storage.db, site.id, body.idempotencyKey)
  if (existing !== undefined) return answer(deps, existing, undefined)

  if (input.block === undefined) return invalidFields({ blockId: strings.blockNotFound })
  const amount = checkDonationAmount(input.block, body.amountCents)
  if (!amount.ok) {
    const message =
      amount.reason === 'too-large'
        ? fillTemplate(strings.amountTooLarge, {
            max: formatMoney(Limits.amountMaxCents, site.currency as CurrencyCode),
          })
        : amount.reason === 'not-offered'
          ? strings.amountNotOffered
          : strings.amountInvalid
    return invalidFields({ amountCents: message })
  }
  // A monthly gift only where the block offers it (the card is saved for the next months).
  if (body.monthly && !input.block.offerMonthly) {
    return invalidFields({ monthly: strings.monthlyNotOffered })
  }
  const email = body.email.trim()
  if (!isValidEmail(email)) return invalidFields({ email: strings.emailInvalid })
  const name = body.name.trim()
  if (name.length > 200) return invalidFields({ name: strings.nameTooLong })
  const provider = deps.provider
  if (provider === undefined) {
    return invalidFields({ 'payment.provider': paymentStrings.stripeOff })
  }

  const id = newId()
  const secret = await donationLinkSecret(storage.db)
  const token = donationToken(secret, id)
  const monthlyGiftId = body.monthly ? newId() : null
  const row: DonationRow = {
    id,
    monthlyGiftId,
    websiteId: site.id,
    blockId: body.blockId,
    tokenHash: hashDonationToken(token),
    idempotencyKey: body.idempotencyKey,
    email: normaliseEmail(email),
    name,
    amountCents: amount.amountCents,
    currency: site.currency,
    provider: provider.name,
    providerReference: null,
    status: 'pending',
    testMode: provider.testMode ? 1 : 0,
    createdAt: deps.now().toISOString(),
    paidAt: null,
  }
  try {
    await storage.db.insertInto('donations').values(row).execute()
  } catch (error) {
    // A request with the same key won the unique key meanwhile: answer with its gift.
    const raced = await findDonationByKey(storage.db, site.id, body.idempotencyKey)
    if (raced !== undefined) return answer(deps, raced, undefined)
    throw error
  }
  if (monthlyGiftId !== null) {
    // Pending until the first gift is paid (`settleDonation` makes it active with the saved card).
    const startedAt = row.createdAt
    await storage.db
      .insertInto('monthlyGifts')
      .values({
        id: monthlyGiftId,
        websiteId: site.id,
        blockId: body.blockId,
        email: row.email,
        name,
        amountCents: row.amountCents,
        currency: row.currency,
        provider: provider.name,
        paymentToken: null,
        status: 'pending',
        monthsCharged: 1,
        startedAt,
        nextChargeAt: monthlyChargeDate(startedAt, 1),
        testMode: row.testMode,
        cancelledAt: null,
      })
      .execute()
  }

  const source: PaymentSource =
    body.payment.provider === 'test'
      ? { kind: 'token', token: body.payment.token }
      : { kind: 'none' }
  let session = await provider.initiate({
    amountCents: row.amountCents,
    currency: row.currency,
    orderReference: id,
    idempotencyKey: `${id}:authorize`,
    customer: { email: row.email },
    source,
    // A monthly gift: the giver agreed to the later charges (the form's consent line).
    ...(body.monthly ? { savePaymentMethod: true } : {}),
  })
  await storage.db
    .updateTable('donations')
    .set({ providerReference: session.reference })
    .where('id', '=', id)
    .execute()
  if (session.status === 'authorized') {
    const saved = session.paymentToken
    session = await provider.capture(session.reference, `${id}:capture`)
    if (saved !== undefined) session = { paymentToken: saved, ...session }
  }
  await settleDonation(deps, { ...row, providerReference: session.reference }, session)
  if (session.status === 'failed' || session.status === 'cancelled') {
    return failure('payment-declined', session.failure?.message ?? cardFailureMessage('declined'))
  }
  const saved = (await findDonation(storage.db, id)) ?? row
  return answer(
    deps,
    saved,
    session.clientSecret === undefined
      ? undefined
      : {
          clientSecret: session.clientSecret,
          publishableKey: provider.browserKey ?? '',
        },
  )
}

async function answer(
  deps: DonationDeps,
  donation: DonationRow,
  stripe: { clientSecret: string; publishableKey: string } | undefined,
): Promise<{ ok: true } & GivenDonation> {
  const token = donationToken(await donationLinkSecret(deps.storage.db), donation.id)
  return {
    ok: true,
    donation: {
      id: donation.id,
      amountCents: donation.amountCents,
      currency: donation.currency,
      status: donation.status,
      testMode: donation.testMode === 1,
    },
    confirmationUrl: donationConfirmedPath(token),
    ...(stripe === undefined || donation.status !== 'pending'
      ? {}
      : { payment: { provider: 'stripe' as const, ...stripe } }),
  }
}
