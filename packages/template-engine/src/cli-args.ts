/** Parsed command line of `atelier-template`. */
export type CliCommand =
  | {
      readonly ok: true
      readonly templatePath: string
      readonly contextPath: string
      readonly partialsPath: string | undefined
      readonly locale: string | undefined
      readonly now: number | undefined
    }
  | { readonly ok: false; readonly message: string }

export const USAGE =
  'usage: atelier-template render TEMPLATE.html CONTEXT.json [--partials P.json] [--locale L] [--now EPOCH_MS]'

const VALUE_OPTIONS = new Set(['--partials', '--locale', '--now'])

export function parseCliArgs(argv: readonly string[]): CliCommand {
  const positional: string[] = []
  const options = new Map<string, string>()
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (VALUE_OPTIONS.has(arg)) {
      const value = argv[i + 1]
      if (value === undefined) return { ok: false, message: `${arg} needs a value\n${USAGE}` }
      options.set(arg, value)
      i++
    } else if (arg.startsWith('--')) {
      return { ok: false, message: `unknown option ${arg}\n${USAGE}` }
    } else {
      positional.push(arg)
    }
  }
  const [command, templatePath, contextPath] = positional
  if (command !== 'render' || templatePath === undefined || contextPath === undefined) {
    return { ok: false, message: USAGE }
  }
  const nowText = options.get('--now')
  const now = nowText === undefined ? undefined : Number(nowText)
  if (now !== undefined && !Number.isFinite(now)) {
    return { ok: false, message: `--now must be epoch milliseconds\n${USAGE}` }
  }
  return {
    ok: true,
    templatePath,
    contextPath,
    partialsPath: options.get('--partials'),
    locale: options.get('--locale'),
    now,
  }
}
