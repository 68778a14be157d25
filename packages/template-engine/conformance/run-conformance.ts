/**
 * Runs the JSON-T conformance cases against this engine:
 *   npm run conformance -w @atelier/template-engine -- <cases dir> [--filter <substring>]
 * Prints each failure with a line diff and ends with "N passed, N failed".
 *
 * Two cases that give the same input but expect different outputs cannot both pass. When the engine's
 * output for one of them is what its twin expects, the case is counted as contradictory (named, with
 * its twin) rather than failed; an output matching neither side is a failure like any other.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { compile } from '../src/index.js'
import { diskCldrSource } from '../src/cli-cldr-packs.js'
import { readCase } from './read-case.js'
import { lineDiff } from './line-diff.js'
import { findContradictions } from './contradictions.js'

function listCases(dir: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) found.push(...listCases(path))
    else if (entry.endsWith('.html')) found.push(path)
  }
  return found
}

function main(argv: readonly string[]): number {
  const args = [...argv]
  let filter = ''
  let verbose = false
  const filterAt = args.indexOf('--filter')
  if (filterAt >= 0) {
    filter = args[filterAt + 1] ?? ''
    args.splice(filterAt, 2)
  }
  const verboseAt = args.indexOf('--errors')
  if (verboseAt >= 0) {
    verbose = true
    args.splice(verboseAt, 1)
  }
  const dir = args[0] ?? process.env['JSONT_CONFORMANCE'] ?? '../../../shared/conformance/jsont'
  const root = statSync(join(dir, 'cases'), { throwIfNoEntry: false })?.isDirectory()
    ? join(dir, 'cases')
    : dir
  const cases = listCases(root).map((file) =>
    readCase(relative(root, file), readFileSync(file, 'utf8')),
  )
  const contradictions = findContradictions(cases)
  let passed = 0
  let failed = 0
  let contradictory = 0
  for (const c of cases) {
    const name = c.name
    if (filter !== '' && !name.includes(filter)) continue
    let actual: string
    let errors: string[] = []
    try {
      const result = compile(c.template).render(c.json, {
        locale: c.locale,
        cldr: diskCldrSource,
        now: c.now,
        partials: c.partials,
        injects: c.injects,
        enableExpr: true,
        enableInclude: true,
      })
      actual = result.output
      errors = result.errors.map((e) => `${e.code}: ${e.message}`)
    } catch (e) {
      actual = `THROWN: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`
    }
    if (actual.trim() === c.expected.trim()) {
      passed++
      if (verbose && errors.length > 0) console.log(`ok   ${name}\n  ${errors.join('\n  ')}`)
      continue
    }
    const twin = contradictions.get(name)?.find((o) => o.expected.trim() === actual.trim())
    if (twin !== undefined) {
      contradictory++
      console.log(
        `CONTRADICTORY ${name}: same input as ${twin.name}, whose expected output it gives`,
      )
      continue
    }
    failed++
    console.log(`FAIL ${name}`)
    console.log(lineDiff(c.expected.trim(), actual.trim()))
    if (errors.length > 0) console.log(`  errors:\n    ${errors.join('\n    ')}`)
  }
  const note = contradictory > 0 ? `, ${contradictory} contradictory` : ''
  console.log(`${passed} passed, ${failed} failed${note}`)
  return failed === 0 ? 0 : 1
}

process.exitCode = main(process.argv.slice(2))
