import type Stripe from 'stripe'
import type { CardSetup, SavedCard, SavedMethods } from '../payment-provider.js'
import { paymentStrings } from '../payment-strings.js'

/** The metadata key naming the customer account a SetupIntent (or its Customer) was made for. */
export const accountMetadataKey = 'atelier_account'

/** A saved Stripe card as Atelier keeps it: `<customer>/<payment method>`, never card data. */
export function savedToken(customer: string, paymentMethod: string): string {
  return `${customer}/${paymentMethod}`
}

export function readSavedToken(
  token: string,
): { customer: string; paymentMethod: string } | undefined {
  const match = /^(cus_\w+)\/(pm_\w+)$/.exec(token)
  return match === null
    ? undefined
    : { customer: match[1] as string, paymentMethod: match[2] as string }
}

/**
 * A customer account's saved Stripe cards: the PaymentMethods attached to its Customers (Stripe's
 * "List a Customer's PaymentMethods", `GET /v1/customers/:id/payment_methods`), detached with
 * `POST /v1/payment_methods/:id/detach`; the default is Atelier's own record, mirrored to the
 * Customer's `invoice_settings.default_payment_method` (`POST /v1/customers/:id`). A new card is
 * saved by a SetupIntent (`usage: 'off_session'`) the browser confirms with the Payment Element
 * (`stripe.confirmSetup`); its outcome is then retrieved from Stripe, and counts only for the
 * account named in its metadata.
 */
export function stripeSavedMethods(stripe: Stripe): SavedMethods {
  return {
    async list(tokens) {
      const wanted = new Set(tokens)
      const customers = new Set(tokens.flatMap((token) => readSavedToken(token)?.customer ?? []))
      const cards: SavedCard[] = []
      for (const customer of customers) {
        const methods = await stripe.customers.listPaymentMethods(customer, {
          type: 'card',
          limit: 100,
        })
        for (const method of methods.data) {
          const token = savedToken(customer, method.id)
          if (!wanted.has(token) || method.card === undefined) continue
          cards.push({
            token,
            brand: method.card.brand,
            last4: method.card.last4,
            expMonth: method.card.exp_month,
            expYear: method.card.exp_year,
          })
        }
      }
      return tokens.flatMap((token) => cards.find((card) => card.token === token) ?? [])
    },
    async detach(token) {
      const saved = readSavedToken(token)
      if (saved === undefined) return
      try {
        await stripe.paymentMethods.detach(saved.paymentMethod)
      } catch (error) {
        // Already detached (at Stripe's dashboard): nothing left to forget.
        if ((error as { code?: string }).code !== 'resource_missing') throw error
      }
    },
    async setDefault(token) {
      const saved = readSavedToken(token)
      if (saved === undefined) return
      await stripe.customers.update(saved.customer, {
        invoice_settings: { default_payment_method: saved.paymentMethod },
      })
    },
    async setUp(input) {
      const known =
        input.sameCustomerAs === undefined ? undefined : readSavedToken(input.sameCustomerAs)
      const customer =
        known?.customer ??
        (
          await stripe.customers.create(
            { email: input.email, metadata: { [accountMetadataKey]: input.accountRef } },
            { idempotencyKey: `${input.idempotencyKey}:customer` },
          )
        ).id
      const intent = await stripe.setupIntents.create(
        {
          customer,
          usage: 'off_session',
          // Cards and wallets, no redirect: the account page confirms in place.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { [accountMetadataKey]: input.accountRef },
        },
        { idempotencyKey: input.idempotencyKey },
      )
      return {
        status: 'requires_action',
        reference: intent.id,
        clientSecret: intent.client_secret ?? '',
      }
    },
    async setupResult(reference, accountRef) {
      let intent: Stripe.SetupIntent
      try {
        intent = await stripe.setupIntents.retrieve(reference)
      } catch (error) {
        if ((error as { code?: string }).code === 'resource_missing') {
          return { status: 'failed', message: paymentStrings.savedCardMissing }
        }
        throw error
      }
      return setupOf(intent, accountRef)
    },
  }
}

function setupOf(intent: Stripe.SetupIntent, accountRef: string): CardSetup {
  if (intent.metadata?.[accountMetadataKey] !== accountRef) {
    return { status: 'failed', message: paymentStrings.savedCardMissing }
  }
  const method = typeof intent.payment_method === 'string' ? intent.payment_method : null
  const customer = typeof intent.customer === 'string' ? intent.customer : null
  if (intent.status === 'succeeded' && method !== null && customer !== null) {
    return { status: 'succeeded', token: savedToken(customer, method) }
  }
  return {
    status: 'failed',
    message: intent.last_setup_error?.message ?? paymentStrings.savedCardMissing,
  }
}
