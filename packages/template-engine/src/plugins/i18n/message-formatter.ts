import type { MessageFormatter } from '@phensley/cldr'
import type { FormatterFn, RenderContext } from '../../plugin-api.js'
import { asText } from '../../values.js'
import { ArgsCache } from '../date/args-cache.js'
import { BoundedCache } from '../date/bounded-cache.js'
import { contextTimeZone } from '../date/zoned-time.js'
import { messageArgConverter } from './message-arg-converter.js'
import { messageFunctions } from './message-functions.js'
import { invalidPluralKeys } from './plural-keys.js'
import { i18nStrings } from './strings.js'

/** Parsed messages kept per formatter, as the reference keeps compiled templates. */
const MESSAGE_CACHE_SIZE = 100

const formatters = new BoundedCache<MessageFormatter>(100)
const checkedMessages = new BoundedCache<readonly string[]>(MESSAGE_CACHE_SIZE)

export const PLURAL_KEY_INVALID = 'plural-key-invalid'

/** Report choice keys the formatter would silently drop; each message is checked once. */
function checkPluralKeys(text: string, ctx: RenderContext): void {
  for (const key of checkedMessages.get(text, invalidPluralKeys)) {
    ctx.error(PLURAL_KEY_INVALID, i18nStrings.invalidPluralKey(key, ctx.locale))
  }
}

/** One message formatter per locale and time zone; each caches the messages it parsed. */
function formatterFor(ctx: RenderContext): MessageFormatter | undefined {
  const cldr = ctx.cldr
  if (cldr === undefined) return undefined
  const zoneId = contextTimeZone(ctx)
  return formatters.get(`${ctx.locale} ${zoneId}`, () =>
    cldr.General.messageFormatter({
      converter: messageArgConverter,
      formatters: messageFunctions(cldr, zoneId),
      cacheSize: MESSAGE_CACHE_SIZE,
    }),
  )
}

/** One message argument: the path to resolve, and the name it is also known by. */
interface MessageArgSpec {
  path: string
  name?: string
}

/** `path`, or `name=path` / `name:path` (the first `=` or `:` splits), as the reference reads them. */
function parseMessageArgs(args: readonly string[]): MessageArgSpec[] {
  return args.map((arg) => {
    const at = arg.search(/[:=]/)
    return at < 0 ? { path: arg } : { path: arg.slice(at + 1), name: arg.slice(0, at) }
  })
}

const argSpecs = new ArgsCache<MessageArgSpec[]>(parseMessageArgs)

/**
 * `{msg|message a b name=c.d}`: an ICU-style message with the resolved arguments. Every
 * argument takes the next position; `name=path` (or `name:path`) is also reachable by name.
 * Without locale data the message prints nothing, as in the reference.
 */
export const message: FormatterFn = (args, vars, ctx) => {
  const text = asText(vars[0].value)
  const formatter = formatterFor(ctx)
  if (formatter === undefined) {
    vars[0].set('')
    return
  }
  checkPluralKeys(text, ctx)
  const positional: unknown[] = []
  const named: Record<string, unknown> = {}
  for (const spec of argSpecs.get(args)) {
    // A path that resolves to nothing still counts as an argument: null, not undefined.
    const value = ctx.resolveFromParent(spec.path) ?? null
    positional.push(value)
    if (spec.name !== undefined) named[spec.name] = value
  }
  vars[0].set(formatter.format(text, positional, named))
}
