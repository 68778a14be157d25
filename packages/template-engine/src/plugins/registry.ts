import type { FormatterFn, Plugin, PredicateFn } from '../plugin-api.js'
import { commercePlugin } from './commerce/index.js'
import { contentPlugin } from './content/index.js'
import { corePlugin } from './core/index.js'
import { datePlugin } from './date/index.js'
import { i18nPlugin } from './i18n/index.js'
import { socialPlugin } from './social/index.js'

const plugins: readonly Plugin[] = [
  corePlugin,
  commercePlugin,
  contentPlugin,
  socialPlugin,
  datePlugin,
  i18nPlugin,
]

export const formatters: ReadonlyMap<string, FormatterFn> = new Map(
  plugins.flatMap((p) => Object.entries(p.formatters)),
)
export const predicates: ReadonlyMap<string, PredicateFn> = new Map(
  plugins.flatMap((p) => Object.entries(p.predicates)),
)
