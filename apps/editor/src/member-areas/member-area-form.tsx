import { useState, type FormEvent } from 'react'
import type { MemberArea, MemberAreaDraft, MemberAreaPricing } from '../api/member-areas-api.js'
import { ApiError } from '../api/api-error.js'
import { Button, Field, Select } from '../ui/index.js'
import { memberAreasStrings as strings } from './member-areas-strings.js'

const fractionDigits = (currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits ?? 2

/** The area's name, description and pricing plan; creates an area or saves one. */
export function MemberAreaForm({
  area,
  onSave,
  onCancel,
}: {
  area?: MemberArea
  onSave: (draft: MemberAreaDraft) => Promise<unknown>
  onCancel: () => void
}) {
  const digits = area === undefined ? 2 : fractionDigits(area.currency)
  const [name, setName] = useState(area?.name ?? '')
  const [description, setDescription] = useState(area?.description ?? '')
  const [pricing, setPricing] = useState<MemberAreaPricing>(area?.pricing ?? 'free')
  const [price, setPrice] = useState(
    area !== undefined && area.pricing !== 'free'
      ? (area.priceCents / 10 ** digits).toFixed(digits)
      : '',
  )
  const [billing, setBilling] = useState<'MONTH' | 'YEAR'>(area?.billingUnit ?? 'MONTH')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const priceCents = Math.round(Number(price) * 10 ** digits)
    if (pricing !== 'free' && (!Number.isFinite(priceCents) || priceCents <= 0)) {
      setErrors({ priceCents: strings.priceInvalid })
      return
    }
    setSaving(true)
    setErrors({})
    try {
      await onSave({
        name,
        description,
        pricing,
        priceCents: pricing === 'free' ? 0 : priceCents,
        billingUnit: pricing === 'recurring' ? billing : null,
      })
    } catch (error) {
      const field =
        error instanceof ApiError
          ? (['priceCents', 'billingUnit', 'description'].find((key) => error.fieldError(key)) ??
            'name')
          : 'name'
      setErrors({ [field]: error instanceof Error ? error.message : String(error) })
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="ed-member-area-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={strings.name}
        value={name}
        maxLength={100}
        required
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="ui-field">
        <label htmlFor="ed-member-area-description">{strings.description}</label>
        <textarea
          id="ed-member-area-description"
          value={description}
          maxLength={2000}
          rows={3}
          aria-describedby="ed-member-area-description-hint"
          onChange={(event) => setDescription(event.target.value)}
        />
        <p id="ed-member-area-description-hint" className="ed-field-note">
          {strings.descriptionHint}
        </p>
      </div>
      <Select
        label={strings.pricing}
        value={pricing}
        onChange={(event) => setPricing(event.target.value as MemberAreaPricing)}
      >
        <option value="free">{strings.free}</option>
        <option value="one-time">{strings.oneTime}</option>
        <option value="recurring">{strings.recurring}</option>
      </Select>
      {pricing !== 'free' ? (
        <div className="ed-member-area-form__row">
          <Field
            label={area === undefined ? strings.price : `${strings.price} (${area.currency})`}
            inputMode="decimal"
            value={price}
            error={errors.priceCents}
            onChange={(event) => setPrice(event.target.value)}
          />
          {pricing === 'recurring' ? (
            <Select
              label={strings.billing}
              value={billing}
              onChange={(event) => setBilling(event.target.value as 'MONTH' | 'YEAR')}
            >
              <option value="MONTH">{strings.monthly}</option>
              <option value="YEAR">{strings.yearly}</option>
            </Select>
          ) : null}
        </div>
      ) : null}
      <div className="ed-member-area-form__actions">
        <Button tone="primary" type="submit" disabled={saving}>
          {area === undefined ? strings.create : strings.save}
        </Button>
        <Button tone="ghost" onClick={onCancel}>
          {strings.cancel}
        </Button>
      </div>
    </form>
  )
}
