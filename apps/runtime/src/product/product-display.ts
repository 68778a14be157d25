import {
  commerceStrings,
  formatMoneyValue,
  variantOnSale,
  variantRegularPrice,
  variantStock,
  variantUnitPrice,
  type Product,
  type ProductVariant,
} from '@atelier/commerce'

/**
 * The parts of a product page outside the form that follow the chosen variant (SPEC §2): price
 * and sale price, the sold-out (the owner's text when set) or sale mark, the variant's scarcity
 * notice, and the image shown first.
 */
export interface ProductDisplay {
  /**
   * `candidates`: while options remain to choose, the variants still possible; when they all
   * show the same image, that image comes first already.
   */
  show(variant: ProductVariant | undefined, candidates?: readonly ProductVariant[]): void
}

/** A price the server printed into `data-variants` (`priceText`, `salePriceText`). */
function printed(variant: ProductVariant, key: 'priceText' | 'salePriceText'): string | undefined {
  const text: unknown = Reflect.get(variant, key)
  return typeof text === 'string' && text !== '' ? text : undefined
}

function priceHtml(product: Product, variant: ProductVariant): string {
  const onSale = variantOnSale(product, variant)
  // The server's text wins: it follows the site's locale and money format, which this bundle
  // does not carry; markup without it falls back to the SPEC format.
  const regular =
    printed(variant, 'priceText') ?? formatMoneyValue(variantRegularPrice(product, variant))
  const price = onSale
    ? (printed(variant, 'salePriceText') ?? formatMoneyValue(variantUnitPrice(product, variant)))
    : (printed(variant, 'priceText') ?? formatMoneyValue(variantUnitPrice(product, variant)))
  if (!onSale) {
    return `<span class="sqs-money-native">${escapeText(price)}</span>`
  }
  return (
    `<span class="original-price"><del>${escapeText(regular)}</del></span>` +
    `<span class="sale-price sqs-money-native">${escapeText(price)}</span>`
  )
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

function statusOf(product: Product, variant: ProductVariant): 'sold-out' | 'sale' | undefined {
  const stock = variantStock(product, variant)
  if (!stock.unlimited && stock.qtyInStock <= 0) return 'sold-out'
  return variantOnSale(product, variant) ? 'sale' : undefined
}

function parseAttributes(json: string | undefined): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(json ?? '')
    return typeof parsed === 'object' && parsed !== null
      ? (parsed as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

function sameAttributes(
  notice: Record<string, unknown> | undefined,
  chosen: Readonly<Record<string, string>> | undefined,
): boolean {
  if (!notice) return false
  const names = Object.keys(notice)
  const other = chosen ?? {}
  return names.length === Object.keys(other).length && names.every((n) => notice[n] === other[n])
}

/** Binds the product's price, mark, scarcity notices and gallery found around a form island. */
export function productDisplay(root: HTMLElement, product: Product): ProductDisplay {
  // The details column, not the whole article: related products below have marks and prices too.
  const scope =
    root.closest<HTMLElement>('.product__details, .product-block, .product') ??
    root.parentElement ??
    root
  const priceEl = scope.querySelector<HTMLElement>('.product-price')
  const originalPrice = priceEl?.innerHTML
  // The server's mark (the product's own sold-out or sale state) is reused for the variant's.
  let mark = scope.querySelector<HTMLElement>('.product-mark') ?? undefined
  const original = mark && { className: mark.className, text: mark.textContent ?? '' }
  const soldOutText =
    root.dataset.soldOutText ||
    (mark?.classList.contains('sold-out') && mark.textContent
      ? mark.textContent
      : commerceStrings.soldOut)

  // Themes give marks a display, which would override the hidden attribute alone.
  function hide(element: HTMLElement, hidden: boolean) {
    element.hidden = hidden
    element.style.display = hidden ? 'none' : ''
  }

  function showMark(status: 'sold-out' | 'sale' | undefined | 'original') {
    if (status === 'original') {
      if (mark && original) {
        mark.className = original.className
        mark.textContent = original.text
        hide(mark, false)
      } else if (mark) hide(mark, true)
      return
    }
    if (status === undefined) {
      if (mark) hide(mark, true)
      return
    }
    if (!mark) {
      mark = document.createElement('div')
      ;(priceEl ?? root).insertAdjacentElement(priceEl ? 'afterend' : 'beforebegin', mark)
    }
    hide(mark, false)
    mark.className = `product-mark ${status}`
    mark.textContent = status === 'sold-out' ? soldOutText : commerceStrings.sale
  }

  // Notices tied to a variant: shown while that variant is the chosen one.
  const scarcity = [
    ...scope.querySelectorAll<HTMLElement>('.product-scarcity[data-variant-attributes]'),
  ].map((element) => ({ element, attributes: parseAttributes(element.dataset.variantAttributes) }))

  function showScarcity(variant: ProductVariant | undefined) {
    for (const notice of scarcity) {
      notice.element.hidden = !variant || !sameAttributes(notice.attributes, variant.attributes)
    }
  }

  const gallery = root.closest('.product')?.querySelector<HTMLElement>('.product__gallery')

  function showImage(variants: readonly ProductVariant[]) {
    const skus = variants.flatMap((variant) => (variant.sku ? [variant.sku] : []))
    if (!gallery || skus.length === 0) return
    // A figure names every variant it shows, separated by spaces.
    const figure = [...gallery.querySelectorAll<HTMLElement>('[data-variant-sku]')].find((el) => {
      const named = el.dataset.variantSku ?? ''
      const tokens = named.split(' ')
      return (skus.length === 1 && named === skus[0]) || skus.every((sku) => tokens.includes(sku))
    })
    if (!figure) return
    for (const other of gallery.querySelectorAll('.is-active')) other.classList.remove('is-active')
    figure.classList.add('is-active')
    gallery.prepend(figure)
  }

  return {
    show(variant, candidates = []) {
      showScarcity(variant)
      if (!variant) {
        if (priceEl && originalPrice !== undefined) priceEl.innerHTML = originalPrice
        showMark('original')
        showImage(candidates)
        return
      }
      // A subscription's price says how often it is paid ('$22.00 every month'), which only the
      // server words; the chosen variant's bare amount would drop that.
      if (priceEl && product.isSubscribable !== true)
        priceEl.innerHTML = priceHtml(product, variant)
      showMark(statusOf(product, variant))
      showImage([variant])
    },
  }
}
