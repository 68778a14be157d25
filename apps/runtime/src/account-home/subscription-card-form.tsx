import { fillTemplate } from '@atelier/commerce'
import { useRef, useState } from 'preact/hooks'
import { tokenizeCard } from '../checkout/checkout-api.js'
import type { StripeSession } from '../checkout/stripe-payment-element.js'
import { StripeSetupElement } from './stripe-setup-element.js'
import { paymentMethodsStrings as strings } from './account-home-strings.js'
import {
  cardExpiry,
  cardName,
  paymentMethodsApi,
  type SavedCardView,
} from './payment-methods-api.js'

const newCard = 'new'
const cardFields = [
  ['number', strings.cardNumber, 'cc-number'],
  ['expMonth', strings.expiryMonth, 'cc-exp-month'],
  ['expYear', strings.expiryYear, 'cc-exp-year'],
  ['cvc', strings.securityCode, 'cc-csc'],
] as const

/**
 * Changes the card a subscription renews with: one of the saved cards, or a new card — the test
 * provider's card tokenized in the browser (its number goes to the token endpoint only, never to
 * the account call), or with Stripe a SetupIntent confirmed through the Payment Element
 * (`stripe.confirmSetup`), whose outcome the server retrieves from Stripe. The next renewal
 * charges the chosen card.
 */
export function SubscriptionCardForm(props: {
  readonly subscription: { id: string; title: string }
  readonly cards: readonly SavedCardView[]
  readonly current: SavedCardView | undefined
  readonly provider: 'test' | 'stripe'
  /** Stripe.js's URL and the site's publishable key, when new cards are saved through Stripe. */
  readonly stripe?: { scriptUrl: string; publishableKey: string } | undefined
  readonly onChanged: () => Promise<void>
}) {
  const stripeSession = useRef<StripeSession>()
  const { subscription, cards, current } = props
  const others = cards.filter((card) => card.id !== current?.id)
  const [choice, setChoice] = useState(others[0]?.id ?? newCard)
  const [card, setCard] = useState({ number: '', expMonth: '', expYear: '', cvc: '' })
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const id = `subscription-card-${subscription.id}`

  async function submit(event: Event) {
    event.preventDefault()
    setBusy(true)
    setError('')
    let body: { savedCardId: string } | { token: string } | { setupIntent: string }
    if (choice === newCard && props.provider === 'stripe') {
      const setupIntent = await confirmStripeSetup()
      if (setupIntent === undefined) {
        setBusy(false)
        return
      }
      body = { setupIntent }
    } else if (choice === newCard) {
      const token = await tokenizeCard(card)
      if (!token.ok) {
        const errors = (token.body as { errors?: Record<string, string> } | undefined)?.errors
        setError(Object.values(errors ?? {})[0] ?? strings.unavailable)
        setBusy(false)
        return
      }
      body = { token: token.data.token }
    } else {
      body = { savedCardId: choice }
    }
    const changed = await paymentMethodsApi.changeSubscriptionCard(subscription.id, body)
    setBusy(false)
    if (!changed.ok) {
      const message = (changed.body as { message?: unknown } | undefined)?.message
      setError(typeof message === 'string' ? message : strings.unavailable)
      return
    }
    setCard({ number: '', expMonth: '', expYear: '', cvc: '' })
    await props.onChanged()
  }

  /** Saves the Payment Element's card through a SetupIntent; answers its id, or shows why not. */
  async function confirmStripeSetup(): Promise<string | undefined> {
    const session = stripeSession.current
    const submitted = await session?.elements.submit()
    if (session === undefined || submitted?.error !== undefined) {
      setError(submitted?.error?.message ?? strings.unavailable)
      return undefined
    }
    const setup = await paymentMethodsApi.startSetup(crypto.randomUUID())
    if (!setup.ok) {
      setError(strings.unavailable)
      return undefined
    }
    const confirmed = await session.stripe.confirmSetup({
      elements: session.elements,
      clientSecret: setup.data.clientSecret,
      confirmParams: { return_url: location.href },
      redirect: 'if_required',
    })
    if (confirmed.error !== undefined || confirmed.setupIntent === undefined) {
      setError(confirmed.error?.message ?? strings.unavailable)
      return undefined
    }
    return confirmed.setupIntent.id
  }

  const stripeNew = choice === newCard && props.provider === 'stripe'
  const offerNew = props.provider === 'test' || props.stripe !== undefined
  return (
    <details class="account-subscription-card">
      <summary>{fillTemplate(strings.subscriptionCard, { title: subscription.title })}</summary>
      <form class="account-subscription-card__form" onSubmit={(event) => void submit(event)}>
        {current === undefined ? null : (
          <p class="account-card__meta">
            {fillTemplate(strings.renewsWith, {
              card: [cardName(current), cardExpiry(current)].filter(Boolean).join(', '),
            })}
          </p>
        )}
        <div class="checkout-field">
          <label for={`${id}-choice`}>{strings.chooseCard}</label>
          <select
            id={`${id}-choice`}
            value={choice}
            onChange={(event) => setChoice((event.target as HTMLSelectElement).value)}
          >
            {others.map((saved) => (
              <option key={saved.id} value={saved.id}>
                {cardName(saved)} {cardExpiry(saved)}
              </option>
            ))}
            {offerNew ? <option value={newCard}>{strings.newCard}</option> : null}
          </select>
        </div>
        {stripeNew && props.stripe !== undefined ? (
          <StripeSetupElement
            {...props.stripe}
            onReady={(session) => {
              stripeSession.current = session
            }}
          />
        ) : null}
        {choice === newCard && props.provider === 'test'
          ? cardFields.map(([field, label, autoComplete]) => (
              <div key={field} class="checkout-field">
                <label for={`${id}-${field}`}>{label}</label>
                <input
                  id={`${id}-${field}`}
                  inputMode="numeric"
                  autoComplete={autoComplete}
                  value={card[field]}
                  onInput={(event) =>
                    setCard({ ...card, [field]: (event.target as HTMLInputElement).value })
                  }
                />
              </div>
            ))
          : null}
        {error === '' ? null : (
          <p class="account-address-form__message" role="alert">
            {error}
          </p>
        )}
        <button
          type="submit"
          class="button button--primary button--small"
          disabled={busy || (stripeNew && props.stripe === undefined)}
        >
          {busy ? strings.saving : strings.useCard}
        </button>
      </form>
    </details>
  )
}
