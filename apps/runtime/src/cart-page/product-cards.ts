interface CartImage {
  readonly src: string
  readonly srcset: string
  readonly alt: string
}

/**
 * A product's page and picture as the cart page root prints them (`data-product-cards`), with the
 * picture of each variant that has its own, by SKU.
 */
export interface CartProductCard {
  readonly url: string
  readonly image?: CartImage
  readonly variantImages?: Readonly<Record<string, CartImage>>
}

/** The picture a cart line shows: its variant's own, else the product's. */
export function entryImage(
  card: CartProductCard | undefined,
  sku: string | undefined,
): CartImage | undefined {
  return (sku === undefined ? undefined : card?.variantImages?.[sku]) ?? card?.image
}

const isImage = (value: unknown): value is CartImage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<CartImage>).src === 'string'

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
          ...(isImage(card.image) ? { image: card.image } : {}),
          ...(card.variantImages && typeof card.variantImages === 'object'
            ? {
                variantImages: Object.fromEntries(
                  Object.entries(card.variantImages).filter(([, image]) => isImage(image)),
                ),
              }
            : {}),
        }
      }
    }
    return cards
  } catch {
    return {}
  }
}
