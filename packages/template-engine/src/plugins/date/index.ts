import type { Plugin } from '../../plugin-api.js'
import { date } from './date-formatter.js'
import { sameDay } from './same-day-predicate.js'

export const datePlugin: Plugin = {
  formatters: { date },
  predicates: { 'same-day?': sameDay },
}
