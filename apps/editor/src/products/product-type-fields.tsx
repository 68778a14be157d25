import { FileUp } from 'lucide-react'
import { useState } from 'react'
import type { SiteFile } from '../api/api-types.js'
import type { FormChoice } from '../api/picker-api.js'
import type { ProductContent } from '../api/products-api.js'
import type { StoreSettings } from '../api/store-settings-api.js'
import { FileChooserDialog } from './file-chooser-dialog.js'
import { centsToText, textToCents } from './money-input.js'
import { productStrings as s } from './product-strings.js'
import { StoreDefaultCheck } from './store-default-check.js'

type Plan = NonNullable<ProductContent['subscriptionPlan']>

/** The store's restock mailing-list settings a product follows while it has none of its own. */
export type MailingListDefaults = Pick<
  StoreSettings,
  'restockMailingListSignUpEnabled' | 'restockMailingListOptInByDefault'
>

/** What depends on the product type (gift card, digital file, subscription) and merchandising. */
export function ProductTypeFields({
  content,
  currency,
  files,
  forms,
  errors,
  storeDefaults,
  onFile,
  onChange,
}: {
  content: ProductContent
  currency: string
  files: Record<string, { url: string; name: string }>
  forms: FormChoice[]
  errors: Record<string, string>
  /** Undefined while the store settings load or when they cannot be read. */
  storeDefaults: MailingListDefaults | undefined
  onFile: (file: SiteFile) => void
  onChange: (patch: Partial<ProductContent>) => void
}) {
  const [choosing, setChoosing] = useState(false)
  const [denominations, setDenominations] = useState(
    (content.giftCardDenominationsCents ?? []).map((c) => centsToText(c, currency)).join(', '),
  )
  const plan: Plan = content.subscriptionPlan ?? {
    billingPeriod: { value: 1, unit: 'MONTH' },
    numBillingCycles: 0,
  }
  const setPlan = (patch: Partial<Plan>) => onChange({ subscriptionPlan: { ...plan, ...patch } })
  const type = content.productType
  return (
    <>
      {type === 4 ? (
        <section className="bo-card" aria-labelledby="bo-gift">
          <h3 id="bo-gift">Gift card amounts</h3>
          <label className="bo-field">
            <span>Amounts (comma-separated)</span>
            <input
              value={denominations}
              placeholder="25, 50, 100"
              aria-invalid={errors.giftCardDenominationsCents ? true : undefined}
              onChange={(event) => {
                setDenominations(event.target.value)
                const cents = event.target.value
                  .split(',')
                  .map((part) => textToCents(part, currency))
                  .filter((value): value is number => value !== undefined && value > 0)
                onChange({ giftCardDenominationsCents: [...new Set(cents)] })
              }}
            />
            {errors.giftCardDenominationsCents ? (
              <span className="bo-field-error">{errors.giftCardDenominationsCents}</span>
            ) : null}
          </label>
        </section>
      ) : null}
      {type === 2 ? (
        <section className="bo-card" aria-labelledby="bo-digital">
          <h3 id="bo-digital">Digital file</h3>
          <p>
            {content.downloadFileId
              ? (files[content.downloadFileId]?.name ?? content.downloadFileId)
              : 'No file yet.'}
          </p>
          <button type="button" onClick={() => setChoosing(true)}>
            <FileUp aria-hidden size={16} /> Choose file
          </button>
          <p className="bo-sub">
            Buyers get a download link by email; how long it works and how many downloads it allows
            are set in Store settings › Checkout.
          </p>
          {choosing ? (
            <FileChooserDialog
              title="Choose the file to deliver"
              accept="any"
              onClose={() => setChoosing(false)}
              onChoose={(file) => {
                onFile(file)
                onChange({ downloadFileId: file.id })
                setChoosing(false)
              }}
            />
          ) : null}
        </section>
      ) : null}
      {type !== 4 ? (
        <section className="bo-card" aria-labelledby="bo-subscription">
          <h3 id="bo-subscription">Subscription</h3>
          <label className="bo-check">
            <input
              type="checkbox"
              checked={content.isSubscribable ?? false}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? { isSubscribable: true, subscriptionPlan: plan }
                    : { isSubscribable: false, subscriptionPlan: undefined },
                )
              }
            />
            Sell as a subscription
          </label>
          {content.isSubscribable ? (
            <div className="bo-inline">
              <label className="bo-field">
                <span>Bill every</span>
                <input
                  type="number"
                  min={1}
                  max={52}
                  value={plan.billingPeriod.value}
                  onChange={(event) =>
                    setPlan({
                      billingPeriod: {
                        ...plan.billingPeriod,
                        value: Math.max(1, Number(event.target.value) || 1),
                      },
                    })
                  }
                />
              </label>
              <label className="bo-field">
                <span>Period</span>
                <select
                  value={plan.billingPeriod.unit}
                  onChange={(event) =>
                    setPlan({
                      billingPeriod: {
                        ...plan.billingPeriod,
                        unit: event.target.value as Plan['billingPeriod']['unit'],
                      },
                    })
                  }
                >
                  <option value="WEEK">Week</option>
                  <option value="MONTH">Month</option>
                  <option value="YEAR">Year</option>
                </select>
              </label>
              <label className="bo-field">
                <span>Number of payments (0: until cancelled)</span>
                <input
                  type="number"
                  min={0}
                  max={999}
                  value={plan.numBillingCycles}
                  onChange={(event) =>
                    setPlan({ numBillingCycles: Math.max(0, Number(event.target.value) || 0) })
                  }
                />
              </label>
            </div>
          ) : null}
        </section>
      ) : null}
      <section className="bo-card" aria-labelledby="bo-merch">
        <h3 id="bo-merch">Product page</h3>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={content.useCustomAddButtonText ?? false}
            onChange={(event) => onChange({ useCustomAddButtonText: event.target.checked })}
          />
          Custom add-to-cart button text
        </label>
        {content.useCustomAddButtonText ? (
          <label className="bo-field">
            <span>Button text</span>
            <input
              maxLength={100}
              value={content.customAddButtonText ?? ''}
              onChange={(event) => onChange({ customAddButtonText: event.target.value })}
            />
          </label>
        ) : null}
        <label className="bo-field">
          <span>Sold-out text (empty: the site’s)</span>
          <input
            maxLength={100}
            value={content.customSoldOutText ?? ''}
            aria-invalid={errors.customSoldOutText ? true : undefined}
            onChange={(event) => onChange({ customSoldOutText: event.target.value || undefined })}
          />
        </label>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={content.scarcityEnabled ?? false}
            onChange={(event) => onChange({ scarcityEnabled: event.target.checked })}
          />
          Show “Only N left!” when stock is low
        </label>
        {content.scarcityEnabled ? (
          <label className="bo-field">
            <span>Show it at this many left or fewer (empty: always)</span>
            <input
              type="number"
              min={1}
              max={9999}
              value={content.scarcityThreshold ?? ''}
              onChange={(event) =>
                onChange({
                  scarcityThreshold:
                    event.target.value === '' ? undefined : Math.max(1, Number(event.target.value)),
                })
              }
            />
          </label>
        ) : null}
        <label className="bo-check">
          <input
            type="checkbox"
            checked={content.restockNotificationsEnabled ?? true}
            onChange={(event) => onChange({ restockNotificationsEnabled: event.target.checked })}
          />
          Offer restock notifications when sold out
        </label>
        <StoreDefaultCheck
          label={s.offerMailingList}
          own={content.mailingListSignUpEnabled}
          storeDefault={storeDefaults?.restockMailingListSignUpEnabled}
          onChange={(value) => onChange({ mailingListSignUpEnabled: value })}
        />
        {(content.mailingListSignUpEnabled ?? storeDefaults?.restockMailingListSignUpEnabled) ? (
          <StoreDefaultCheck
            label={s.mailingListTicked}
            own={content.mailingListOptInByDefault}
            storeDefault={storeDefaults?.restockMailingListOptInByDefault}
            onChange={(value) => onChange({ mailingListOptInByDefault: value })}
          />
        ) : null}
        <label className="bo-field">
          <span>Additional fields form</span>
          <select
            value={content.additionalFieldsFormId ?? ''}
            onChange={(event) =>
              onChange({ additionalFieldsFormId: event.target.value || undefined })
            }
          >
            <option value="">None</option>
            {forms.map((form) => (
              <option key={form.id} value={form.id}>
                {form.name}
              </option>
            ))}
          </select>
        </label>
      </section>
    </>
  )
}
