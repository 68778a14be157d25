import { fillTemplate } from '@atelier/commerce'
import type { CheckoutSavedCard } from './account-checkout.js'
import { CheckoutField } from './checkout-field.js'
import { checkoutFormStrings as strings } from './checkout-strings.js'
import { StripePaymentElement } from './stripe-payment-element.js'
import type { StripePaymentElementProps } from './stripe-payment-element.js'
import type { CheckoutChoicesState } from './use-checkout.js'

/** The built-in test provider's cards (`TEST_CARDS` of @atelier/commerce) and what each does. */
const testCards = [
  ['4242 4242 4242 4242', strings.testCardPays],
  ['4000 0000 0000 0002', strings.testCardDeclined],
  ['4000 0000 0000 9995', strings.testCardNoFunds],
] as const

const cardFields = [
  ['number', strings.cardNumber, 'cc-number', 'card.number'],
  ['expMonth', strings.expiryMonth, 'cc-exp-month', 'card.expiry'],
  ['expYear', strings.expiryYear, 'cc-exp-year', 'card.expiry'],
  ['cvc', strings.securityCode, 'cc-csc', 'card.cvc'],
] as const

export interface PaymentFieldsetProps extends Pick<
  CheckoutChoicesState,
  'choices' | 'errors' | 'change' | 'clearError'
> {
  /** Whether the store offers paying later (pickup, bank transfer). */
  readonly offlinePayment: boolean
  /** Stripe's Payment Element, when the site takes Stripe (instead of the test card). */
  readonly stripe?: StripePaymentElementProps | undefined
  /** A signed-in shopper's saved cards of this checkout's provider (the default first). */
  readonly savedCards?: readonly CheckoutSavedCard[]
  /** Offer "Save this card to my account" (signed in, and no subscription saves it anyway). */
  readonly offerSaveCard?: boolean
}

const brandNames: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
}

function savedCardLabel(card: CheckoutSavedCard): string {
  const name = `${brandNames[card.brand] ?? 'Card'}${card.last4 === '' ? '' : ` •••• ${card.last4}`}`
  if (card.expMonth === 0) return name
  const date = `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`
  return `${name}, ${fillTemplate(strings.savedCardExpires, { date })}`
}

/** How the shopper pays: the test card and its fields, or offline when the store offers it. */
export function PaymentFieldset({
  offlinePayment,
  stripe,
  choices,
  errors,
  change,
  clearError,
  savedCards = [],
  offerSaveCard = false,
}: PaymentFieldsetProps) {
  const saved = choices.payment !== 'offline' && (choices.savedCardId ?? '') !== ''
  const savedChoice =
    savedCards.length === 0 || choices.payment === 'offline' ? null : (
      <fieldset class="checkout-saved-cards">
        <legend>{strings.savedCards}</legend>
        {savedCards.map((card) => (
          <label key={card.id} class="checkout-saved-cards__card">
            <input
              type="radio"
              name="savedCard"
              value={card.id}
              checked={choices.savedCardId === card.id}
              onChange={() => change({ ...choices, savedCardId: card.id })}
            />
            {savedCardLabel(card)}
          </label>
        ))}
        <label class="checkout-saved-cards__card">
          <input
            type="radio"
            name="savedCard"
            value=""
            checked={!saved}
            onChange={() => change({ ...choices, savedCardId: '' })}
          />
          {strings.newCard}
        </label>
      </fieldset>
    )
  const saveCard =
    offerSaveCard && !saved && choices.payment !== 'offline' ? (
      <label class="checkout-form__save-address">
        <input
          type="checkbox"
          checked={choices.saveCard === true}
          onChange={(event) => change({ ...choices, saveCard: event.currentTarget.checked })}
        />{' '}
        {strings.saveCardToAccount}
      </label>
    ) : null
  return (
    <fieldset class="checkout-form__payment">
      <legend>{strings.payment}</legend>
      {stripe === undefined ? (
        <label>
          <input
            type="radio"
            name="payment"
            checked={choices.payment === 'card'}
            onChange={() => change({ ...choices, payment: 'card' })}
          />
          {strings.cardTestMode}
        </label>
      ) : (
        <label>
          <input
            type="radio"
            name="payment"
            checked={choices.payment === 'stripe'}
            onChange={() => change({ ...choices, payment: 'stripe' })}
          />
          {strings.stripeMethods}
        </label>
      )}
      {offlinePayment ? (
        <label>
          <input
            type="radio"
            name="payment"
            checked={choices.payment === 'offline'}
            onChange={() => change({ ...choices, payment: 'offline' })}
          />
          {strings.payOffline}
        </label>
      ) : null}
      {savedChoice}
      {stripe !== undefined && choices.payment === 'stripe' && !saved ? (
        <>
          {stripe.publishableKey.startsWith('pk_test_') ? (
            <p class="checkout-form__test-mode">{strings.stripeTestMode}</p>
          ) : null}
          <StripePaymentElement {...stripe} />
        </>
      ) : null}
      {stripe === undefined && choices.payment === 'card' && !saved ? (
        <div class="checkout-card">
          <div class="checkout-test-cards" role="note">
            <p>{strings.testCardsIntro}</p>
            <ul>
              {testCards.map(([number, outcome]) => (
                <li key={number}>
                  <code>{number}</code> {outcome}
                </li>
              ))}
            </ul>
          </div>
          {cardFields.map(([field, label, autoComplete, errorKey]) => (
            <CheckoutField
              key={field}
              name={`card.${field}`}
              label={label}
              inputMode="numeric"
              autoComplete={autoComplete}
              value={choices.card[field]}
              error={field === 'expYear' ? undefined : errors[errorKey]}
              onInput={(value) => {
                clearError(errorKey)
                change({ ...choices, card: { ...choices.card, [field]: value } })
              }}
            />
          ))}
        </div>
      ) : null}
      {saveCard}
    </fieldset>
  )
}
