import { readdirSync, readFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const sourceRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * Route files still stating a request part as a type argument beside its schema. Each one
 * converted comes off this list (the test below fails while a converted file is still listed);
 * none goes on. Names only, so a file moved to another folder keeps its place.
 */
const notYetConverted = new Set<string>([])

/** Every source file (tests aside): route files, and the page files that register routes too. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

/** The source without its comments, so a comment may show the form it forbids. */
function code(path: string): string {
  return readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
}

/** The type arguments of each route call, e.g. `{ Params: …; Body: … }` of `app.post<…>(`. */
function routeTypeArguments(source: string): string[] {
  const found: string[] = []
  const call = /\.(?:get|head|post|put|patch|delete|options|all|route)<\{/g
  for (let match = call.exec(source); match !== null; match = call.exec(source)) {
    // The argument runs to the brace that closes the one the match ends with.
    let depth = 0
    let end = match.index + match[0].length - 1
    for (; end < source.length; end++) {
      if (source[end] === '{') depth++
      else if (source[end] === '}' && --depth === 0) break
    }
    found.push(source.slice(match.index + match[0].length - 1, end + 1))
  }
  return found
}

const files = sourceFiles(sourceRoot)
const routeFiles = files.filter((path) => path.endsWith('.routes.ts'))
/** A request part the type provider reads from the schema: body, path parameters, query, headers. */
const requestPart = /\b(?:Body|Params|Querystring|Headers)\??\s*:/
const withPartGeneric = files.filter((path) =>
  routeTypeArguments(code(path)).some((argument) => requestPart.test(argument)),
)

describe('route types come from the route schemas (http/schema-types.ts)', () => {
  it('finds the route files', () => {
    expect(routeFiles.length).toBeGreaterThan(40)
  })

  it('no route states its body, params or query as a type argument beside its schema', () => {
    const offenders = withPartGeneric
      .filter((path) => !notYetConverted.has(basename(path)))
      .map((path) => relative(sourceRoot, path))
    expect(offenders).toEqual([])
  })

  it('lists only files that still need converting', () => {
    const converted = [...notYetConverted].filter(
      (name) => !withPartGeneric.some((path) => basename(path) === name),
    )
    expect(converted).toEqual([])
  })
})
