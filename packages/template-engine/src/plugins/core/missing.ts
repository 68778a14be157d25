import { messages } from '../../errors.js'
import type { FormatterFn, PredicateFn } from '../../plugin-api.js'

/**
 * Names that templates use but this engine does not implement: they report an error and
 * leave the value as it was, so a page still renders. Plugins that implement one of them
 * take precedence in the registry.
 */
const MISSING_FORMATTERS = [
  'datetimefield',
  'i18n-money-format',
  'money-format',
  'money-string',
  'moneyFormat',
  'unit',
] as const

const MISSING_PREDICATES = ['units-metric?'] as const

export const missingFormatters: Readonly<Record<string, FormatterFn>> = Object.fromEntries(
  MISSING_FORMATTERS.map((name): [string, FormatterFn] => [
    name,
    (_args, _vars, ctx) =>
      ctx.error('formatter-unimplemented', messages.formatterUnimplemented(name)),
  ]),
)

export const missingPredicates: Readonly<Record<string, PredicateFn>> = Object.fromEntries(
  MISSING_PREDICATES.map((name): [string, PredicateFn] => [
    name,
    (_args, ctx) => {
      ctx.error('predicate-unimplemented', messages.predicateUnimplemented(name))
      return false
    },
  ]),
)
