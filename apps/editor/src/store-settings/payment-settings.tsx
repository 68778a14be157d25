import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../api/api-error.js'
import { maskedField, paymentSettingsApi } from '../api/payment-settings-api.js'
import type { StripeSettings } from '../api/payment-settings-api.js'
import { editorStrings } from '../strings.js'

const paymentsKey = ['back-office', 'payment-settings'] as const

/**
 * Store Settings › Payments: the site's Stripe keys. The secret key and the webhook signing secret
 * come back only as `__MASKED_FIELD__` (shown as dots; left as they are, they keep the stored
 * ones); the mode the keys are in is shown plainly.
 */
export function PaymentSettings() {
  const payments = useQuery({ queryKey: paymentsKey, queryFn: paymentSettingsApi.get })
  if (payments.data === undefined) return null
  return <StripeForm key={payments.data.stripe.publishableKey} loaded={payments.data.stripe} />
}

function StripeForm({ loaded }: { loaded: StripeSettings }) {
  const queryClient = useQueryClient()
  const [keys, setKeys] = useState({
    publishableKey: loaded.publishableKey,
    secretKey: loaded.secretKey,
    webhookSecret: loaded.webhookSecret,
    afterpayClearpay: loaded.afterpayClearpay,
    klarna: loaded.klarna,
  })
  const [error, setError] = useState<ApiError>()
  const [saved, setSaved] = useState(false)
  const done = (answer: { stripe: StripeSettings }) => {
    setError(undefined)
    setSaved(true)
    queryClient.setQueryData(paymentsKey, answer)
  }
  const failed = (failure: unknown) => {
    setSaved(false)
    setError(
      failure instanceof ApiError ? failure : new ApiError(0, editorStrings.somethingWentWrong),
    )
  }
  const save = useMutation({
    mutationFn: () => paymentSettingsApi.saveStripe(keys),
    onSuccess: done,
    onError: failed,
  })
  const remove = useMutation({
    mutationFn: paymentSettingsApi.removeStripe,
    onSuccess: done,
    onError: failed,
  })
  const field = (
    name: 'publishableKey' | 'secretKey' | 'webhookSecret',
    label: string,
    secret: boolean,
  ) => (
    <label className="bo-field">
      {label}
      <input
        type={secret ? 'password' : 'text'}
        autoComplete="off"
        spellCheck={false}
        // The placeholder stands for the stored secret; the browser shows it as dots.
        value={keys[name]}
        onFocus={(event) => {
          if (secret && keys[name] === maskedField) event.currentTarget.select()
        }}
        onChange={(event) => setKeys((current) => ({ ...current, [name]: event.target.value }))}
        aria-invalid={error?.fieldError(name) !== undefined}
      />
      {error?.fieldError(name) ? <span className="bo-error">{error.fieldError(name)}</span> : null}
    </label>
  )
  return (
    <form
      className="bo-card"
      aria-labelledby="payments-heading"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate()
      }}
    >
      <h3 id="payments-heading">Payments</h3>
      <p className="bo-sub">
        Stripe:{' '}
        {loaded.mode === null ? (
          'not set up. Paste the keys of your Stripe account to take cards, wallets and more.'
        ) : (
          <strong className="bo-mode">
            {loaded.mode === 'test' ? 'Test mode (no real money)' : 'Live mode'}
          </strong>
        )}
      </p>
      {field('publishableKey', 'Publishable key', false)}
      {field('secretKey', 'Secret key', true)}
      {field('webhookSecret', 'Webhook signing secret', true)}
      <p className="bo-sub">Webhook endpoint for your Stripe dashboard: {loaded.webhookUrl}</p>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={keys.afterpayClearpay}
          onChange={(event) =>
            setKeys((current) => ({ ...current, afterpayClearpay: event.target.checked }))
          }
        />
        Offer Afterpay / Clearpay (pay in 4 installments)
      </label>
      <p className="bo-sub">
        Shown on physical products and at checkout when the store sells in AUD, CAD, GBP, NZD or
        USD, within Stripe’s limits for that currency. Turn it on in your Stripe dashboard too.
      </p>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={keys.klarna}
          aria-invalid={error?.fieldError('klarna') !== undefined}
          aria-describedby="klarna-help"
          onChange={(event) => setKeys((current) => ({ ...current, klarna: event.target.checked }))}
        />
        Offer Klarna (pay later or in installments)
      </label>
      {error?.fieldError('klarna') ? (
        <p className="bo-error">{error.fieldError('klarna')}</p>
      ) : null}
      <p className="bo-sub" id="klarna-help">
        Offered at checkout to shoppers Klarna serves in the store currency: in their own country
        for Stripe accounts in the US, Canada, Australia and New Zealand, across Europe for European
        accounts.
        {loaded.accountCountry === null
          ? ''
          : ` Your Stripe account: ${loaded.accountCountry}.`}{' '}
        Turn it on in your Stripe dashboard too.
      </p>
      {error && Object.keys(error.body.errors ?? {}).length === 0 ? (
        <p role="alert" className="bo-error">
          {error.message}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="bo-ok">
          {editorStrings.saved}
        </p>
      ) : null}
      <div className="bo-actions">
        <button type="submit" className="bo-primary" disabled={save.isPending}>
          {save.isPending ? editorStrings.saving : 'Save Stripe keys'}
        </button>
        {loaded.enabled ? (
          <button type="button" disabled={remove.isPending} onClick={() => remove.mutate()}>
            Turn Stripe off
          </button>
        ) : null}
      </div>
    </form>
  )
}
