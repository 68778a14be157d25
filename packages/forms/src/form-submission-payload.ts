import type { FormValues } from './field-value.js'

/** SPEC §3 form save payload, the body of POST /api/form/SaveFormSubmission. */
export interface FormSubmissionPayload {
  key: string
  /** JSON of field values by field id. */
  form: string
  captchaKey?: string
  pageTitle: string
  pageId: string
  /** 'i' when the form sits on an item, 'c' on a collection. */
  contentSource: 'i' | 'c'
  pagePath: string
  pagePermissionTypeValue: number
}

export interface FormSubmissionContext {
  key: string
  captchaKey?: string | undefined
  pageTitle: string
  pageId: string
  contentSource: 'i' | 'c'
  pagePath: string
  pagePermissionTypeValue: number
}

export function formSubmissionPayload(
  context: FormSubmissionContext,
  values: FormValues,
): FormSubmissionPayload {
  const { captchaKey, ...rest } = context
  return {
    ...rest,
    form: JSON.stringify(values),
    ...(captchaKey === undefined ? {} : { captchaKey }),
  }
}
