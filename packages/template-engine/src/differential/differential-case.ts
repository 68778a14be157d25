/**
 * One differential case, the arbitrary that makes it, and the render of both engines.
 */
import fc from 'fast-check'
import { compile } from '../compile.js'
import { diskCldrSource } from '../cli-cldr-packs.js'
import { contextArb } from './context-arbitrary.js'
import { referenceRender, type ReferenceInput } from './reference-render.js'
import { templateArb } from './template-arbitrary.js'

export type DifferentialCase = ReferenceInput

const NOW = 1_700_000_000_000

/** Partials `apply` and `.include` find; `nosuch` is never defined. */
const PARTIALS: Readonly<Record<string, string>> = {
  p: '<i>{@|html}</i>{.section a}[{@}]{.end}{@args.k}',
  q: '{.repeated section @}{@index}{.alternates with},{.end}',
}

const INJECTS: Readonly<Record<string, unknown>> = { fileA: 'injected <b>', fileB: { a: 1 } }

export const caseArb: fc.Arbitrary<DifferentialCase> = fc
  .tuple(templateArb, contextArb)
  .map(([template, json]) => ({
    template,
    json,
    partials: PARTIALS,
    injects: INJECTS,
    now: NOW,
    locale: 'en-US',
  }))

export function ourRender(input: DifferentialCase): string {
  try {
    return compile(input.template).render(input.json, {
      partials: input.partials,
      injects: input.injects,
      now: input.now,
      locale: input.locale,
      cldr: diskCldrSource,
    }).output
  } catch (e) {
    return `THROWN: ${e instanceof Error ? e.message : String(e)}`
  }
}

export { referenceRender }
