/** A product's page and picture as the cart page root prints them (`data-product-cards`). */
export interface CartProductCard {
  readonly url: string
  readonly image?: { readonly src: string; readonly srcset: string; readonly alt: string }
}

/** The cards by item id, tolerant of a theme that prints none or something else. */
export function readProductCards(text: string | undefined): Record<string, CartProductCard> {
  try {
    const parsed: unknown = JSON.parse(text ?? '{}')
    if (typeof parsed !== 'object' || parsed === null) return {}
    const cards: Record<string, CartProductCard> = {}
    for (const [itemId, value] of Object.entries(parsed as Record<string, unknown>)) {
      const card = value as Partial<CartProductCard> | null
      if (card && typeof card.url === 'string' && card.url.startsWith('/')) {
        cards[itemId] = {
          url: card.url,
          ...(card.image && typeof card.image.src === 'string' ? { image: card.image } : {}),
        }
      }
    }
    return cards
  } catch {
    return {}
  }
}
