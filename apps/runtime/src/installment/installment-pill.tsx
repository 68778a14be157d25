import {
  fillTemplate,
  formatMoney,
  installmentBadge,
  installmentProviderName,
  type InstallmentInput,
} from '@atelier/commerce'
import { useEffect, useId, useState } from 'preact/hooks'
import { onVariantChange, type VariantChangeDetail } from '../product/variant-change-event.js'
import { InfoIcon } from '../ui/info-icon.js'
import { runtimeStrings } from '../runtime-strings.js'
import { lazyComponent } from '../ui/lazy-component.js'
import { installmentInputForVariant } from './read-installment-input.js'

/** The details dialog, loaded when the visitor first opens it. */
const Modal = lazyComponent(() => import('../ui/modal.js').then((module) => module.Modal))

/**
 * SPEC §4 installment pill: the installment text in range, the out-of-range text otherwise, and
 * an info button; the modal stays hidden until the pill or the button is clicked.
 */
export function InstallmentPill({
  input: baseInput,
  itemId,
  variantTexts = {},
}: {
  readonly input: InstallmentInput
  /** Follows this item's product form: the chosen variant's price, nothing while sold out. */
  readonly itemId?: string | undefined
  readonly variantTexts?: Readonly<Record<string, string>>
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [choice, setChoice] = useState<VariantChangeDetail | undefined>(undefined)
  useEffect(() => (itemId ? onVariantChange(itemId, setChoice) : undefined), [itemId])
  if (choice?.soldOut) return null
  const input = choice?.variant
    ? installmentInputForVariant(baseInput, choice.variant, variantTexts)
    : baseInput
  const badge = installmentBadge(input)
  if (!badge.shown) return null
  const provider = installmentProviderName(badge.provider)
  const installments = badge.inRange ? badge.installments : (input.installments ?? 4)
  const text = badge.inRange
    ? fillTemplate(runtimeStrings.installmentText, {
        installments: badge.installments,
        amount: badge.installmentText ?? formatMoney(badge.installmentCents, input.amount.currency),
        provider,
      })
    : `${provider} ${badge.text}`
  const words = { installments, provider }
  return (
    <div
      class={`installment-pill__inner installment-pill--${badge.provider}`}
      data-locale={badge.locale}
    >
      <button
        type="button"
        class="installment-pill__text"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {text}
      </button>{' '}
      <button
        type="button"
        class="installment-pill__info"
        aria-haspopup="dialog"
        aria-label={fillTemplate(runtimeStrings.installmentInfo, words)}
        onClick={() => setOpen(true)}
      >
        <InfoIcon />
      </button>
      {open ? (
        <Modal
          titleId={`${id}-title`}
          describedBy={`${id}-body`}
          onClose={() => setOpen(false)}
          className="installment-modal"
        >
          <h2 id={`${id}-title`} style={{ marginTop: 0 }}>
            {fillTemplate(runtimeStrings.installmentModalTitle, words)}
          </h2>
          <p id={`${id}-body`}>{fillTemplate(runtimeStrings.installmentModalBody, words)}</p>
        </Modal>
      ) : null}
    </div>
  )
}
