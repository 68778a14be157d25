import type { SiteSnapshot } from '../snapshot/site-snapshot.js'

export interface ProductFormView {
  id: string
  name: string
  fields: unknown[]
}

/**
 * The extra-information form of every product that has one, by item id, so the cart page can
 * reopen a line's form (SPEC §2) without asking for it.
 */
export function productForms(snapshot: SiteSnapshot): Record<string, ProductFormView> {
  const forms: Record<string, ProductFormView> = {}
  for (const item of snapshot.items) {
    const formId = item.structuredContent?.additionalFieldsFormId
    const form = formId ? snapshot.forms.find((candidate) => candidate.id === formId) : undefined
    if (form) forms[item.id] = { id: form.id, name: form.name, fields: form.fields }
  }
  return forms
}
