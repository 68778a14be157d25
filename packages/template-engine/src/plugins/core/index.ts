import type { Plugin } from '../../plugin-api.js'
import { dataFormatters } from './data-formatters.js'
import { jsonFormatters } from './json-formatters.js'
import { missingFormatters, missingPredicates } from './missing.js'
import { numberFormatters } from './number-formatters.js'
import { corePredicates } from './predicates.js'
import { textFormatters } from './text-formatters.js'

export const corePlugin: Plugin = {
  formatters: {
    ...missingFormatters,
    ...textFormatters,
    ...jsonFormatters,
    ...dataFormatters,
    ...numberFormatters,
  },
  predicates: { ...missingPredicates, ...corePredicates },
}
