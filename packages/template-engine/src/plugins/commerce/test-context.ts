import { DEFAULT_TIME_ZONE } from '@atelier/schema'
import { diskCldrSource } from '../../cli-cldr-packs.js'
import type { FormatterFn, PredicateFn, RenderContext, Variable } from '../../plugin-api.js'
import { asRecord } from './json-value.js'

/**
 * A render context over a JSON document for unit tests of the commerce
 * formatters: `node` is the top of the scope stack, `root` the bottom.
 */
export function testContext(node: unknown, root: unknown = node, locale = 'en-US'): RenderContext {
  const lookup = (scope: unknown, path: readonly (string | number)[]): unknown => {
    let value = scope
    for (const segment of path) {
      if (Array.isArray(value) && typeof segment === 'number') value = value[segment]
      else value = asRecord(value)?.[String(segment)]
      if (value === undefined) return undefined
    }
    return value
  }
  return {
    node: () => node,
    resolve(path) {
      const segments = typeof path === 'string' ? path.split('.') : path
      const first = lookup(node, segments.slice(0, 1))
      return lookup(first === undefined ? root : node, segments)
    },
    resolveFromParent(path) {
      return this.resolve(path)
    },
    cldr: diskCldrSource(locale),
    locale,
    now: 0,
    timeZone: DEFAULT_TIME_ZONE,
    error() {},
    renderTemplate: () => '',
    renderPartial: () => undefined,
    applyPartial: () => undefined,
  }
}

/** Apply a formatter to `value` as `{value|formatter args}` would. */
export function applyFormatter(
  formatter: FormatterFn,
  value: unknown,
  options: { root?: unknown; args?: readonly string[]; locale?: string } = {},
): unknown {
  const variable: Variable = {
    name: '@',
    value,
    set(next) {
      this.value = next
    },
  }
  formatter(
    options.args ?? [],
    [variable],
    testContext(value, options.root ?? value, options.locale),
  )
  return variable.value
}

export function checkPredicate(predicate: PredicateFn, node: unknown): boolean {
  return predicate([], testContext(node))
}
