import {
  commerceStrings,
  type CartStoreSettings,
  type Product,
  type ProductVariant,
} from '@atelier/commerce'
import type { AdditionalFieldsForm } from '../cart/cart-view.js'
import { readGiftCardDeliveryLabels, type GiftCardDeliveryLabels } from './gift-card-delivery.js'

/** What the product form reads from the server-rendered markup of one product. */
export interface ProductData {
  readonly itemId: string
  readonly product: Product
  /** Option names in the order the page shows them. */
  readonly optionOrder: readonly string[]
  /** The prompt of each option's select ('Select Size', or the site's localized text). */
  readonly prompts: Readonly<Record<string, string>>
  /** The page offers a quantity input (physical goods and services with stock). */
  readonly hasQuantityInput: boolean
  readonly quantityLabel: string
  readonly buttonLabel: string
  readonly form: AdditionalFieldsForm | undefined
  /** The button goes straight to checkout after adding. */
  readonly expressCheckout: boolean
  /** A gift card page offering a recipient email and delivery date (the theme prints them). */
  readonly giftCardDelivery: GiftCardDeliveryLabels | undefined
  /** The store settings the add rules read (`data-multiple-quantity-allowed-for-services`). */
  readonly storeSettings: CartStoreSettings
  /** The owner's sold-out text (`data-sold-out-text`), else the SPEC default. */
  readonly soldOutText: string
  /** Options the visitor chose in the server-rendered selects before the form went live. */
  readonly preChosen: Readonly<Record<string, string>>
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function readForm(button: HTMLElement | null, root: HTMLElement): AdditionalFieldsForm | undefined {
  const raw = parseJson(button?.dataset.form) as Partial<AdditionalFieldsForm> | undefined
  if (!raw || !Array.isArray(raw.fields)) return undefined
  const id = typeof raw.id === 'string' ? raw.id : root.dataset.formId
  if (!id) return undefined
  return { id, name: typeof raw.name === 'string' ? raw.name : '', fields: raw.fields }
}

function stripColon(text: string): string {
  return text.replace(/:\s*$/, '').trim()
}

/**
 * Reads the markup of the template engine's formatters inside a product form island:
 * `.product-variants[data-variants]` with one `select[data-variant-option-name]` per option,
 * `.product-quantity-input`, and `.sqs-add-to-cart-button` with its data attributes.
 */
export function readProductData(root: HTMLElement): ProductData {
  const variantsEl = root.querySelector<HTMLElement>('[data-variants]')
  const button = root.querySelector<HTMLElement>('.sqs-add-to-cart-button')
  const variants = parseJson(variantsEl?.dataset.variants ?? root.dataset.variants)
  const optionOrder: string[] = []
  const prompts: Record<string, string> = {}
  const preChosen: Record<string, string> = {}
  for (const select of root.querySelectorAll<HTMLSelectElement>(
    'select[data-variant-option-name]',
  )) {
    const name = select.dataset.variantOptionName ?? ''
    optionOrder.push(name)
    const prompt = select.options[0]?.value === '' ? select.options[0].textContent?.trim() : ''
    if (prompt) prompts[name] = prompt
    if (select.value) preChosen[name] = select.value
  }
  const quantityEl = root.querySelector<HTMLElement>('.product-quantity-input')
  const quantityLabel = stripColon(quantityEl?.querySelector('.quantity-label')?.textContent ?? '')
  const subscription =
    button?.dataset.isSubscription === 'true' || variantsEl?.dataset.isSubscribable === 'true'
  const product: Product = {
    productType: button?.dataset.productType || root.dataset.productType,
    variants: Array.isArray(variants) ? (variants as ProductVariant[]) : [],
    variantOptionOrdering: optionOrder,
    isSubscribable: subscription,
  }
  return {
    itemId: button?.dataset.itemId || root.dataset.itemId || '',
    product,
    optionOrder,
    prompts,
    hasQuantityInput: quantityEl !== null,
    quantityLabel: quantityLabel || commerceStrings.quantity,
    buttonLabel:
      button?.dataset.originalLabel || button?.textContent?.trim() || commerceStrings.addToCart,
    form: readForm(button, root),
    expressCheckout:
      button?.dataset.expressCheckout === 'true' || root.dataset.expressCheckout === 'true',
    giftCardDelivery: readGiftCardDeliveryLabels(root),
    // Absent (another theme): the store default, which allows more than one of a service.
    storeSettings: {
      multipleQuantityAllowedForServices:
        root.dataset.multipleQuantityAllowedForServices !== 'false',
    },
    soldOutText: root.dataset.soldOutText || commerceStrings.soldOut,
    preChosen,
  }
}
