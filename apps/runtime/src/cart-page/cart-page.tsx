import {
  checkMinimumSubtotal,
  commerceStrings,
  fillTemplate,
  parseQuantity,
  type FailureAlert,
} from '@atelier/commerce'
import type { ComponentType } from 'preact'
import { useEffect, useRef, useState } from 'preact/hooks'
import type { AdditionalFieldsModalProps } from '../additional-fields/additional-fields-modal.js'
import { loadCart } from '../cart/cart-store.js'
import type { AdditionalFieldsForm, CartEntryView } from '../cart/cart-view.js'
import { useCart } from '../cart/use-cart.js'
import { runtimeStrings } from '../runtime-strings.js'
import { lazyComponent } from '../ui/lazy-component.js'
import {
  removeEntry,
  updateAnswers,
  updateQuantity,
  type CartActionResult,
} from './cart-actions.js'
import { CartEntryRow } from './cart-entry-row.js'
import { parseAnswers } from './entry-answers.js'
import type { CartProductCard } from './product-cards.js'
import { CHECKOUT_URL } from '../cart/cart-urls.js'

/** The failure alert, loaded when a failure first shows one. */
const AlertDialog = lazyComponent(() =>
  import('../ui/alert-dialog.js').then((module) => module.AlertDialog),
)

export interface CartPageProps {
  /** The store's minimum order subtotal in minor units, when it sets one. */
  readonly minimumSubtotalCents?: number
  /** That minimum as the server printed it in the store's money format. */
  readonly minimumSubtotalText?: string
  /** Extra-information forms by item id, for lines whose cart answer does not carry theirs. */
  readonly productForms?: Readonly<Record<string, AdditionalFieldsForm>>
  /** Each product's page and picture, by item id. */
  readonly productCards?: Readonly<Record<string, CartProductCard>>
  /** Where 'Continue shopping' leads. */
  readonly shopUrl?: string
}

function withForm(
  entry: CartEntryView,
  forms: Readonly<Record<string, AdditionalFieldsForm>>,
): CartEntryView {
  const form = entry.additionalFieldsForm ?? forms[entry.itemId]
  return form === entry.additionalFieldsForm ? entry : { ...entry, additionalFieldsForm: form }
}

interface Editing {
  readonly entry: CartEntryView
  readonly Modal: ComponentType<AdditionalFieldsModalProps>
}

/** SPEC §2 full-page cart: lines, quantities, removal, extra information, subtotal, checkout. */
export function CartPage({
  minimumSubtotalCents,
  minimumSubtotalText,
  productForms = {},
  productCards = {},
  shopUrl = '/',
}: CartPageProps) {
  const cart = useCart()
  const rootRef = useRef<HTMLDivElement>(null)
  // After a removal, where the focus goes once the cart has redrawn (the line's button is gone).
  const focusAfter = useRef<{ readonly index: number } | undefined>(undefined)
  const [loadFailed, setLoadFailed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [alert, setAlert] = useState<FailureAlert | undefined>(undefined)
  const [editing, setEditing] = useState<Editing | undefined>(undefined)

  useEffect(() => {
    void loadCart().then((result) => {
      if (!result.ok) setLoadFailed(true)
    })
  }, [])

  async function run(action: Promise<CartActionResult>): Promise<boolean> {
    setBusy(true)
    const result = await action
    setBusy(false)
    if (!result.ok) setAlert(result.alert)
    return result.ok
  }

  async function remove(entry: CartEntryView): Promise<boolean> {
    const index = cart?.entries.findIndex((e) => e.id === entry.id) ?? 0
    focusAfter.current = { index }
    const ok = await run(removeEntry(entry))
    if (!ok) focusAfter.current = undefined
    return ok
  }

  useEffect(() => {
    const target = focusAfter.current
    // Controls are disabled while a change is on its way; they take the focus once it is done.
    if (!target || !cart || busy) return
    focusAfter.current = undefined
    const root = rootRef.current
    // The line that took the removed one's place, else the one above, else the way back to the
    // shop: the focus never falls to the top of the page.
    const rows = root?.querySelectorAll<HTMLElement>('.cart-entry') ?? []
    const row = rows[Math.min(target.index, rows.length - 1)]
    const next =
      row?.querySelector<HTMLElement>('.quantity-stepper__input') ??
      root?.querySelector<HTMLElement>('.cart-page__continue')
    next?.focus()
  }, [cart, busy])

  async function changeQuantity(entry: CartEntryView, text: string): Promise<boolean> {
    // Quantity 0 means the shopper wants the line gone (SPEC §3: 0 removes).
    if (text.trim() === '0') return remove(entry)
    const parsed = parseQuantity(text)
    if (!parsed.ok) {
      setAlert({ title: commerceStrings.unableToUpdateQuantity, message: parsed.message })
      return false
    }
    return parsed.quantity === entry.quantity || run(updateQuantity(entry, parsed.quantity))
  }

  function edit(entry: CartEntryView) {
    if (!entry.additionalFieldsForm) {
      setAlert({ title: commerceStrings.unableToOpenForm, message: commerceStrings.pleaseTryAgain })
      return
    }
    import('../additional-fields/additional-fields-modal.js').then(
      (module) => setEditing({ entry, Modal: module.AdditionalFieldsModal }),
      () =>
        setAlert({
          title: commerceStrings.unableToOpenForm,
          message: commerceStrings.pleaseTryAgain,
        }),
    )
  }

  if (!cart) {
    return loadFailed ? (
      <div class="cart-page" role="alert">
        {commerceStrings.pleaseTryAgain}
      </div>
    ) : (
      <div class="cart-page" aria-busy="true" />
    )
  }

  const minimum = checkMinimumSubtotal(
    cart.subtotal.minor,
    minimumSubtotalCents,
    cart.subtotal.currency,
  )
  const empty = cart.entries.length === 0

  return (
    <div
      ref={rootRef}
      class={`cart-page${empty ? ' cart-page--empty' : ''}`}
      data-initialized="true"
      aria-busy={busy ? 'true' : undefined}
    >
      {empty ? (
        <div class="cart-page__empty">
          <p>{commerceStrings.emptyCart}</p>
          <a class="button button--primary cart-page__continue" href={shopUrl}>
            {runtimeStrings.continueShopping}
          </a>
        </div>
      ) : (
        <>
          <ul class="cart-entries" aria-label={runtimeStrings.shoppingCart}>
            {cart.entries.map((entry) => (
              <CartEntryRow
                key={entry.id}
                entry={withForm(entry, productForms)}
                card={productCards[entry.itemId]}
                busy={busy}
                onQuantity={changeQuantity}
                onRemove={(e) => void remove(e)}
                onEdit={edit}
              />
            ))}
          </ul>
          <div class="cart-summary">
            <div class="cart-subtotal">
              <span class="cart-subtotal__label">{runtimeStrings.subtotal}</span>{' '}
              <span class="cart-subtotal__amount">{cart.subtotalText}</span>
            </div>
            {minimum.ok ? null : (
              <p class="cart-page__minimum" role="status">
                {minimumSubtotalText === undefined
                  ? minimum.message
                  : fillTemplate(commerceStrings.minimumSubtotal, {
                      subtotal: minimumSubtotalText,
                    })}
              </p>
            )}
            {minimum.ok ? (
              <a class="button button--primary cart-page__checkout" href={CHECKOUT_URL}>
                {runtimeStrings.checkout}
              </a>
            ) : (
              <span
                class="button button--primary cart-page__checkout"
                role="link"
                aria-disabled="true"
              >
                {runtimeStrings.checkout}
              </span>
            )}
            <a class="cart-page__continue" href={shopUrl}>
              {runtimeStrings.continueShopping}
            </a>
          </div>
        </>
      )}
      {editing && editing.entry.additionalFieldsForm ? (
        <editing.Modal
          form={editing.entry.additionalFieldsForm}
          initialValues={parseAnswers(editing.entry)}
          submitLabel={runtimeStrings.save}
          onClose={() => setEditing(undefined)}
          onSubmit={async (answers) => {
            const entry = editing.entry
            setEditing(undefined)
            await run(updateAnswers(entry, answers))
          }}
        />
      ) : null}
      {alert ? <AlertDialog alert={alert} onClose={() => setAlert(undefined)} /> : null}
    </div>
  )
}
