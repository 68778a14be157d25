/**
 * Every message a visitor sees from forms (SPEC §5 Site form, Cart form fields, Restock; §8 Forms),
 * kept in one place so a locale can replace them.
 */
export const FormStrings = {
  required: 'Required',
  characterLimitExceeded: 'You have exceeded the character limit.',
  emailNotValid: 'Email is not valid. Email addresses should follow the format {email}.',
  emailExampleFormat: 'name@example.com',
  noAnswer: 'N/A',

  submitting: 'Submitting…',
  errorProcessing: 'Error processing form submission. Please reload and try again.',
  unknownError: 'Unknown error, please try again later.',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  noSubmissionKey: 'Could not get a form submission key, please try again later.',
  cannotParseFields: 'Could not parse the form fields, please check your entries.',
  fieldsInvalid: 'One or more fields is invalid, please check your entries.',
  problemScrollDown: 'Your form has encountered a problem. Please scroll down to review.',
  problemScrollUp: 'Your form has encountered a problem. Please scroll up to review.',
  unauthorized: 'Unable to submit form. Please try again later.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  serverError: 'Unable to send form. Please try again later.',

  restockEmailBlank: 'Email cannot be blank',
  restockEmailInvalid: 'Email is invalid',
  restockSignedUp: 'Signed up!',
} as const

export type FormStringKey = keyof typeof FormStrings

/** Fills `{name}` placeholders; unknown placeholders are left as written. */
export function interpolate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? values[name] : placeholder,
  )
}

/** 'Email is not valid. Email addresses should follow the format name@example.com.' */
export function emailNotValidMessage(
  exampleFormat: string = FormStrings.emailExampleFormat,
): string {
  return interpolate(FormStrings.emailNotValid, { email: exampleFormat })
}
