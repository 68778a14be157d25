/** The money columns a refund is decided from. */
export interface RefundableOrder {
  status: string
  grandTotalCents: number
  amountDueCents: number
  giftCardCents: number
  refundedCents: number
}

export interface GiftCardUse {
  giftCardId: string
  amountCents: number
}

export interface RefundAllocation {
  /** Given back through the payment provider (the card, or whatever paid the amount due). */
  providerCents: number
  /** Given back to the gift cards that paid part of the order, in the order they were used. */
  giftCards: GiftCardUse[]
}

/** What the provider took: the amount due, once the order is paid (never for an unpaid one). */
function providerPaidCents(order: RefundableOrder): number {
  return order.status === 'paid' ? order.amountDueCents : 0
}

/**
 * What is left to refund: the gift-card part of a placed order plus the amount due once it was
 * paid, less what was refunded. A cancelled order was refunded in full when it was cancelled.
 */
export function refundableCents(order: RefundableOrder): number {
  if (order.status !== 'paid' && order.status !== 'received') return 0
  return Math.max(0, providerPaidCents(order) + order.giftCardCents - order.refundedCents)
}

/**
 * Splits a refund between the provider and the gift cards. Refunds always go to the provider
 * first and then to the cards in the order they were spent, so which part an earlier refund
 * took follows from the refunded total alone; nothing else needs storing.
 */
export function allocateRefund(
  order: RefundableOrder,
  giftCardsUsed: readonly GiftCardUse[],
  amountCents: number,
): RefundAllocation {
  const providerPaid = providerPaidCents(order)
  const providerRefunded = Math.min(order.refundedCents, providerPaid)
  const providerCents = Math.min(amountCents, providerPaid - providerRefunded)
  let giftRefunded = order.refundedCents - providerRefunded
  let rest = amountCents - providerCents
  const giftCards: GiftCardUse[] = []
  for (const card of giftCardsUsed) {
    const alreadyBack = Math.min(giftRefunded, card.amountCents)
    giftRefunded -= alreadyBack
    const back = Math.min(rest, card.amountCents - alreadyBack)
    if (back > 0) giftCards.push({ giftCardId: card.giftCardId, amountCents: back })
    rest -= back
  }
  return { providerCents, giftCards }
}
