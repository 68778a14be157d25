import { textareaCounter } from '@atelier/forms'
import { render } from 'preact'
import { useEffect, useState } from 'preact/hooks'

/**
 * SPEC §2: 'count / max' under the textarea (the theme's `.form-field__count` right-aligns it); an
 * error once over the limit.
 */
export function TextareaCounterView({
  textarea,
  maxLength,
}: {
  textarea: HTMLTextAreaElement
  maxLength: number
}) {
  const [value, setValue] = useState(textarea.value)
  useEffect(() => {
    const update = () => setValue(textarea.value)
    textarea.addEventListener('input', update)
    return () => textarea.removeEventListener('input', update)
  }, [textarea])
  const counter = textareaCounter(value, maxLength)
  return (
    <span
      class={counter.error ? 'form-field__count form-field__count--error' : 'form-field__count'}
      aria-live="polite"
    >
      {counter.text}
    </span>
  )
}

/** Brings every `[data-max-length]` counter of the theme's textareas to life. */
export function attachTextareaCounters(form: HTMLElement): void {
  for (const counter of form.querySelectorAll<HTMLElement>('[data-max-length]')) {
    const textarea = counter.parentElement?.querySelector('textarea')
    const maxLength = Number(counter.dataset.maxLength)
    if (!textarea || !Number.isInteger(maxLength) || maxLength < 1) continue
    // The server enforces the limit; the counter, not the browser, tells the visitor about it.
    textarea.removeAttribute('maxlength')
    counter.textContent = ''
    render(<TextareaCounterView textarea={textarea} maxLength={maxLength} />, counter)
  }
}
