import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { CheckoutSettings, ShippingRate, TaxRule } from '../api/store-settings-api.js'
import { storeSettingsApi } from '../api/store-settings-api.js'
import { MoneyField } from '../products/money-field.js'
import { editorStrings } from '../strings.js'

const checkoutKey = ['back-office', 'checkout-settings'] as const
const kinds: Record<ShippingRate['kind'], string> = {
  'flat-rate': 'Flat rate',
  'weight-bands': 'By weight',
  'free-above': 'Free above an amount',
  'local-pickup': 'Local pickup',
}

const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}`

function countries(rate: ShippingRate): string {
  return rate.destinations.map((destination) => destination.country).join(', ')
}

/** Shipping zones and rates, tax rules and digital download limits (the checkout settings). */
export function ShippingTaxSettings({ currency }: { currency: string }) {
  const loaded = useQuery({ queryKey: checkoutKey, queryFn: storeSettingsApi.checkout })
  if (loaded.isPending) return <p>{editorStrings.loading}</p>
  if (loaded.isError || !loaded.data) {
    return (
      <p role="alert" className="bo-error">
        {editorStrings.unableToLoadTryAgain}
      </p>
    )
  }
  return <ShippingTaxForm initial={loaded.data} currency={currency} />
}

function ShippingTaxForm({ initial, currency }: { initial: CheckoutSettings; currency: string }) {
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState(initial)
  const [message, setMessage] = useState<{ ok: boolean; text: string }>()
  const save = useMutation({
    mutationFn: () => storeSettingsApi.saveCheckout(draft),
    onSuccess: (saved) => {
      queryClient.setQueryData(checkoutKey, saved)
      setDraft((current) => ({ ...current, version: saved.version }))
      setMessage({ ok: true, text: editorStrings.saved })
    },
    onError: (error) => setMessage({ ok: false, text: error.message }),
  })
  const setRate = (index: number, patch: Partial<ShippingRate>) =>
    setDraft((d) => ({
      ...d,
      shippingRates: d.shippingRates.map((rate, i) => (i === index ? { ...rate, ...patch } : rate)),
    }))
  const setRule = (index: number, patch: Partial<TaxRule>) =>
    setDraft((d) => ({
      ...d,
      taxRules: d.taxRules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)),
    }))
  return (
    <form
      className="bo-card"
      aria-label="Shipping and tax"
      onSubmit={(event) => {
        event.preventDefault()
        setMessage(undefined)
        save.mutate()
      }}
    >
      <h3>Shipping</h3>
      {draft.shippingRates.length === 0 ? (
        <p className="bo-sub">No shipping rates: checkout cannot ship physical products yet.</p>
      ) : null}
      {draft.shippingRates.map((rate, index) => (
        <fieldset key={rate.id} className="bo-fieldset">
          <legend>{rate.name || `Rate ${index + 1}`}</legend>
          <div className="bo-inline">
            <label className="bo-field">
              <span>Name</span>
              <input
                required
                value={rate.name}
                onChange={(event) => setRate(index, { name: event.target.value })}
              />
            </label>
            <label className="bo-field">
              <span>Kind</span>
              <select
                value={rate.kind}
                onChange={(event) =>
                  setRate(index, { kind: event.target.value as ShippingRate['kind'] })
                }
              >
                {Object.entries(kinds).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </label>
            <label className="bo-field bo-grow">
              <span>Countries (comma-separated codes; empty: everywhere)</span>
              <input
                defaultValue={countries(rate)}
                placeholder="US, CA"
                onChange={(event) =>
                  setRate(index, {
                    destinations: event.target.value
                      .split(',')
                      .map((code) => code.trim().toUpperCase())
                      .filter((code) => /^[A-Z]{2}$/.test(code))
                      .map((country) => ({ country })),
                  })
                }
              />
            </label>
            <button
              type="button"
              aria-label={`Remove shipping rate ${rate.name || index + 1}`}
              onClick={() =>
                setDraft((d) => ({
                  ...d,
                  shippingRates: d.shippingRates.filter((_, i) => i !== index),
                }))
              }
            >
              <Trash2 aria-hidden size={16} />
            </button>
          </div>
          {rate.kind === 'flat-rate' || rate.kind === 'free-above' ? (
            <MoneyField
              label={rate.kind === 'flat-rate' ? 'Cost' : 'Cost below the amount'}
              cents={rate.costCents ?? 0}
              currency={currency}
              onChange={(costCents) => setRate(index, { costCents })}
            />
          ) : null}
          {rate.kind === 'free-above' ? (
            <MoneyField
              label="Free from a subtotal of"
              cents={rate.minimumSubtotalCents ?? 0}
              currency={currency}
              onChange={(minimumSubtotalCents) => setRate(index, { minimumSubtotalCents })}
            />
          ) : null}
          {rate.kind === 'weight-bands' ? (
            <div className="bo-options">
              {(rate.bands ?? []).map((band, b) => (
                <div key={b} className="bo-inline" role="group" aria-label={`Band ${b + 1}`}>
                  <label className="bo-field">
                    <span>Up to (grams)</span>
                    <input
                      type="number"
                      min={0}
                      value={band.upToGrams}
                      onChange={(event) =>
                        setRate(index, {
                          bands: (rate.bands ?? []).map((entry, i) =>
                            i === b
                              ? {
                                  ...entry,
                                  upToGrams: Math.max(0, Number(event.target.value) || 0),
                                }
                              : entry,
                          ),
                        })
                      }
                    />
                  </label>
                  <MoneyField
                    label="Cost"
                    cents={band.costCents}
                    currency={currency}
                    onChange={(costCents) =>
                      setRate(index, {
                        bands: (rate.bands ?? []).map((entry, i) =>
                          i === b ? { ...entry, costCents } : entry,
                        ),
                      })
                    }
                  />
                </div>
              ))}
              <button
                type="button"
                onClick={() =>
                  setRate(index, {
                    bands: [...(rate.bands ?? []), { upToGrams: 1000, costCents: 0 }],
                  })
                }
              >
                <Plus aria-hidden size={16} /> Add weight band
              </button>
            </div>
          ) : null}
        </fieldset>
      ))}
      <div className="bo-actions">
        <button
          type="button"
          onClick={() =>
            setDraft((d) => ({
              ...d,
              shippingRates: [
                ...d.shippingRates,
                {
                  id: newId('rate'),
                  name: 'Standard shipping',
                  kind: 'flat-rate',
                  costCents: 0,
                  destinations: [],
                },
              ],
            }))
          }
        >
          <Plus aria-hidden size={16} /> Add shipping rate
        </button>
      </div>
      <h3>Tax</h3>
      {draft.taxRules.length === 0 ? <p className="bo-sub">No tax is charged.</p> : null}
      {draft.taxRules.map((rule, index) => (
        <fieldset key={rule.id} className="bo-fieldset">
          <legend>{rule.name || `Tax rule ${index + 1}`}</legend>
          <div className="bo-inline">
            <label className="bo-field">
              <span>Name</span>
              <input
                required
                value={rule.name}
                onChange={(event) => setRule(index, { name: event.target.value })}
              />
            </label>
            <label className="bo-field">
              <span>Country</span>
              <input
                required
                maxLength={2}
                value={rule.country}
                onChange={(event) => setRule(index, { country: event.target.value.toUpperCase() })}
              />
            </label>
            <label className="bo-field">
              <span>Region (optional)</span>
              <input
                value={rule.region ?? ''}
                onChange={(event) => setRule(index, { region: event.target.value || undefined })}
              />
            </label>
            <label className="bo-field">
              <span>Rate (%)</span>
              <input
                type="number"
                min={0}
                max={100}
                step="0.01"
                value={rule.rateBasisPoints / 100}
                onChange={(event) =>
                  setRule(index, {
                    rateBasisPoints: Math.round(
                      Math.min(100, Math.max(0, Number(event.target.value) || 0)) * 100,
                    ),
                  })
                }
              />
            </label>
            <button
              type="button"
              aria-label={`Remove tax rule ${rule.name || index + 1}`}
              onClick={() =>
                setDraft((d) => ({ ...d, taxRules: d.taxRules.filter((_, i) => i !== index) }))
              }
            >
              <Trash2 aria-hidden size={16} />
            </button>
          </div>
          <label className="bo-check">
            <input
              type="checkbox"
              checked={rule.appliesToShipping}
              onChange={(event) => setRule(index, { appliesToShipping: event.target.checked })}
            />
            Also on shipping
          </label>
          <label className="bo-check">
            <input
              type="checkbox"
              checked={rule.pricesIncludeTax}
              onChange={(event) => setRule(index, { pricesIncludeTax: event.target.checked })}
            />
            Prices include this tax
          </label>
        </fieldset>
      ))}
      <div className="bo-actions">
        <button
          type="button"
          onClick={() =>
            setDraft((d) => ({
              ...d,
              taxRules: [
                ...d.taxRules,
                {
                  id: newId('tax'),
                  name: 'Sales tax',
                  country: 'US',
                  rateBasisPoints: 0,
                  appliesToShipping: false,
                  pricesIncludeTax: false,
                },
              ],
            }))
          }
        >
          <Plus aria-hidden size={16} /> Add tax rule
        </button>
      </div>
      <h3>Digital downloads</h3>
      <div className="bo-inline">
        <label className="bo-field">
          <span>Links work for (days)</span>
          <input
            type="number"
            min={1}
            max={3650}
            value={draft.downloadDays ?? ''}
            onChange={(event) =>
              setDraft((d) => ({ ...d, downloadDays: Number(event.target.value) || undefined }))
            }
          />
        </label>
        <label className="bo-field">
          <span>Downloads per purchase</span>
          <input
            type="number"
            min={1}
            max={1000}
            value={draft.maxDownloads ?? ''}
            onChange={(event) =>
              setDraft((d) => ({ ...d, maxDownloads: Number(event.target.value) || undefined }))
            }
          />
        </label>
      </div>
      {message ? (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'bo-ok' : 'bo-error'}>
          {message.text}
        </p>
      ) : null}
      <div className="bo-actions">
        <button type="submit" className="bo-primary" disabled={save.isPending}>
          {save.isPending ? editorStrings.saving : 'Save shipping and tax'}
        </button>
      </div>
    </form>
  )
}
