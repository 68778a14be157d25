import { useState } from 'preact/hooks'
import { accountHomeApi, type BookAddress } from './account-home-api.js'
import { accountHomeStrings as strings } from './account-home-strings.js'
import { AddressForm } from './address-form.js'

/** The address book of /account: each address as its country writes it, its defaults marked. */
export function AddressBook({ initial }: { readonly initial: readonly BookAddress[] }) {
  const [addresses, setAddresses] = useState<readonly BookAddress[]>(initial)
  // 'new', an address id being changed, or nothing open.
  const [editing, setEditing] = useState<string | undefined>()
  const [deleting, setDeleting] = useState<string | undefined>()

  async function reload() {
    const answer = await accountHomeApi.addresses()
    if (answer.ok) setAddresses(answer.data.addresses)
  }

  async function remove(id: string) {
    const answer = await accountHomeApi.deleteAddress(id)
    setDeleting(undefined)
    if (answer.ok) await reload()
  }

  const form = (address: BookAddress | undefined) => (
    <AddressForm
      address={address}
      onCancel={() => setEditing(undefined)}
      onSaved={async () => {
        setEditing(undefined)
        await reload()
      }}
    />
  )

  return (
    <div class="account-addresses">
      {addresses.length === 0 && editing === undefined ? (
        <p class="account-empty">{strings.noAddresses}</p>
      ) : null}
      <ul class="account-card__list">
        {addresses.map((address) =>
          editing === address.id ? (
            <li key={address.id} class="account-card__item">
              {form(address)}
            </li>
          ) : (
            <li key={address.id} class="account-card__item account-address-item">
              {address.defaultShipping || address.defaultBilling ? (
                <p class="account-address-item__defaults">
                  {address.defaultShipping ? (
                    <span class="account-badge">{strings.defaultShipping}</span>
                  ) : null}
                  {address.defaultBilling ? (
                    <span class="account-badge">{strings.defaultBilling}</span>
                  ) : null}
                </p>
              ) : null}
              <address class="account-address">
                {address.lines.map((line, index) => (
                  <span key={index}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
              {deleting === address.id ? (
                <div class="account-actions" role="group" aria-label={strings.deleteQuestion}>
                  <span>{strings.deleteQuestion}</span>
                  <button
                    type="button"
                    class="button button--primary button--small"
                    onClick={() => void remove(address.id)}
                  >
                    {strings.confirmDelete}
                  </button>
                  <button
                    type="button"
                    class="button button--secondary button--small"
                    onClick={() => setDeleting(undefined)}
                  >
                    {strings.cancel}
                  </button>
                </div>
              ) : (
                <div class="account-actions">
                  <button
                    type="button"
                    class="button button--secondary button--small"
                    aria-label={`${strings.editAddress}: ${address.lines.join(', ')}`}
                    onClick={() => setEditing(address.id)}
                  >
                    {strings.editAddress}
                  </button>
                  <button
                    type="button"
                    class="button button--quiet button--small"
                    aria-label={`${strings.deleteAddress}: ${address.lines.join(', ')}`}
                    onClick={() => setDeleting(address.id)}
                  >
                    {strings.deleteAddress}
                  </button>
                </div>
              )}
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        form(undefined)
      ) : editing === undefined ? (
        <button
          type="button"
          class="button button--secondary button--small"
          onClick={() => setEditing('new')}
        >
          {strings.addAddress}
        </button>
      ) : null}
    </div>
  )
}
