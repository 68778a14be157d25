import type { Plugin } from '../../plugin-api.js'
import { datetime } from './datetime-formatter.js'
import { datetimeInterval } from './datetime-interval-formatter.js'
import { decimal } from './decimal-formatter.js'
import { message } from './message-formatter.js'
import { relativeTime } from './relative-time-formatter.js'
import { timesince } from './timesince-formatter.js'

export const i18nPlugin: Plugin = {
  formatters: {
    datetime,
    'datetime-interval': datetimeInterval,
    decimal,
    message,
    plural: message,
    'relative-time': relativeTime,
    timesince,
  },
  predicates: {},
}
