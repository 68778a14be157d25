import type { FormatterFn } from '../../plugin-api.js'
import { asArray, asRecord, asText } from './json-value.js'

/** `{variant|variant-descriptor}`: the chosen option values, 'blue / large'. */
export const variantDescriptorFormatter: FormatterFn = (_args, vars) => {
  const values = asArray(asRecord(vars[0].value)?.optionValues).map((o) =>
    asText(asRecord(o)?.value),
  )
  vars[0].set(values.join(' / '))
}
