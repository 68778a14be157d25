import { useId, type InputHTMLAttributes, type ReactNode } from 'react'

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode
  /** A quiet line under the input. */
  hint?: ReactNode
  /** The refusal to show (role alert), tied to the input with aria-describedby. */
  error?: string | null | undefined
}

/** A labelled input with its hint and its error, announced and described. */
export function Field({ label, hint, error, className, ...input }: FieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div className={['ui-field', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className="ed-field-note">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="ui-field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
