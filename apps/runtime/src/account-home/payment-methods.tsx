import { fillTemplate } from '@atelier/commerce'
import { useEffect, useState } from 'preact/hooks'
import { paymentMethodsStrings as strings } from './account-home-strings.js'
import {
  cardExpiry,
  cardName,
  paymentMethodsApi,
  type SavedCardsAnswer,
  type SavedCardView,
} from './payment-methods-api.js'
import { SubscriptionCardForm } from './subscription-card-form.js'

export interface RenewingSubscription {
  readonly id: string
  readonly title: string
}

/**
 * The saved cards of /account: brand, last four and expiry as the payment provider describes
 * them (never a number), the default marked; make default, remove (asked first; a card that pays
 * for a subscription is refused by the server, whose message shows), and each renewing
 * subscription's card changed to a saved card or a new one.
 */
export function PaymentMethods({
  subscriptions,
  stripeJsUrl,
}: {
  readonly subscriptions: readonly RenewingSubscription[]
  /** Where Stripe.js loads from, when the site takes Stripe. */
  readonly stripeJsUrl?: string | undefined
}) {
  const [answer, setAnswer] = useState<SavedCardsAnswer | undefined>()
  const [removing, setRemoving] = useState<string | undefined>()
  const [message, setMessage] = useState('')

  async function reload() {
    const loaded = await paymentMethodsApi.list()
    setAnswer(
      loaded.ok
        ? loaded.data
        : { cards: [], unavailable: true, provider: 'test', stripePublishableKey: null },
    )
  }
  useEffect(() => void reload(), [])

  async function act(call: Promise<{ ok: boolean; body?: unknown }>, done: string) {
    const result = await call
    setRemoving(undefined)
    if (!result.ok) {
      const failed = (result as { body?: { message?: unknown } }).body?.message
      setMessage(typeof failed === 'string' ? failed : strings.unavailable)
      return
    }
    setMessage(done)
    await reload()
  }

  if (answer === undefined) return null
  const cards = answer.cards
  return (
    <div class="account-payment-methods">
      {answer.unavailable ? <p class="account-empty">{strings.unavailable}</p> : null}
      {cards.length === 0 && !answer.unavailable ? (
        <p class="account-empty">{strings.noCards}</p>
      ) : null}
      <ul class="account-card__list">
        {cards.map((card) => (
          <CardItem
            key={card.id}
            card={card}
            removing={removing === card.id}
            onAskRemove={() => setRemoving(card.id)}
            onCancelRemove={() => setRemoving(undefined)}
            onRemove={() => void act(paymentMethodsApi.remove(card.id), strings.cardRemoved)}
            onMakeDefault={() =>
              void act(paymentMethodsApi.makeDefault(card.id), strings.defaultChanged)
            }
          />
        ))}
      </ul>
      <p class="account-payment-methods__message" role="status" aria-live="polite">
        {message}
      </p>
      {subscriptions.map((subscription) => (
        <SubscriptionCardForm
          key={subscription.id}
          subscription={subscription}
          cards={cards.filter((card) => card.provider === answer.provider)}
          current={cards.find((card) =>
            card.subscriptions.some((used) => used.id === subscription.id),
          )}
          provider={answer.provider}
          stripe={
            stripeJsUrl !== undefined && answer.stripePublishableKey !== null
              ? { scriptUrl: stripeJsUrl, publishableKey: answer.stripePublishableKey }
              : undefined
          }
          onChanged={async () => {
            setMessage(strings.cardChanged)
            await reload()
          }}
        />
      ))}
    </div>
  )
}

function CardItem(props: {
  readonly card: SavedCardView
  readonly removing: boolean
  readonly onAskRemove: () => void
  readonly onCancelRemove: () => void
  readonly onRemove: () => void
  readonly onMakeDefault: () => void
}) {
  const { card } = props
  const name = cardName(card)
  const expiry = cardExpiry(card)
  return (
    <li class="account-card__item account-saved-card" data-card-id={card.id}>
      <div class="account-card__row">
        <strong>{name}</strong>
        {card.isDefault ? <span class="account-badge">{strings.defaultCard}</span> : null}
      </div>
      {expiry === '' ? null : (
        <p class="account-card__meta">{fillTemplate(strings.expires, { date: expiry })}</p>
      )}
      {card.subscriptions.length === 0 ? null : (
        <p class="account-card__meta">
          {fillTemplate(strings.usedBy, {
            titles: card.subscriptions.map((s) => s.title).join(', '),
          })}
        </p>
      )}
      {props.removing ? (
        <div class="account-actions" role="group" aria-label={strings.removeQuestion}>
          <span>{strings.removeQuestion}</span>
          <button
            type="button"
            class="button button--primary button--small"
            onClick={props.onRemove}
          >
            {strings.confirmRemove}
          </button>
          <button
            type="button"
            class="button button--secondary button--small"
            onClick={props.onCancelRemove}
          >
            {strings.cancel}
          </button>
        </div>
      ) : (
        <div class="account-actions">
          {card.isDefault ? null : (
            <button
              type="button"
              class="button button--secondary button--small"
              aria-label={`${strings.makeDefault}, ${name}`}
              onClick={props.onMakeDefault}
            >
              {strings.makeDefault}
            </button>
          )}
          <button
            type="button"
            class="button button--secondary button--small"
            aria-label={`${strings.remove}, ${name}`}
            onClick={props.onAskRemove}
          >
            {strings.remove}
          </button>
        </div>
      )}
    </li>
  )
}
