import { SUPPORTED_CURRENCIES } from '@atelier/schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../api/api-error.js'
import type { StoreSettings } from '../api/store-settings-api.js'
import { storeSettingsApi } from '../api/store-settings-api.js'
import { MoneyField } from '../products/money-field.js'
import { editorStrings } from '../strings.js'
import { CartReminderSettingsCard } from './cart-reminder-settings.js'
import { PaymentSettings } from './payment-settings.js'
import { ShippingTaxSettings } from './shipping-tax-settings.js'
import MailTemplatesPanel from '../mail-templates/mail-templates-panel.js'
import '../products/products.css'

const settingsKey = ['back-office', 'store-settings'] as const

/** Commerce › Store Settings: currency, checkout, restock, shipping and tax, the shop's emails. */
export default function StoreSettingsPanel() {
  const settings = useQuery({ queryKey: settingsKey, queryFn: storeSettingsApi.get })
  return (
    <div className="bo-panel">
      <div className="bo-heading">
        <h2>Store settings</h2>
      </div>
      {settings.isPending ? <p>{editorStrings.loading}</p> : null}
      {settings.isError ? (
        <p role="alert" className="bo-error">
          {editorStrings.unableToLoadTryAgain}{' '}
          <button type="button" onClick={() => void settings.refetch()}>
            {editorStrings.tryAgain}
          </button>
        </p>
      ) : null}
      {settings.data ? <GeneralSettings initial={settings.data} /> : null}
      {settings.data ? <PaymentSettings /> : null}
      {settings.data ? <CartReminderSettingsCard /> : null}
      {settings.data ? <ShippingTaxSettings currency={settings.data.currency} /> : null}
      {settings.data ? <MailTemplatesPanel /> : null}
    </div>
  )
}

function GeneralSettings({ initial: loaded }: { initial: StoreSettings }) {
  const queryClient = useQueryClient()
  // The last saved settings: the base of the next save's version check and currency warning.
  const [initial, setInitial] = useState(loaded)
  const [draft, setDraft] = useState(loaded)
  const [message, setMessage] = useState<{ ok: boolean; text: string }>()
  const set = (patch: Partial<StoreSettings>) => setDraft((current) => ({ ...current, ...patch }))
  const save = useMutation({
    mutationFn: () => {
      const { pricedVariants: _p, version: _v, orderNotificationDefault: _d, ...fields } = draft
      return storeSettingsApi.save({ ...fields, baseVersion: initial.version })
    },
    onSuccess: (saved) => {
      setInitial(saved)
      setDraft(saved)
      setMessage({ ok: true, text: editorStrings.saved })
      queryClient.setQueryData(settingsKey, saved)
    },
    onError: (error) =>
      setMessage({
        ok: false,
        text: error instanceof ApiError ? error.message : editorStrings.somethingWentWrong,
      }),
  })
  const currencyChanged = draft.currency !== initial.currency
  return (
    <form
      className="bo-card"
      aria-label="General store settings"
      onSubmit={(event) => {
        event.preventDefault()
        setMessage(undefined)
        save.mutate()
      }}
    >
      <h3>Currency and checkout</h3>
      <label className="bo-field">
        <span>Store currency</span>
        <select value={draft.currency} onChange={(event) => set({ currency: event.target.value })}>
          {SUPPORTED_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </label>
      {currencyChanged && initial.pricedVariants > 0 ? (
        <p role="alert" className="bo-error">
          {initial.pricedVariants} variant prices are set in {initial.currency}. Changing the
          currency does not convert them: check every price after you save.
        </p>
      ) : null}
      <MoneyField
        key={draft.currency}
        label="Minimum order subtotal (0 for none)"
        cents={draft.minimumOrderSubtotalCents}
        currency={draft.currency}
        onChange={(minimumOrderSubtotalCents) => set({ minimumOrderSubtotalCents })}
      />
      <label className="bo-check">
        <input
          type="checkbox"
          checked={draft.offlinePaymentEnabled}
          onChange={(event) => set({ offlinePaymentEnabled: event.target.checked })}
        />
        Offer offline payment at checkout (bank transfer, cash on pickup)
      </label>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={draft.multipleQuantityAllowedForServices}
          onChange={(event) => set({ multipleQuantityAllowedForServices: event.target.checked })}
        />
        Allow more than one of a service in a cart
      </label>
      <h3>Order notifications</h3>
      <label className="bo-field">
        <span>Send new-order mail to</span>
        <input
          type="email"
          name="orderNotificationEmail"
          autoComplete="email"
          maxLength={320}
          value={draft.orderNotificationEmail}
          placeholder={draft.orderNotificationDefault ?? ''}
          aria-describedby="order-notification-hint"
          onChange={(event) => set({ orderNotificationEmail: event.target.value })}
        />
      </label>
      <p id="order-notification-hint" className="bo-sub">
        {draft.orderNotificationEmail.trim() === ''
          ? `Empty: new orders are mailed to the site owner${
              draft.orderNotificationDefault ? ` (${draft.orderNotificationDefault})` : ''
            }.`
          : 'Every new order is mailed to this address.'}
      </p>
      <label className="bo-field">
        <span>Shop address</span>
        <textarea
          name="shopAddress"
          rows={3}
          maxLength={500}
          autoComplete="street-address"
          value={draft.shopAddress}
          aria-describedby="shop-address-hint"
          onChange={(event) => set({ shopAddress: event.target.value })}
        />
      </label>
      <p id="shop-address-hint" className="bo-sub">
        Printed under the shop's name on packing slips, one line per row.
      </p>
      <h3>Customer accounts</h3>
      <label className="bo-field">
        <span>Shoppers' accounts</span>
        <select
          value={draft.customerAccounts}
          onChange={(event) =>
            set({ customerAccounts: event.target.value as StoreSettings['customerAccounts'] })
          }
        >
          <option value="off">Off</option>
          <option value="optional">Optional</option>
          <option value="required">Required before checkout</option>
        </select>
      </label>
      <p className="bo-sub">
        {draft.customerAccounts === 'off'
          ? 'The site shows no sign-in or sign-up links.'
          : draft.customerAccounts === 'optional'
            ? 'Shoppers may create an account or check out as guests.'
            : 'Shoppers sign in or create an account before they check out.'}
      </p>
      <h3>Restock notifications</h3>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={draft.restockNotificationsEnabled}
          onChange={(event) => set({ restockNotificationsEnabled: event.target.checked })}
        />
        Let visitors sign up to hear when a sold-out variant is back
      </label>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={draft.restockMailingListSignUpEnabled}
          onChange={(event) => set({ restockMailingListSignUpEnabled: event.target.checked })}
        />
        Offer joining the mailing list with the sign-up
      </label>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={draft.restockMailingListOptInByDefault}
          onChange={(event) => set({ restockMailingListOptInByDefault: event.target.checked })}
        />
        Ticked by default
      </label>
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'bo-ok' : 'bo-error'}>
          {message.text}
        </p>
      ) : null}
      <div className="bo-actions">
        <button type="submit" className="bo-primary" disabled={save.isPending}>
          {save.isPending ? editorStrings.saving : 'Save settings'}
        </button>
      </div>
    </form>
  )
}
