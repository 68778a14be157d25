import { addFailureAlert } from '@atelier/commerce'
import { validateForm, type FieldValue, type FormValues } from '@atelier/forms'
import { useId, useState } from 'preact/hooks'
import { apiRequest } from '../api/api-request.js'
import type { AdditionalFieldsForm } from '../cart/cart-view.js'
import { runtimeStrings } from '../runtime-strings.js'
import { Modal } from '../ui/modal.js'
import { FormFieldControl } from './form-field-control.js'

export const validateUrl = (formId: string) =>
  `/api/rest/forms/validate/${encodeURIComponent(formId)}`

export interface AdditionalFieldsModalProps {
  readonly form: AdditionalFieldsForm
  /** Told the answers as the JSON string the cart API stores, once both checks pass. */
  readonly onSubmit: (answers: string) => void | Promise<void>
  readonly onClose: () => void
  readonly initialValues?: FormValues
  readonly submitLabel?: string
}

function errorsOf(body: unknown): Record<string, string> | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors
  if (typeof errors !== 'object' || errors === null) return undefined
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}

/**
 * SPEC §4 cart form: submit clears the errors and validates in the browser ('Required'; likert
 * never required), then on the server; errors show above their fields; valid answers go on.
 */
export function AdditionalFieldsModal({
  form,
  onSubmit,
  onClose,
  initialValues = {},
  submitLabel = runtimeStrings.submit,
}: AdditionalFieldsModalProps) {
  const id = useId()
  const [values, setValues] = useState<FormValues>(initialValues)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [notice, setNotice] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: Event) {
    event.preventDefault()
    if (busy) return
    setErrors({})
    setNotice('')
    const local = validateForm(form, values)
    if (!local.ok) {
      setErrors(local.errors)
      return
    }
    setBusy(true)
    const result = await apiRequest('POST', validateUrl(form.id), values)
    setBusy(false)
    if (!result.ok) {
      const serverErrors = result.status === 400 ? errorsOf(result.body) : undefined
      if (serverErrors && Object.keys(serverErrors).length > 0) setErrors(serverErrors)
      else setNotice(addFailureAlert(result.failure).message)
      return
    }
    await onSubmit(JSON.stringify(values))
  }

  const set = (fieldId: string, value: FieldValue) =>
    setValues((previous) => ({ ...previous, [fieldId]: value }))

  return (
    <Modal titleId={`${id}-title`} onClose={onClose} className="additional-fields-modal">
      <h2 id={`${id}-title`} style={{ marginTop: 0 }}>
        {form.name}
      </h2>
      <form class="additional-fields-form" noValidate onSubmit={submit}>
        <div role="alert" class="additional-fields-form__notice">
          {notice}
        </div>
        {form.fields.map((field) => (
          <FormFieldControl
            key={field.id}
            field={field}
            value={values[field.id]}
            error={errors[field.id]}
            idPrefix={id}
            onChange={(value) => set(field.id, value)}
          />
        ))}
        <button type="submit" class="button button--primary" disabled={busy}>
          {submitLabel}
        </button>
      </form>
    </Modal>
  )
}
