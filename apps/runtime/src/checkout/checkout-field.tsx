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

export interface CheckoutSelectProps {
  readonly name: string
  readonly label: string
  readonly value: string
  readonly choices: readonly { readonly code: string; readonly name: string }[]
  /** The first, empty choice ('Choose…'), when nothing is chosen yet. */
  readonly prompt?: string
  readonly error?: string | undefined
  readonly autoComplete?: string
  readonly onChange: (value: string) => void
}

/** A labelled select with its error above it, like `CheckoutField`. */
export function CheckoutSelect(props: CheckoutSelectProps) {
  const id = `checkout-${props.name.replace(/\./g, '-')}`
  return (
    <div class={`checkout-field${props.error ? ' checkout-field--error' : ''}`}>
      <label for={id}>{props.label}</label>
      {props.error ? (
        <p class="checkout-field__error" role="alert" id={`${id}-error`}>
          {props.error}
        </p>
      ) : null}
      <select
        id={id}
        name={props.name}
        value={props.value}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange((event.currentTarget as HTMLSelectElement).value)}
      >
        {props.prompt !== undefined ? <option value="">{props.prompt}</option> : null}
        {props.choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  )
}
