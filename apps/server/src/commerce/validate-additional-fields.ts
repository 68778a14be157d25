import { FormStrings, parseFormValues, validateForm } from '@atelier/forms'
import { ProductType } from '@atelier/schema'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { Dialect } from '../storage/dialect.js'
import type { CartFailure } from './cart-failure.js'
import { loadForm } from './form-queries.js'
import { validateGiftCardDelivery } from './gift-card-delivery.js'
import type { StoreProduct } from './store-product.js'

export type AdditionalFieldsCheck = { ok: true; additionalFields: string | null } | CartFailure

/**
 * Checks the answers to a product's extra-information form with `@atelier/forms`. A gift card
 * without such a form may carry its recipient and delivery date instead; any other product without
 * a form keeps no answers, so stray ones cannot split otherwise identical cart lines.
 */
export async function validateAdditionalFields(
  db: Kysely<Database>,
  dialect: Dialect,
  websiteId: string,
  product: Pick<StoreProduct, 'additionalFieldsFormId' | 'product'> | undefined,
  additionalFields: string | null | undefined,
  now: Date,
): Promise<AdditionalFieldsCheck> {
  const formId = product?.additionalFieldsFormId
  if (formId === undefined) {
    return product?.product.productType === ProductType['gift-card']
      ? validateGiftCardDelivery(additionalFields, now)
      : { ok: true, additionalFields: null }
  }
  const form = await loadForm(db, dialect, websiteId, formId)
  if (form === undefined) return { ok: true, additionalFields: null }
  const answers = additionalFields ?? null
  const parsed = parseFormValues(answers ?? '{}')
  if (!parsed.ok) {
    return { ok: false, code: 'additional-fields-unreadable', message: parsed.message }
  }
  const validation = validateForm(form, parsed.values)
  if (!validation.ok) {
    return {
      ok: false,
      code: 'additional-fields-invalid',
      message: FormStrings.fieldsInvalid,
      fields: validation.errors,
    }
  }
  return { ok: true, additionalFields: answers }
}
