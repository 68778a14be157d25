export { summarizeAnswer } from './answer-summary.js'
export { asText, asParts, asAnswers } from './field-value.js'
export type { FieldValue, FormValues } from './field-value.js'
export { FormBuilderFieldset, formBuilderSchema } from './form-builder-schema.js'
export type {
  FormBuilderFieldsetName,
  FieldProperty,
  FormBuilderSchema,
  FormBuilderFlags,
} from './form-builder-schema.js'
export { FormStrings, interpolate, emailNotValidMessage } from './form-strings.js'
export type { FormStringKey } from './form-strings.js'
export { formSubmissionPayload } from './form-submission-payload.js'
export type { FormSubmissionPayload, FormSubmissionContext } from './form-submission-payload.js'
export { isFieldEmpty } from './is-field-empty.js'
export { LIKERT_SCALE, likertLabel } from './likert-scale.js'
export type { LikertValue } from './likert-scale.js'
export {
  PAGE_PERMISSION_TYPE_VALUES,
  PagePermissionType,
  pagePermissionTypeOf,
} from './page-permission-type.js'
export type { PagePermissionTypeValue } from './page-permission-type.js'
export { parseFormValues } from './parse-form-values.js'
export type { ParsedFormValues } from './parse-form-values.js'
export { normalizePhoneParts } from './phone-parts.js'
export {
  RESTOCK_EMAIL_MIN_LENGTH,
  RESTOCK_EMAIL_MAX_LENGTH,
  validateRestockEmail,
} from './restock-email.js'
export type { RestockEmailValidation } from './restock-email.js'
export { restockFailureMessage } from './restock-failure.js'
export { initialSiteFormState, siteFormSubmit } from './site-form-submit.js'
export type { SiteFormState, SiteFormEvent } from './site-form-submit.js'
export { isReadableSaveAnswer, submissionFailure, problemNotice } from './submission-failure.js'
export type { SubmissionFailure } from './submission-failure.js'
export { textareaCounter } from './textarea-counter.js'
export type { TextareaCounter } from './textarea-counter.js'
export { validateField } from './validate-field.js'
export { validateForm } from './validate-form.js'
export type { FormValidation } from './validate-form.js'
