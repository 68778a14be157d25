import { useId } from 'preact/hooks'

/** A labelled input of the account forms, with an optional hint read out with it. */
export function AccountField(props: {
  label: string
  name: string
  type: 'email' | 'password'
  autocomplete: string
  hint?: string
  defaultValue?: string
}) {
  const id = useId()
  return (
    <div class="form-field">
      <label class="form-field__label" for={id}>
        {props.label}
      </label>
      <input
        id={id}
        class="form-field__input"
        type={props.type}
        name={props.name}
        autocomplete={props.autocomplete}
        defaultValue={props.defaultValue}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
        required
      />
      {props.hint ? (
        <p id={`${id}-hint`} class="account-form__hint">
          {props.hint}
        </p>
      ) : null}
    </div>
  )
}

/** The form's outcome: an alert for a failure, a status for a success. */
export function AccountNotice(props: { error?: string | undefined; done?: string | undefined }) {
  if (props.error) {
    return (
      <p class="account-login__error" role="alert">
        {props.error}
      </p>
    )
  }
  if (props.done) {
    return (
      <p class="account-form__done" role="status">
        {props.done}
      </p>
    )
  }
  return null
}

/** A form field's value as a string. */
export function fieldOf(form: HTMLFormElement, name: string): string {
  return String(new FormData(form).get(name) ?? '')
}
