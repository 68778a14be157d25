import { fillTemplate } from '@atelier/commerce'
import { useState } from 'preact/hooks'
import type { QuoteView } from './checkout-api.js'
import { CheckoutField } from './checkout-field.js'
import { checkoutFormStrings as strings } from './checkout-strings.js'
import type { CheckoutChoicesState } from './use-checkout.js'

export interface CodesFieldsetProps extends CheckoutChoicesState {
  readonly quote: QuoteView | undefined
  readonly money: (cents: number) => string
}

/**
 * Coupon and gift card codes: each is typed, applied (which reprices), then listed with what it
 * gives and a Remove button; the quote's refusal of a code shows on its field.
 */
export function CodesFieldset({
  quote,
  money,
  choices,
  errors,
  change,
  clearError,
}: CodesFieldsetProps) {
  const [coupon, setCoupon] = useState('')
  const [giftCard, setGiftCard] = useState('')
  const appliedCoupons = (quote?.validCoupons ?? []).map((coupon) => coupon.code)
  const appliedGiftCards = quote?.giftCards ?? []
  return (
    <fieldset class="checkout-form__codes">
      <legend>{strings.codes}</legend>
      <CheckoutField
        name="coupon"
        label={strings.couponCode}
        value={coupon}
        error={errors.couponCodes ?? quote?.invalidCoupons[0]?.message}
        onInput={(value) => {
          clearError('couponCodes')
          setCoupon(value)
        }}
      />
      <button
        type="button"
        class="checkout-apply-coupon"
        onClick={() => {
          if (coupon.trim() === '') return
          change({ ...choices, couponCodes: [coupon.trim()] }, true)
          // Applied, the code is listed below with its Remove button.
          setCoupon('')
        }}
      >
        {strings.applyCoupon}
      </button>
      <CheckoutField
        name="giftCard"
        label={strings.giftCardCode}
        value={giftCard}
        error={errors.giftCardCodes ?? quote?.rejectedGiftCards[0]?.message}
        onInput={(value) => {
          clearError('giftCardCodes')
          setGiftCard(value)
        }}
      />
      <button
        type="button"
        class="checkout-apply-gift-card"
        onClick={() => {
          const code = giftCard.trim()
          if (code === '' || choices.giftCardCodes.includes(code)) return
          change({ ...choices, giftCardCodes: [...choices.giftCardCodes, code] }, true)
          setGiftCard('')
        }}
      >
        {strings.applyGiftCard}
      </button>
      {appliedCoupons.length + appliedGiftCards.length > 0 ? (
        <ul class="checkout-applied">
          {appliedCoupons.map((code) => (
            <li key={`coupon-${code}`}>
              <span>{fillTemplate(strings.appliedCoupon, { code })}</span>
              <button
                type="button"
                class="checkout-applied__remove"
                aria-label={fillTemplate(strings.removeCode, { code })}
                onClick={() =>
                  change(
                    { ...choices, couponCodes: choices.couponCodes.filter((c) => c !== code) },
                    true,
                  )
                }
              >
                {strings.remove}
              </button>
            </li>
          ))}
          {appliedGiftCards.map((card) => (
            <li key={`gift-${card.code}`}>
              <span>
                {fillTemplate(strings.appliedGiftCard, {
                  code: card.code,
                  amount: money(card.amountCents),
                  balance: money(card.balanceAfterCents),
                })}
              </span>
              <button
                type="button"
                class="checkout-applied__remove"
                aria-label={fillTemplate(strings.removeCode, { code: card.code })}
                onClick={() =>
                  change(
                    {
                      ...choices,
                      giftCardCodes: choices.giftCardCodes.filter(
                        (c) => c.toUpperCase() !== card.code.toUpperCase(),
                      ),
                    },
                    true,
                  )
                }
              >
                {strings.remove}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  )
}
