export interface CheckoutFieldProps {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly error?: string | undefined
  readonly type?: string
  readonly autoComplete?: string
  readonly inputMode?: 'numeric' | 'email' | 'text'
  readonly onInput: (value: string) => void
  readonly onBlur?: () => void
}

/** A labelled input with its error shown above it (SPEC §4: errors render above fields). */
export function CheckoutField(props: CheckoutFieldProps) {
  const id = `checkout-${props.name.replace(/\./g, '-')}`
  return (
    <div class={`checkout-field${props.error ? ' checkout-field--error' : ''}`}>
      <label for={id}>{props.label}</label>
      {props.error ? (
        <p class="checkout-field__error" role="alert" id={`${id}-error`}>
          {props.error}
        </p>
      ) : null}
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onInput={(event) => props.onInput((event.currentTarget as HTMLInputElement).value)}
        onBlur={props.onBlur}
      />
    </div>
  )
}
