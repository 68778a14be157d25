import {
  MAX_QUANTITY,
  fillTemplate,
  variantDescription as describeVariant,
} from '@atelier/commerce'
import { useEffect, useId, useState } from 'preact/hooks'
import type { CartEntryView } from '../cart/cart-view.js'
import { runtimeStrings } from '../runtime-strings.js'
import { MinusIcon, PlusIcon, TrashIcon } from '../ui/cart-icons.js'
import { answerLines, hasOnlyGiftCardAnswers } from './entry-answers.js'
import { entryImage, type CartProductCard } from './product-cards.js'

export interface CartEntryRowProps {
  readonly entry: CartEntryView
  readonly card: CartProductCard | undefined
  readonly busy: boolean
  /** Resolves false when the change was refused; the input then shows the stored quantity. */
  readonly onQuantity: (entry: CartEntryView, quantity: string) => Promise<boolean>
  readonly onRemove: (entry: CartEntryView) => void
  readonly onEdit: (entry: CartEntryView) => void
}

/** 'Size: 8 oz, Color: Oat': the variant a line holds. */
export function variantDescription(entry: CartEntryView): string {
  return describeVariant(entry.attributes)
}

/**
 * One line of the full-page cart: picture, title (a link to the product), variant, unit price, a
 * quantity stepper (0 removes the line), the line total and a remove button.
 */
export function CartEntryRow({
  entry,
  card,
  busy,
  onQuantity,
  onRemove,
  onEdit,
}: CartEntryRowProps) {
  const id = useId()
  const [quantity, setQuantity] = useState(String(entry.quantity))
  useEffect(() => setQuantity(String(entry.quantity)), [entry.quantity])
  const description = variantDescription(entry)
  const answers = answerLines(entry)
  const image = entryImage(card, entry.sku)
  const words = { title: entry.title }

  function submit(text: string) {
    setQuantity(text)
    void onQuantity(entry, text).then((changed) => {
      if (!changed) setQuantity(String(entry.quantity))
    })
  }

  return (
    <li class="cart-entry" data-entry-id={entry.id}>
      <div class="cart-entry__media">
        {image ? (
          <img
            class="cart-entry__image"
            src={image.src}
            srcset={image.srcset || undefined}
            sizes="96px"
            width={96}
            height={120}
            alt=""
            loading="lazy"
          />
        ) : (
          <span class="cart-entry__image cart-entry__image--none" aria-hidden="true" />
        )}
      </div>
      <div class="cart-entry__main">
        <div class="cart-entry__title">
          {card ? <a href={card.url}>{entry.title}</a> : entry.title}
        </div>
        {description ? <div class="cart-entry__variant">{description}</div> : null}
        {entry.unitPriceText ? (
          <div class="cart-entry__unit-price">{entry.unitPriceText}</div>
        ) : null}
        {answers.length > 0 ? (
          <div class="cart-entry__answers">
            <dl>
              {answers.map((line) => (
                <div key={line.label}>
                  <dt>{line.label}</dt>
                  <dd>{line.answer}</dd>
                </div>
              ))}
            </dl>
            {hasOnlyGiftCardAnswers(entry) ? null : (
              <button
                type="button"
                class="cart-entry__edit"
                aria-label={fillTemplate(runtimeStrings.editItem, words)}
                onClick={() => onEdit(entry)}
              >
                {runtimeStrings.edit}
              </button>
            )}
          </div>
        ) : null}
      </div>
      <div class="cart-entry__quantity">
        <label class="visually-hidden" for={`${id}-qty`}>
          {fillTemplate(runtimeStrings.quantityOf, words)}
        </label>
        <div class="quantity-stepper">
          <button
            type="button"
            class="quantity-stepper__button"
            aria-label={fillTemplate(runtimeStrings.decreaseQuantity, words)}
            disabled={busy}
            onClick={() => submit(String(Math.max(0, entry.quantity - 1)))}
          >
            <MinusIcon />
          </button>
          <input
            id={`${id}-qty`}
            class="quantity-stepper__input"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_QUANTITY}
            step={1}
            value={quantity}
            disabled={busy}
            onInput={(event) => setQuantity(event.currentTarget.value)}
            onChange={(event) => submit(event.currentTarget.value)}
          />
          <button
            type="button"
            class="quantity-stepper__button"
            aria-label={fillTemplate(runtimeStrings.increaseQuantity, words)}
            disabled={busy || entry.quantity >= MAX_QUANTITY}
            onClick={() => submit(String(entry.quantity + 1))}
          >
            <PlusIcon />
          </button>
        </div>
      </div>
      <div class="cart-entry__price">{entry.subTotalText}</div>
      <button
        type="button"
        class="cart-entry__remove"
        aria-label={fillTemplate(runtimeStrings.removeItem, words)}
        disabled={busy}
        onClick={() => onRemove(entry)}
      >
        <TrashIcon />
        <span class="cart-entry__remove-text">{runtimeStrings.remove}</span>
      </button>
    </li>
  )
}
