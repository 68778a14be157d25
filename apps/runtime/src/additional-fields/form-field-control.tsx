import { LIKERT_SCALE, asAnswers, asParts, asText, type FieldValue } from '@atelier/forms'
import type { FormField } from '@atelier/schema'
import { runtimeStrings } from '../runtime-strings.js'

export interface FieldControlProps {
  readonly field: FormField
  readonly value: FieldValue | undefined
  readonly error: string | undefined
  readonly idPrefix: string
  readonly onChange: (value: FieldValue) => void
}

function partLabels(field: FormField): readonly string[] {
  switch (field.type) {
    case 'name':
      return runtimeStrings.nameParts
    case 'address':
      return runtimeStrings.addressParts
    case 'date':
      return runtimeStrings.dateParts
    case 'time':
      return runtimeStrings.timeParts
    case 'phone':
      return field.showCountryCode ? runtimeStrings.phoneParts : runtimeStrings.phoneParts.slice(1)
    default:
      return []
  }
}

function withPart(parts: readonly string[], size: number, index: number, value: string): string[] {
  const next = Array.from({ length: size }, (_, i) => parts[i] ?? '')
  next[index] = value
  return next
}

/**
 * One field of an extra-information form. Multi-part and choice fields are fieldsets whose legend
 * is the field's label; the error (SPEC §5) shows above the controls.
 */
export function FormFieldControl({ field, value, error, idPrefix, onChange }: FieldControlProps) {
  const id = `${idPrefix}-${field.id}`
  const errorId = `${id}-error`
  const describedBy = error ? errorId : undefined
  const errorLine = error ? (
    <div id={errorId} class="form-field__error" role="alert" style={{ color: '#b00020' }}>
      {error}
    </div>
  ) : null
  const label = field.label || field.id

  if (field.type === 'section') return <h3 class="form-section">{label}</h3>
  if (field.type === 'hidden') return null

  const parts = partLabels(field)
  if (
    parts.length > 0 ||
    field.type === 'checkbox' ||
    field.type === 'radio' ||
    field.type === 'likert'
  ) {
    return (
      <fieldset
        class={`form-field form-field--${field.type}`}
        data-field-id={field.id}
        aria-describedby={describedBy}
      >
        <legend class="form-field__label">
          {label}
          {field.required ? ' *' : ''}
        </legend>
        {errorLine}
        {parts.map((partLabel, index) => (
          <label class="form-field__part" key={partLabel}>
            <span class="form-field__part-label">{partLabel}</span>
            <input
              type="text"
              value={asParts(value)[index] ?? ''}
              onInput={(event) =>
                onChange(withPart(asParts(value), parts.length, index, event.currentTarget.value))
              }
            />
          </label>
        ))}
        {field.type === 'checkbox' || field.type === 'radio'
          ? field.options.map((option) => {
              const checked =
                field.type === 'checkbox'
                  ? asParts(value).includes(option)
                  : asText(value) === option
              return (
                <label class="form-field__option" key={option}>
                  <input
                    type={field.type}
                    name={id}
                    value={option}
                    checked={checked}
                    onChange={(event) => {
                      if (field.type === 'radio') return onChange(option)
                      const rest = asParts(value).filter((v) => v !== option)
                      onChange(event.currentTarget.checked ? [...rest, option] : rest)
                    }}
                  />{' '}
                  {option}
                </label>
              )
            })
          : null}
        {field.type === 'likert'
          ? field.options.map((statement, row) => (
              <fieldset class="form-field__likert-row" key={statement}>
                <legend>{statement}</legend>
                {LIKERT_SCALE.map((step) => (
                  <label key={step.value}>
                    <input
                      type="radio"
                      name={`${id}-${row}`}
                      value={String(step.value)}
                      checked={asAnswers(value)[statement] === String(step.value)}
                      onChange={() =>
                        onChange({ ...asAnswers(value), [statement]: String(step.value) })
                      }
                    />{' '}
                    {step.label}
                  </label>
                ))}
              </fieldset>
            ))
          : null}
      </fieldset>
    )
  }

  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? ('true' as const) : undefined,
    required: field.required,
  }
  return (
    <div class={`form-field form-field--${field.type}`} data-field-id={field.id}>
      <label class="form-field__label" for={id}>
        {label}
        {field.required ? ' *' : ''}
      </label>
      {field.description ? <p class="form-field__description">{field.description}</p> : null}
      {errorLine}
      {field.type === 'textarea' ? (
        <textarea
          {...common}
          value={asText(value)}
          onInput={(e) => onChange(e.currentTarget.value)}
        />
      ) : field.type === 'select' ? (
        <select {...common} value={asText(value)} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{field.placeholder || ''}</option>
          {field.options.map((option) => (
            <option value={option} key={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={
            field.type === 'email'
              ? 'email'
              : field.type === 'number' || field.type === 'currency'
                ? 'number'
                : 'text'
          }
          placeholder={field.placeholder || undefined}
          value={asText(value)}
          onInput={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </div>
  )
}
