import { failure, type Failure } from '../errors/failure.js'
import type { PaymentSource } from '../payments/payment-provider.js'
import { savedCardsStrings as strings } from './saved-cards-strings.js'
import { withSavedCardsTables } from './saved-cards-tables.js'
import {
  findAccountCard,
  linkSavedCard,
  providerNamed,
  renewingStatuses,
  type CardOwner,
  type SavedCardsDeps,
} from './saved-payment-methods.js'

/** How the new card of a subscription is given. */
export type CardChoice =
  /** A card the account saved already. */
  | { savedCardId: string }
  /** The test provider's card token (tokenized in the browser). */
  | { token: string }
  /** A Stripe SetupIntent the browser confirmed (`stripe.confirmSetup`). */
  | { setupIntent: string }

/** The account's subscription (placed signed in, or under its email), or undefined. */
async function accountSubscription(deps: SavedCardsDeps, owner: CardOwner, id: string) {
  return deps.storage.db
    .selectFrom('subscriptions')
    .innerJoin('orders', 'orders.id', 'subscriptions.orderId')
    .leftJoin('carts', 'carts.id', 'orders.cartId')
    .select(['subscriptions.id', 'subscriptions.provider', 'subscriptions.status'])
    .where('subscriptions.id', '=', id)
    .where('subscriptions.websiteId', '=', owner.websiteId)
    .where((eb) =>
      eb.or([eb('carts.siteUserId', '=', owner.id), eb('orders.email', '=', owner.email)]),
    )
    .executeTakeFirst()
}

/**
 * Starts saving a new card with a provider whose browser confirms it (Stripe: a SetupIntent for
 * the account's Stripe customer, the browser then calls `stripe.confirmSetup`).
 */
export async function startCardSetup(
  deps: SavedCardsDeps,
  owner: CardOwner,
  idempotencyKey: string,
): Promise<
  { ok: true; clientSecret: string; reference: string; publishableKey: string } | Failure
> {
  const provider = await deps.stripeFor?.(owner.websiteId)
  if (provider?.savedMethods === undefined) return failure('not-found', strings.providerOff)
  const known = await withSavedCardsTables(deps.storage.db)
    .selectFrom('savedPaymentMethods')
    .select('token')
    .where('siteUserId', '=', owner.id)
    .where('provider', '=', 'stripe')
    .orderBy('createdAt', 'asc')
    .executeTakeFirst()
  const setup = await provider.savedMethods.setUp({
    email: owner.email,
    accountRef: owner.id,
    idempotencyKey: `${owner.id}:setup:${idempotencyKey}`,
    source: { kind: 'none' },
    ...(known === undefined ? {} : { sameCustomerAs: known.token }),
  })
  if (setup.status !== 'requires_action') return failure('invalid-input', strings.setupRefused)
  return {
    ok: true,
    clientSecret: setup.clientSecret,
    reference: setup.reference,
    publishableKey: provider.browserKey ?? '',
  }
}

/**
 * Changes the card a subscription renews with (from the account page): a saved card of the
 * account, a new test card (its token saved through the provider) or a Stripe SetupIntent the
 * browser confirmed (retrieved from Stripe: only a setup Stripe says succeeded, for this account,
 * counts). A new card is saved to the account too. The next renewal charges it.
 */
export async function changeSubscriptionCard(
  deps: SavedCardsDeps,
  owner: CardOwner,
  subscriptionId: string,
  choice: CardChoice,
): Promise<{ ok: true; cardId: string } | Failure> {
  const subscription = await accountSubscription(deps, owner, subscriptionId)
  if (subscription === undefined) return failure('not-found', strings.subscriptionNotFound)
  if (!(renewingStatuses as readonly string[]).includes(subscription.status)) {
    return failure('conflict', strings.subscriptionEnded)
  }
  let token: string
  let cardId: string
  if ('savedCardId' in choice) {
    const card = await findAccountCard(deps.storage.db, owner, choice.savedCardId)
    if (card === undefined) return failure('not-found', strings.cardNotFound)
    if (card.provider !== subscription.provider) {
      return failure('invalid-input', strings.otherProvider)
    }
    token = card.token
    cardId = card.id
  } else {
    const saved = await saveNewCard(deps, owner, subscription.provider, choice)
    if (!saved.ok) return saved
    token = saved.token
    cardId = saved.cardId
  }
  await deps.storage.db
    .updateTable('subscriptions')
    .set({ paymentToken: token, updatedAt: deps.now().toISOString() })
    .where('id', '=', subscription.id)
    .execute()
  return { ok: true, cardId }
}

/** Saves a new card to the account through its provider (no money moves). */
export async function saveNewCard(
  deps: SavedCardsDeps,
  owner: CardOwner,
  providerName: string,
  choice: { token: string } | { setupIntent: string },
): Promise<{ ok: true; token: string; cardId: string } | Failure> {
  const name = 'setupIntent' in choice ? 'stripe' : 'test'
  if (name !== providerName) return failure('invalid-input', strings.otherProvider)
  const provider = await providerNamed(deps, owner.websiteId, name)
  const methods = provider?.savedMethods
  if (methods === undefined) return failure('not-found', strings.providerOff)
  const source: PaymentSource =
    'token' in choice ? { kind: 'token', token: choice.token } : { kind: 'none' }
  const setup =
    'setupIntent' in choice
      ? await methods.setupResult(choice.setupIntent, owner.id)
      : await methods.setUp({
          email: owner.email,
          accountRef: owner.id,
          idempotencyKey: `${owner.id}:setup`,
          source,
        })
  if (setup.status !== 'succeeded') {
    return failure(
      'payment-declined',
      setup.status === 'failed' ? setup.message : strings.setupRefused,
    )
  }
  await linkSavedCard(deps.storage.db, {
    siteUserId: owner.id,
    websiteId: owner.websiteId,
    provider: name,
    token: setup.token,
    now: deps.now(),
  })
  const row = await withSavedCardsTables(deps.storage.db)
    .selectFrom('savedPaymentMethods')
    .select('id')
    .where('siteUserId', '=', owner.id)
    .where('token', '=', setup.token)
    .executeTakeFirstOrThrow()
  return { ok: true, token: setup.token, cardId: row.id }
}
