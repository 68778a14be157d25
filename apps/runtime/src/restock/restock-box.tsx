import { FormStrings, restockFailureMessage, validateRestockEmail } from '@atelier/forms'
import { useEffect, useState } from 'preact/hooks'
import { apiRequest } from '../api/api-request.js'
import { AltchaWidget } from '../forms/altcha-widget.js'
import { chosenVariant, isSoldOut, toRestockVariants } from './restock-variant.js'
import type { RestockVariantInfo } from './restock-variant.js'

/** The restock box's own words (SPEC names the box's parts, not their labels). */
export const restockStrings = {
  heading: 'Notify me when this is back in stock',
  email: 'Email Address',
  joinMailingList: 'Sign up for news and updates',
  submit: 'Notify Me',
} as const

export interface RestockBoxProps {
  root: HTMLElement
  itemId: string
}

function readChoices(scope: ParentNode): Record<string, string> {
  const choices: Record<string, string> = {}
  for (const select of scope.querySelectorAll<HTMLSelectElement>(
    'select[data-variant-option-name]',
  )) {
    choices[select.dataset.variantOptionName ?? ''] = select.value
  }
  for (const group of scope.querySelectorAll<HTMLElement>('div[data-variant-option-name]')) {
    const checked = group.querySelector<HTMLInputElement>('input:checked')
    choices[group.dataset.variantOptionName ?? ''] = checked?.value ?? ''
  }
  return choices
}

function readVariants(scope: ParentNode): RestockVariantInfo[] {
  const printed =
    scope.querySelector<HTMLElement>('.product__form[data-variants]')?.dataset.variants ??
    scope.querySelector<HTMLElement>('.product-variants[data-variants]')?.dataset.variants
  if (!printed) return []
  try {
    return toRestockVariants(JSON.parse(printed))
  } catch {
    return []
  }
}

/**
 * SPEC §2/§4 restock box: shown while the chosen variant is sold out; an email, an optional
 * mailing-list opt-in and an optional captcha; success replaces the form with the message.
 */
export function RestockBox({ root, itemId }: RestockBoxProps) {
  const scope: ParentNode = root.closest('article, .product') ?? document
  const [choices, setChoices] = useState<Record<string, string>>(() => readChoices(scope))
  const [email, setEmail] = useState('')
  const [join, setJoin] = useState(root.dataset.mailingListOptIn === 'true')
  const [error, setError] = useState<string | undefined>(undefined)
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState(false)
  const [resetCount, setResetCount] = useState(0)
  const [token, setToken] = useState<string | undefined>(undefined)
  const captcha = root.dataset.captcha === 'true'

  // The theme prints every product's variants, single-variant ones included, on the form root;
  // the formatters' `.product-variants` only exists when there are choices to make.
  const [variants] = useState<RestockVariantInfo[]>(() => readVariants(scope))
  useEffect(() => {
    const onChange = () => setChoices(readChoices(scope))
    scope.addEventListener('change', onChange)
    return () => scope.removeEventListener('change', onChange)
  }, [scope])

  const variant = chosenVariant(variants, choices)
  const visible = done || (variant !== undefined && isSoldOut(variant))
  useEffect(() => {
    root.hidden = !visible
  }, [visible])
  if (!visible || variant === undefined) return null
  if (done) {
    return (
      <p class="restock-box__success">{root.dataset.successText || FormStrings.restockSignedUp}</p>
    )
  }

  async function submit(event: Event) {
    event.preventDefault()
    const checked = validateRestockEmail(email)
    if (!checked.ok) return setError(checked.message)
    if (captcha && token === undefined) return setError(FormStrings.captchaIncomplete)
    setSending(true)
    const answer = await apiRequest('POST', '/api/site-users/account/notifications/restock', {
      isJoinMailingList: join,
      productId: itemId,
      variantId: variant?.id,
      siteVisitorEmail: checked.email,
      ...(token === undefined ? {} : { captchaToken: token }),
    })
    setSending(false)
    if (answer.ok) {
      setDone(true)
      return
    }
    setError(restockFailureMessage(answer.body))
    setResetCount((count) => count + 1)
  }

  return (
    <form class="restock-box__form" onSubmit={submit} noValidate>
      <p class="restock-box__heading">{restockStrings.heading}</p>
      {error === undefined ? null : (
        <p class="restock-box__error" role="alert">
          {error}
        </p>
      )}
      <label class="form-field">
        <span class="form-field__label">{restockStrings.email}</span>
        <input
          class="form-field__input"
          type="email"
          name="siteVisitorEmail"
          autoComplete="email"
          value={email}
          onInput={(event) => setEmail((event.target as HTMLInputElement).value)}
        />
      </label>
      {root.dataset.mailingList === 'true' ? (
        <label class="form-choice">
          <input
            type="checkbox"
            checked={join}
            onChange={(event) => setJoin((event.target as HTMLInputElement).checked)}
          />{' '}
          <span>{restockStrings.joinMailingList}</span>
        </label>
      ) : null}
      {captcha ? <AltchaWidget resetCount={resetCount} onToken={setToken} /> : null}
      <button type="submit" class="button button--primary" disabled={sending}>
        {sending ? FormStrings.submitting : restockStrings.submit}
      </button>
    </form>
  )
}
