import { useState } from 'preact/hooks'
import { CheckoutField } from '../checkout/checkout-field.js'
import { accountHomeApi } from './account-home-api.js'
import { accountHomeStrings as strings } from './account-home-strings.js'

/** The profile's name, shown, and changed in place. */
export function ProfileForm(props: { readonly firstName: string; readonly lastName: string }) {
  const [saved, setSaved] = useState({ firstName: props.firstName, lastName: props.lastName })
  const [draft, setDraft] = useState(saved)
  const [open, setOpen] = useState(false)
  const [status, setStatus] = useState('')
  const name = `${saved.firstName} ${saved.lastName}`.trim()

  if (!open) {
    return (
      <div class="account-profile">
        <p class="account-profile__name">{name === '' ? strings.noName : name}</p>
        <p class="account-profile__status" role="status">
          {status}
        </p>
        <button
          type="button"
          class="button button--secondary button--small"
          onClick={() => {
            setDraft(saved)
            setOpen(true)
          }}
        >
          {strings.editName}
        </button>
      </div>
    )
  }
  return (
    <form
      class="account-profile"
      onSubmit={async (event) => {
        event.preventDefault()
        const answer = await accountHomeApi.saveProfile(draft.firstName, draft.lastName)
        if (!answer.ok) return
        setSaved(answer.data)
        setOpen(false)
        setStatus(strings.nameSaved)
      }}
    >
      <div class="account-address-form__pair">
        <CheckoutField
          name="profile.firstName"
          label={strings.firstName}
          autoComplete="given-name"
          value={draft.firstName}
          onInput={(firstName) => setDraft({ ...draft, firstName })}
        />
        <CheckoutField
          name="profile.lastName"
          label={strings.lastName}
          autoComplete="family-name"
          value={draft.lastName}
          onInput={(lastName) => setDraft({ ...draft, lastName })}
        />
      </div>
      <div class="account-actions">
        <button type="submit" class="button button--primary button--small">
          {strings.saveName}
        </button>
        <button
          type="button"
          class="button button--secondary button--small"
          onClick={() => setOpen(false)}
        >
          {strings.cancel}
        </button>
      </div>
    </form>
  )
}
