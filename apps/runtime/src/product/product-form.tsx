import {
  commerceStrings,
  productTypeOf,
  quantityInCart,
  selectVariant,
  showsVariantSelector,
  validateAddToCart,
  variantOptions,
  variantStock,
  type ChosenAttributes,
  type ProductVariant,
} from '@atelier/commerce'
import type { ComponentType } from 'preact'
import { useEffect, useMemo, useState } from 'preact/hooks'
import { currentCart } from '../cart/cart-store.js'
import type { AdditionalFieldsModalProps } from '../additional-fields/additional-fields-modal.js'
import { lazyComponent } from '../ui/lazy-component.js'
import { AddToCartButton } from './add-to-cart-button.js'
import {
  checkGiftCardDelivery,
  localIsoDate,
  type GiftCardDeliveryErrors,
  type GiftCardDeliveryInput,
} from './gift-card-delivery.js'
import { GiftCardDeliveryFields } from './gift-card-delivery-fields.js'
import type { ProductData } from './product-data.js'
import { DEFAULT_QUANTITY, QuantityField } from './quantity-field.js'
import { inStockBeforeForm } from './stock-before-form.js'
import { submitAdd, type AddMode, type AddRequest } from './submit-add.js'
import { useAddToCartButton } from './use-add-to-cart-button.js'
import { announceVariantChange } from './variant-change-event.js'
import { VariantSelects } from './variant-selects.js'

/** The failure alert, loaded when a failure first shows one. */
const AlertDialog = lazyComponent(() =>
  import('../ui/alert-dialog.js').then((module) => module.AlertDialog),
)

export interface ProductFormProps {
  readonly data: ProductData
  /**
   * Told the chosen variant (undefined until every option is chosen) for price, marks and images,
   * and meanwhile the variants the options chosen so far still allow.
   */
  readonly onVariantChange?: (
    variant: ProductVariant | undefined,
    candidates: readonly ProductVariant[],
  ) => void
  readonly navigate?: (url: string) => void
}

function cartLines() {
  return (currentCart()?.entries ?? []).map((e) => ({
    itemId: e.itemId,
    quantity: e.quantity,
    chosenVariant: { sku: e.sku },
  }))
}

const NO_DELIVERY: GiftCardDeliveryInput = { recipientEmail: '', deliverAt: '' }

/** The extra-information answers beside the gift card's recipient fields, in one JSON object. */
function mergeFields(delivery: string | undefined, answers: string): string {
  if (delivery === undefined) return answers
  const parsed: unknown = JSON.parse(answers)
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? JSON.stringify({ ...(JSON.parse(delivery) as object), ...parsed })
    : answers
}

/** The variants whose attributes agree with every option chosen so far. */
function candidatesFor(
  product: ProductData['product'],
  chosen: ChosenAttributes,
): ProductVariant[] {
  const picked = Object.entries(chosen).filter(([, value]) => value)
  return (product.variants ?? []).filter((variant) =>
    picked.every(([name, value]) => variant.attributes?.[name] === value),
  )
}

/**
 * The first option value of an option with a single value needs no choosing; a choice made in the
 * server-rendered selects before the form went live is kept.
 */
function initialChoice(data: ProductData): ChosenAttributes {
  const chosen: Record<string, string> = {}
  for (const option of variantOptions(data.product)) {
    const early = data.preChosen[option.name]
    if (early && option.values.includes(early)) chosen[option.name] = early
    else if (option.values.length === 1 && option.values[0]) chosen[option.name] = option.values[0]
  }
  return chosen
}

/** A chosen variant nobody can buy: limited stock at zero (digital goods and gift cards never). */
function soldOutVariant(product: ProductData['product'], variant: ProductVariant | undefined) {
  if (!variant) return false
  const type = productTypeOf(product.productType)
  if (type === 'digital' || type === 'gift-card') return false
  const stock = variantStock(product, variant)
  return !stock.unlimited && stock.qtyInStock <= 0
}

/** SPEC §2/§4/§5 product form: variant selects, quantity, add button and extra-information form. */
export function ProductForm({
  data,
  onVariantChange,
  navigate = (url) => location.assign(url),
}: ProductFormProps) {
  const { itemId, product } = data
  const [resolving, setResolving] = useState(false)
  const options = useMemo(() => variantOptions(product), [product])
  const [chosen, setChosen] = useState<ChosenAttributes>(() => initialChoice(data))
  const [quantity, setQuantity] = useState(String(DEFAULT_QUANTITY))
  const [message, setMessage] = useState('')
  const [pending, setPending] = useState<AddRequest | undefined>(undefined)
  const [Modal, setModal] = useState<ComponentType<AdditionalFieldsModalProps> | undefined>(
    undefined,
  )
  const [delivery, setDelivery] = useState<GiftCardDeliveryInput>(NO_DELIVERY)
  const [deliveryErrors, setDeliveryErrors] = useState<GiftCardDeliveryErrors>({})
  const button = useAddToCartButton(navigate)
  const knowsVariants = (product.variants?.length ?? 0) > 0
  const selection = knowsVariants ? selectVariant(product, chosen) : undefined
  const variant = selection?.ok ? selection.variant : undefined

  const mode: AddMode = {
    subscription: product.isSubscribable === true,
    expressCheckout: data.expressCheckout,
    giftCard: productTypeOf(product.productType) === 'gift-card',
  }

  const soldOut = soldOutVariant(product, variant)

  useEffect(() => {
    onVariantChange?.(variant, variant ? [variant] : candidatesFor(product, chosen))
    announceVariantChange({ itemId, variant, soldOut })
  }, [variant?.sku, JSON.stringify(chosen)])

  function choose(name: string, value: string) {
    setChosen((previous) => ({ ...previous, [name]: value }))
    setMessage('')
  }

  async function activate() {
    if (button.state.status !== 'idle' || resolving || soldOut) return
    const requested = data.hasQuantityInput ? quantity : DEFAULT_QUANTITY
    // Checked first so its errors show beside any about the denomination.
    const deliveryFields = data.giftCardDelivery
      ? checkGiftCardDelivery(delivery, localIsoDate(new Date()))
      : ({ ok: true, additionalFields: undefined } as const)
    setDeliveryErrors(deliveryFields.ok ? {} : deliveryFields.errors)
    let request: AddRequest
    if (knowsVariants) {
      const check = validateAddToCart({
        itemId,
        product,
        quantity: requested,
        attributes: chosen,
        cartEntries: cartLines(),
        storeSettings: data.storeSettings,
      })
      if (!check.ok) {
        setMessage(check.message)
        return
      }
      request = { itemId, sku: check.variant.sku, quantity: check.quantity }
    } else {
      // A theme that prints no `data-variants`: the server picks the product's only variant.
      const parsed = Number(requested)
      if (!Number.isInteger(parsed) || parsed < 1) {
        setMessage(commerceStrings.quantityNotWhole)
        return
      }
      request = { itemId, sku: undefined, quantity: parsed }
    }
    if (!deliveryFields.ok) return
    if (deliveryFields.additionalFields) {
      request = { ...request, additionalFields: deliveryFields.additionalFields }
    }
    setMessage('')
    if (data.form) return openForm(request)
    button.activate(() => submitAdd(request, mode))
  }

  async function openForm(request: AddRequest) {
    setResolving(true)
    const inCart = quantityInCart(cartLines(), itemId, request.sku)
    const inStock = await inStockBeforeForm(itemId, request.sku, inCart)
    setResolving(false)
    if (!inStock) return setMessage(commerceStrings.outOfStock)
    setPending(request)
    if (!Modal) {
      void import('../additional-fields/additional-fields-modal.js').then((module) =>
        setModal(() => module.AdditionalFieldsModal),
      )
    }
  }

  function submitWithAnswers(answers: string) {
    const request = pending
    setPending(undefined)
    if (!request) return
    const additionalFields = mergeFields(request.additionalFields, answers)
    button.activate(() => submitAdd({ ...request, additionalFields }, mode))
  }

  return (
    <div class="product-form" data-item-id={itemId}>
      {showsVariantSelector(product) && options.length > 0 ? (
        <VariantSelects
          itemId={itemId}
          options={options}
          prompts={data.prompts}
          chosen={chosen}
          onChoose={choose}
        />
      ) : null}
      {data.hasQuantityInput ? (
        <QuantityField label={data.quantityLabel} value={quantity} onInput={setQuantity} />
      ) : null}
      {data.giftCardDelivery ? (
        <GiftCardDeliveryFields
          labels={data.giftCardDelivery}
          value={delivery}
          errors={deliveryErrors}
          minDate={localIsoDate(new Date())}
          onInput={setDelivery}
        />
      ) : null}
      <div class="product-form__message" role="alert">
        {message}
      </div>
      <AddToCartButton
        state={button.state}
        idleLabel={data.buttonLabel}
        soldOutLabel={soldOut ? data.soldOutText : undefined}
        onActivate={() => void activate()}
      />
      {pending && data.form && Modal ? (
        <Modal
          form={data.form}
          onSubmit={submitWithAnswers}
          onClose={() => setPending(undefined)}
        />
      ) : null}
      {button.alert ? <AlertDialog alert={button.alert} onClose={button.dismissAlert} /> : null}
    </div>
  )
}
