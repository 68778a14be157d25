import { MAX_QUANTITY, MIN_QUANTITY, fillTemplate } from '@atelier/commerce'
import { useEffect, useId, useState } from 'preact/hooks'
import type { CartEntryView } from '../cart/cart-view.js'
import { runtimeStrings } from '../runtime-strings.js'
import { answerLines, hasOnlyGiftCardAnswers } from './entry-answers.js'

export interface CartEntryRowProps {
  readonly entry: CartEntryView
  readonly busy: boolean
  /** Resolves false when the change was refused; the input then shows the stored quantity. */
  readonly onQuantity: (entry: CartEntryView, quantity: string) => Promise<boolean>
  readonly onRemove: (entry: CartEntryView) => void
  readonly onEdit: (entry: CartEntryView) => void
}

/** 'Size: 8 oz, Color: Oat': the variant a line holds. */
export function variantDescription(entry: CartEntryView): string {
  return Object.entries(entry.attributes)
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ')
}

/** One line of the full-page cart. */
export function CartEntryRow({ entry, busy, onQuantity, onRemove, onEdit }: CartEntryRowProps) {
  const id = useId()
  const [quantity, setQuantity] = useState(String(entry.quantity))
  useEffect(() => setQuantity(String(entry.quantity)), [entry.quantity])
  const description = variantDescription(entry)
  const answers = answerLines(entry)
  return (
    <li class="cart-entry" data-entry-id={entry.id}>
      <div class="cart-entry__main">
        <div class="cart-entry__title">{entry.title}</div>
        {description ? <div class="cart-entry__variant">{description}</div> : null}
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
                aria-label={fillTemplate(runtimeStrings.editItem, { title: entry.title })}
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
          {fillTemplate(runtimeStrings.quantityOf, { title: entry.title })}
        </label>
        <input
          id={`${id}-qty`}
          type="number"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          size={4}
          value={quantity}
          disabled={busy}
          onInput={(event) => setQuantity(event.currentTarget.value)}
          onChange={(event) => {
            void onQuantity(entry, event.currentTarget.value).then((changed) => {
              if (!changed) setQuantity(String(entry.quantity))
            })
          }}
        />
      </div>
      <div class="cart-entry__price">{entry.subTotalText}</div>
      <button
        type="button"
        class="cart-entry__remove"
        aria-label={fillTemplate(runtimeStrings.removeItem, { title: entry.title })}
        disabled={busy}
        onClick={() => onRemove(entry)}
      >
        {runtimeStrings.remove}
      </button>
    </li>
  )
}
