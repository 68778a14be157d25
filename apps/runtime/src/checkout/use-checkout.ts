import { commerceStrings } from '@atelier/commerce'
import type { RefObject } from 'preact'
import { useEffect, useRef, useState } from 'preact/hooks'
import {
  accountCheckoutDefaults,
  accountSavedCards,
  saveCheckoutAddress,
  type CheckoutSavedCard,
} from './account-checkout.js'
import { checkoutFormErrors } from './form-errors.js'
import {
  orderBody,
  orderErrors,
  placeOrder,
  quoteBody,
  requestQuote,
  tokenizeCard,
  usesSavedCard,
} from './checkout-api.js'
import type { AddressInput, CheckoutChoices, QuoteView } from './checkout-api.js'
import { checkoutFormStrings as strings } from './checkout-strings.js'
import type { StripeSession } from './stripe-payment-element.js'

const emptyChoices = (cartToken: string | undefined): CheckoutChoices => ({
  email: '',
  address: {
    firstName: '',
    lastName: '',
    address1: '',
    address2: '',
    city: '',
    region: '',
    postalCode: '',
    country: 'US',
  },
  shippingOptionId: '',
  couponCodes: [],
  giftCardCodes: [],
  payment: 'card',
  card: { number: '', expMonth: '', expYear: '', cvc: '' },
  cartToken,
})

/** What a part of the checkout form reads and changes: the shopper's choices and their errors. */
export interface CheckoutChoicesState {
  readonly choices: CheckoutChoices
  readonly errors: Readonly<Record<string, string>>
  /** Takes the new choices, asking for a new quote when `requote`. */
  change(next: CheckoutChoices, requote?: boolean): void
  /** A field's error goes once the shopper changes that field. */
  clearError(...names: string[]): void
  /** Asks the server for a quote of `next`. */
  refresh(next: CheckoutChoices): Promise<void>
}

export interface CheckoutState {
  readonly choicesState: CheckoutChoicesState
  /** Keeps the mounted Payment Element (Stripe), which paying confirms. */
  setStripeSession(session: StripeSession | undefined): void
  readonly quote: QuoteView | undefined
  readonly message: string | undefined
  readonly paying: boolean
  readonly formRef: RefObject<HTMLFormElement>
  pay(event: Event): Promise<void>
  /** A signed-in shopper's "Save this address to my account". */
  readonly account: {
    readonly signedIn: boolean
    readonly saveAddress: boolean
    setSaveAddress(save: boolean): void
    /** The saved cards of the provider this checkout pays with, the default first. */
    readonly savedCards: readonly CheckoutSavedCard[]
  }
}

const isBlank = (address: AddressInput) =>
  address.firstName === '' &&
  address.lastName === '' &&
  address.address1 === '' &&
  address.city === ''

/**
 * The checkout's state: the choices, the last quote (asked for on mount and on each change that
 * reprices), the errors and message of a refused payment, and the payment itself. After a refusal
 * the focus goes to the first field in error, else to the message.
 */
export function useCheckout(
  cartToken: string | undefined,
  navigate: (url: string) => void,
): CheckoutState {
  const [choices, setChoices] = useState(() => emptyChoices(cartToken))
  const [quote, setQuote] = useState<QuoteView | undefined>()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | undefined>()
  const [paying, setPaying] = useState(false)
  // Bumped after a refused payment: the focus then goes to the first field in error.
  const [refusals, setRefusals] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const stripeSession = useRef<StripeSession>()
  const [signedIn, setSignedIn] = useState(false)
  const [saveAddress, setSaveAddress] = useState(false)
  const [allSavedCards, setAllSavedCards] = useState<readonly CheckoutSavedCard[]>([])
  // The account's default addresses, while the form still shows the one it was filled with.
  const prefill = useRef<{ shipping?: AddressInput; billing?: AddressInput; shown?: AddressInput }>(
    {},
  )

  useEffect(() => {
    if (refusals === 0) return
    const form = formRef.current
    const first =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('.checkout-form__message')
    if (first) {
      if (first.tagName === 'P') first.tabIndex = -1
      first.focus()
    }
  }, [refusals])

  function clearError(...names: string[]) {
    if (!names.some((name) => errors[name] !== undefined)) return
    const next = { ...errors }
    for (const name of names) delete next[name]
    setErrors(next)
  }

  async function refresh(next: CheckoutChoices) {
    const answer = await requestQuote(quoteBody(next))
    if (answer.ok) {
      setQuote(answer.data)
      // A site that takes Stripe pays through its Payment Element, not the test card.
      const stripeOn = typeof answer.data.stripePublishableKey === 'string'
      // (on the current choices: the shopper may have typed since this quote was asked for)
      if (stripeOn) {
        setChoices((current) =>
          current.payment === 'card' ? { ...current, payment: 'stripe' } : current,
        )
      }
    }
  }

  useEffect(() => {
    void (async () => {
      const defaults = await accountCheckoutDefaults()
      if (defaults === undefined) {
        await refresh(choices)
        return
      }
      setSignedIn(true)
      void accountSavedCards().then(setAllSavedCards)
      const address = defaults.shipping ?? defaults.billing
      const next = {
        ...choices,
        email: choices.email === '' ? defaults.email : choices.email,
        address: address !== undefined && isBlank(choices.address) ? address : choices.address,
      }
      prefill.current = { ...defaults, shown: next.address }
      setChoices((current) => ({ ...current, email: next.email, address: next.address }))
      await refresh(next)
    })()
  }, [])

  // An order that ships nothing takes the billing address: the default billing one, then.
  useEffect(() => {
    const { billing, shown } = prefill.current
    if (quote?.requiresShipping !== false || billing === undefined) return
    if (shown === undefined || choices.address !== shown || billing === shown) return
    prefill.current = { ...prefill.current, shown: billing }
    setChoices((current) => ({ ...current, address: billing }))
  }, [quote?.requiresShipping])

  // Saved cards of the provider this checkout pays with; the default one is chosen first.
  const stripeOn = typeof quote?.stripePublishableKey === 'string'
  const savedCards = allSavedCards.filter(
    (card) => card.provider === (stripeOn ? 'stripe' : 'test'),
  )
  const preferred = quote === undefined ? undefined : savedCards[0]?.id
  useEffect(() => {
    if (preferred === undefined) return
    setChoices((current) =>
      current.savedCardId === undefined ? { ...current, savedCardId: preferred } : current,
    )
  }, [preferred])

  function change(next: CheckoutChoices, requote = false) {
    setChoices(next)
    if (requote) void refresh(next)
  }

  async function pay(event: Event) {
    event.preventDefault()
    if (paying || quote === undefined) return
    const local = checkoutFormErrors(choices, {
      requiresShipping: quote.requiresShipping,
      cardNeeded: choices.payment === 'card' && quote.amountDueCents > 0 && !usesSavedCard(choices),
      now: new Date(),
    })
    if (Object.keys(local).length > 0) {
      setErrors(local)
      setMessage(strings.checkHighlightedFields)
      setRefusals((n) => n + 1)
      return
    }
    setPaying(true)
    setErrors({})
    setMessage(undefined)
    // A new key per attempt: a retry after a decline is a new order, a double click is not.
    const key = crypto.randomUUID()
    const nothingDue = quote.amountDueCents === 0
    const savedCard = usesSavedCard(choices)
    const stripe =
      choices.payment === 'stripe' && !nothingDue && !savedCard ? stripeSession.current : undefined
    if (choices.payment === 'stripe' && !nothingDue && !savedCard) {
      // The Payment Element checks its own fields first (Stripe's deferred-intent flow).
      const submitted = await stripe?.elements.submit()
      if (stripe === undefined || submitted?.error !== undefined) {
        refuse(submitted?.error?.message ?? strings.stripeUnavailable)
        return
      }
    }
    // The card goes to the test provider's token endpoint; the order gets only the token.
    const tokenized =
      choices.payment === 'card' && !nothingDue && !savedCard
        ? await tokenizeCard(choices.card)
        : undefined
    const answer =
      tokenized === undefined || tokenized.ok
        ? await placeOrder(
            orderBody(choices, quote.requiresShipping, key, nothingDue, tokenized?.data.token),
          )
        : tokenized
    if (answer.ok) {
      if (signedIn && saveAddress) await saveCheckoutAddress(choices.address)
      const payment = answer.data.payment
      if (payment !== undefined && stripe !== undefined) {
        // Stripe confirms the payment (3-D Secure, wallets, redirects) and comes back to the
        // order's page, which asks Stripe how it went; the browser's word confirms nothing.
        const returnUrl = new URL(answer.data.confirmationUrl, location.href).href
        const confirmed = await stripe.stripe.confirmPayment({
          elements: stripe.elements,
          clientSecret: payment.clientSecret,
          confirmParams: { return_url: returnUrl },
        })
        if (confirmed.error !== undefined) {
          refuse(confirmed.error.message ?? commerceStrings.pleaseTryAgain)
          return
        }
      }
      navigate(answer.data.confirmationUrl)
      return
    }
    const failure = orderErrors(answer.body)
    setErrors(failure.fields)
    // `errors.cart` (below the minimum) has an alert of its own; no field is highlighted for it.
    const fieldErrors = Object.keys(failure.fields).filter((field) => field !== 'cart')
    setMessage(
      failure.message ??
        (fieldErrors.length > 0
          ? strings.checkHighlightedFields
          : failure.fields.cart !== undefined
            ? undefined
            : answer.failure.kind === 'network'
              ? commerceStrings.checkInternetConnection
              : commerceStrings.pleaseTryAgain),
    )
    setPaying(false)
    setRefusals((n) => n + 1)
    void refresh(choices)
  }

  function refuse(text: string) {
    setMessage(text)
    setPaying(false)
    setRefusals((n) => n + 1)
  }

  return {
    setStripeSession: (session) => {
      stripeSession.current = session
    },
    choicesState: { choices, errors, change, clearError, refresh },
    quote,
    message,
    paying,
    formRef,
    pay,
    account: { signedIn, saveAddress, setSaveAddress, savedCards },
  }
}
