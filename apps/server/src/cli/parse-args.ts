export interface ParsedArgs {
  command: string | undefined
  positional: string[]
  flags: Record<string, string>
}

/** `cmd pos --flag value --other=value`; a flag without a value is an error, not a boolean. */
export function parseArgs(argv: readonly string[]): ParsedArgs | { error: string } {
  const [command, ...rest] = argv
  const positional: string[] = []
  const flags: Record<string, string> = {}
  for (let index = 0; index < rest.length; index++) {
    const arg = rest[index] as string
    if (!arg.startsWith('--')) {
      positional.push(arg)
      continue
    }
    const equals = arg.indexOf('=')
    if (equals !== -1) {
      flags[arg.slice(2, equals)] = arg.slice(equals + 1)
      continue
    }
    const value = rest[index + 1]
    if (value === undefined || value.startsWith('--')) return { error: `${arg} needs a value` }
    flags[arg.slice(2)] = value
    index++
  }
  return { command, positional, flags }
}
