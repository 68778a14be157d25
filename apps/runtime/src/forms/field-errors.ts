import type { DomField } from './read-form-fields.js'

const errorClass = 'form-field__error'

/** Puts each message above its field (SPEC §4) and removes those of the previous attempt. */
export function showFieldErrors(
  fields: readonly DomField[],
  errors: Readonly<Record<string, string>>,
): void {
  for (const { field, container } of fields) {
    container.querySelector(`:scope > .${errorClass}`)?.remove()
    container.classList.remove('form-field--error')
    const message = errors[field.id]
    if (message === undefined) continue
    const note = document.createElement('p')
    note.className = errorClass
    note.setAttribute('role', 'alert')
    note.textContent = message
    container.prepend(note)
    container.classList.add('form-field--error')
  }
}

/** Whether the form's notice sits above or below the first field with an error. */
export function noticePositionFor(
  notice: HTMLElement,
  fields: readonly DomField[],
  errors: Readonly<Record<string, string>>,
): 'above' | 'below' {
  const first = fields.find(({ field }) => errors[field.id] !== undefined)
  if (first === undefined) return 'above'
  return notice.compareDocumentPosition(first.container) & Node.DOCUMENT_POSITION_FOLLOWING
    ? 'above'
    : 'below'
}
