/**
 * Side-by-side benchmark of this engine against @squarespace/template-engine:
 *   npm run bench -w @atelier/template-engine -- [path/to/bench/jsont]
 * (or JSONT_BENCH_DIR). Each case is timed in alternating rounds in one process; the table
 * shows renders per second (median of rounds) and our ratio to the reference.
 */
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
// Through the package name: tsx resolves the built dist (as production runs it), tsc the source.
import { compile } from '@atelier/template-engine'
import { diskCldrSource } from '@atelier/template-engine/cldr-packs'
import type { BenchCase } from './bench-case.js'
import { firstDifference } from './first-difference.js'
import { listContext, listTemplate } from './list-template.js'
import { loadThemeCases } from './theme-cases.js'

interface ReferenceCompiler {
  parse(source: string): { code: unknown }
  execute(props: Record<string, unknown>): { ctx: { render(): string } }
}

const require = createRequire(import.meta.url)
const { Compiler } = require('@squarespace/template-engine') as {
  Compiler: new () => ReferenceCompiler
}

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const NOW = 1_700_000_000_000
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 7)
const ROUND_MS = Number(process.env['BENCH_ROUND_MS'] ?? 400)
/**
 * Untimed rendering per engine and mode before the rounds. On a busy machine the JIT's compiler
 * threads wait for a core too, and this engine's closures take a second or two to reach their
 * optimised steady state, which is what a server rendering pages all day runs in.
 */
const WARMUP_MS = Number(process.env['BENCH_WARMUP_MS'] ?? 1500)
const WARMUP_CHUNKS = 3
/** Comma-separated case names to run (all when unset), for profiling one case. */
const ONLY = process.env['BENCH_CASES']?.split(',').map((name) => name.trim())

function wrightCase(dir: string | undefined): BenchCase | string {
  if (dir === undefined || !existsSync(join(dir, 'wright.html'))) {
    return `no wright.html in ${dir ?? '(no directory given)'}`
  }
  const readJson = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'))
  return {
    name: 'wright',
    template: readFileSync(join(dir, 'wright.html'), 'utf8'),
    json: readJson('wright.json'),
    partials: readJson('wright-partials.json') as Record<string, string>,
    locale: 'en-US',
  }
}

async function loadCases(dir: string | undefined): Promise<BenchCase[]> {
  const cases: BenchCase[] = []
  const wright = wrightCase(dir)
  if (typeof wright === 'string') console.log(`wright: skipped (${wright})`)
  else cases.push(wright)
  const theme = await loadThemeCases(REPO_ROOT)
  if (theme.ok) cases.push(...theme.cases)
  else console.log(`theme product, theme blog-list: skipped (${theme.reason})`)
  cases.push({
    name: 'list-100',
    template: listTemplate,
    json: listContext(100),
    partials: {},
    locale: 'en-US',
  })
  return cases.filter((c) => ONLY === undefined || ONLY.includes(c.name))
}

/**
 * Renders per second of CPU time of `fn`, run for about `ms` milliseconds. CPU time rather than
 * wall time: on a shared machine the process waits for a core, which says nothing of the engine.
 */
function measure(fn: () => unknown, ms: number): number {
  let count = 0
  const cpu = process.cpuUsage()
  const start = performance.now()
  while (performance.now() - start < ms) {
    fn()
    count++
  }
  const used = process.cpuUsage(cpu)
  return (count * 1_000_000) / Math.max(1, used.user + used.system)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

function compare(ref: () => unknown, ours: () => unknown): [number, number] {
  for (let chunk = 0; chunk < WARMUP_CHUNKS; chunk++) {
    measure(ref, WARMUP_MS / WARMUP_CHUNKS)
    measure(ours, WARMUP_MS / WARMUP_CHUNKS)
  }
  const refRates: number[] = []
  const ourRates: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    refRates.push(measure(ref, ROUND_MS))
    ourRates.push(measure(ours, ROUND_MS))
  }
  return [median(refRates), median(ourRates)]
}

type Renderer = (source: string, json: unknown) => string

/** The page, then (for theme cases) the layout around it, as the server assembles a page. */
function renderCase(c: BenchCase, render: Renderer): string {
  const page = render(c.template, c.json)
  if (c.layout === undefined) return page
  return render(c.layout, { ...(c.json as Record<string, unknown>), mainContent: page })
}

function runCase(reference: ReferenceCompiler, c: BenchCase): string[][] {
  const props = {
    partials: c.partials,
    cldr: diskCldrSource(c.locale),
    now: NOW,
    enableExpr: true,
    enableInclude: true,
  }
  const codes = new Map<string, unknown>()
  for (const source of [c.template, c.layout ?? '']) codes.set(source, reference.parse(source).code)
  const options = {
    partials: c.partials,
    now: NOW,
    locale: c.locale,
    cldr: diskCldrSource,
    ...(c.timeZone === undefined ? {} : { timeZone: c.timeZone }),
  }
  const refPre: Renderer = (source, json) =>
    reference.execute({ ...props, json, code: codes.get(source) }).ctx.render()
  const ourPre: Renderer = (source, json) => compile(source).render(json, options).output
  const refFull: Renderer = (source, json) =>
    reference.execute({ ...props, json, code: source }).ctx.render()
  const ourFull: Renderer = (source, json) =>
    compile(source, { cache: false }).render(json, options).output
  const refOut = renderCase(c, refPre)
  const ourOut = renderCase(c, ourPre)
  const diff = firstDifference(refOut, ourOut)
  if (diff !== null) console.log(`${c.name}: output differs from the reference ${diff}`)
  const same = diff === null ? 'identical' : 'differs'
  // Precompiled: our templates come from the compiled-template cache, as the server keeps them.
  const pre = compare(
    () => renderCase(c, refPre),
    () => renderCase(c, ourPre),
  )
  const full = compare(
    () => renderCase(c, refFull),
    () => renderCase(c, ourFull),
  )
  return [
    [c.name, 'precompiled render', ...pre.map(String), same],
    [c.name, 'compile + render', ...full.map(String), same],
  ]
}

function printTable(rows: string[][]): void {
  const header = ['case', 'mode', 'reference r/s', 'atelier r/s', 'ratio', 'output']
  const table = rows.map(([name, mode, ref, ours, same]) => [
    name as string,
    mode as string,
    Number(ref).toFixed(0),
    Number(ours).toFixed(0),
    `${(Number(ours) / Number(ref)).toFixed(2)}x`,
    same as string,
  ])
  const widths = header.map((h, i) =>
    Math.max(h.length, ...table.map((r) => (r[i] as string).length)),
  )
  const line = (cells: string[]): string =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] as number)).join(' | ')} |`
  console.log(line(header))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const row of table) console.log(line(row))
}

async function main(): Promise<void> {
  const dir = process.argv[2] ?? process.env['JSONT_BENCH_DIR'] ?? '../../../shared/bench/jsont'
  const reference = new Compiler()
  const rows: string[][] = []
  for (const c of await loadCases(dir)) rows.push(...runCase(reference, c))
  console.log(
    `${WARMUP_MS} ms warm-up, then ${ROUNDS} rounds of ${ROUND_MS} ms per engine, mode and case; ` +
      'renders per CPU second, median',
  )
  printTable(rows)
}

await main()
