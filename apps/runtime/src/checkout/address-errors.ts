import { fillTemplate } from '@atelier/commerce'
import type { CheckoutChoices } from './checkout-api.js'
import { checkoutFormStrings as strings } from './checkout-strings.js'
import { addressProblems, addressRules } from './countries.js'

/** The label inside a sentence: 'ZIP code' stays, 'State' becomes 'state'. */
const inSentence = (label: string) =>
  label === label.toUpperCase() || /^[A-Z]{2,}/.test(label) ? label : label.toLowerCase()

/** The browser's own address checks, as the server names its field errors. */
export function addressErrors(address: CheckoutChoices['address'], prefix: string) {
  const rules = addressRules(address.country)
  const problems = addressProblems(address)
  const errors: Record<string, string> = {}
  if (problems.region) {
    errors[`${prefix}.region`] = fillTemplate(strings.regionRequired, {
      label: inSentence(rules.regionLabel),
    })
  }
  if (problems.postalCode) {
    const template =
      problems.postalCode === 'postal-required' ? strings.postalRequired : strings.postalInvalid
    errors[`${prefix}.postalCode`] = fillTemplate(template, {
      label: inSentence(rules.postalLabel),
    })
  }
  return errors
}
