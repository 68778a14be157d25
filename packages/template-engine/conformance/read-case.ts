/** One conformance case file: `:SECTION` lines split it into named sections. */
export interface ConformanceCase {
  readonly name: string
  readonly template: string
  readonly json: unknown
  readonly expected: string
  readonly partials: Record<string, string>
  readonly injects: Record<string, unknown>
  readonly locale: string
  readonly now: number | undefined
}

const SECTION = /^:([A-Za-z0-9_-]+)\s*$/

export function splitSections(text: string): Map<string, string> {
  const sections = new Map<string, string>()
  let name: string | null = null
  let lines: string[] = []
  for (const line of text.split('\n')) {
    const match = SECTION.exec(line)
    if (match !== null) {
      if (name !== null) sections.set(name, lines.join('\n'))
      name = match[1] as string
      lines = []
    } else if (name !== null) {
      lines.push(line)
    }
  }
  if (name !== null) sections.set(name, lines.join('\n'))
  return sections
}

function parseProperties(text: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const line of text.split('\n')) {
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) continue
    const eq = trimmed.search(/[=:]/)
    if (eq > 0) result[trimmed.slice(0, eq).trim()] = trimmed.slice(eq + 1).trim()
  }
  return result
}

function parseInject(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

export function readCase(name: string, text: string): ConformanceCase {
  const s = splitSections(text)
  const params: Record<string, unknown> = {
    ...(s.has('PARAMS') ? (JSON.parse(s.get('PARAMS') as string) as Record<string, unknown>) : {}),
    ...(s.has('PROPERTIES') ? parseProperties(s.get('PROPERTIES') as string) : {}),
  }
  const injects: Record<string, unknown> = {}
  const rawInjects = s.has('INJECT') ? (JSON.parse(s.get('INJECT') as string) as object) : {}
  for (const [key, value] of Object.entries(rawInjects)) injects[key] = parseInject(value)
  const jsonText = (s.get('JSON') ?? '').trim()
  return {
    name,
    template: s.get('TEMPLATE') ?? '',
    json: jsonText === '' ? {} : (JSON.parse(jsonText) as unknown),
    expected: s.get('OUTPUT') ?? '',
    partials: s.has('PARTIALS')
      ? (JSON.parse(s.get('PARTIALS') as string) as Record<string, string>)
      : {},
    injects,
    locale: typeof params['locale'] === 'string' ? params['locale'] : 'en',
    now: params['now'] === undefined ? undefined : Number(params['now']),
  }
}
