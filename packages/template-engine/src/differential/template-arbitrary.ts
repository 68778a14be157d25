/**
 * fast-check arbitraries for JSON-T templates covering the whole grammar: text, variables
 * (paths, `@` names, several variables), formatter chains with arguments for every formatter,
 * every kind of block and predicate, macros, `.eval`, `.include`, `.inject`, meta instructions,
 * comments, and now and then a malformed piece, so that error recovery is compared too.
 */
import fc from 'fast-check'
import { CONTEXT_KEYS } from './context-arbitrary.js'
import { FORMATTER_ARGS, PREDICATE_ARGS } from './plugin-args.js'

const PATH_ROOTS = [...CONTEXT_KEYS, 'missing', 'items.0', 'obj.a', 'obj.items.1', 'a.b.c']

const pathArb = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...PATH_ROOTS) },
  { weight: 1, arbitrary: fc.constantFrom('@', '@index', '@index0', '@v', '@w', '@c', '@args') },
  { weight: 1, arbitrary: fc.constantFrom('@v.a', '@c.x', '@args.k', 'items.-1', '0', 'a.0.b') },
)

function chainArb(names: readonly string[]): fc.Arbitrary<string> {
  const one = fc
    .constantFrom(...names)
    .chain((name) =>
      fc.constantFrom(...(FORMATTER_ARGS[name] ?? [''])).map((args) => `|${name}${args}`),
    )
  return fc.array(one, { maxLength: 3 }).map((fs) => fs.join(''))
}

const formatterNames = Object.keys(FORMATTER_ARGS)
const predicateNames = Object.keys(PREDICATE_ARGS)

const variableArb = fc
  .tuple(
    fc.array(pathArb, { minLength: 1, maxLength: 3 }).map((ps) => ps.join(',')),
    chainArb(formatterNames),
  )
  .map(([paths, chain]) => `{${paths}${chain}}`)

const predicateArb = fc
  .constantFrom(...predicateNames)
  .chain((name) =>
    fc.constantFrom(...(PREDICATE_ARGS[name] ?? [''])).map((args) => `${name}${args}`),
  )

const ifConditionArb = fc.oneof(
  fc
    .tuple(
      fc.array(pathArb, { minLength: 1, maxLength: 3 }),
      fc.constantFrom(' || ', ' && ', '||', ' | '),
    )
    .map(([ps, op]) => ps.join(op)),
  predicateArb,
)

const textArb = fc.constantFrom(
  'x',
  ' ',
  'Hello, world',
  '\n',
  '  \n\t',
  '<p class="a">',
  '&amp; "q"',
  '}',
  '{',
  '{ a }',
  '{}',
  'a{b',
  '{a b}',
  'é☃',
  '{|html}',
  '{.}',
)

const metaArb = fc.constantFrom(
  '{.meta-left}',
  '{.meta-right}',
  '{.space}',
  '{.tab}',
  '{.newline}',
  '{# a comment }',
  '{##\nblock {x} comment\n##}',
  '{#}',
)

const expressionArb = fc
  .array(
    fc.oneof(
      fc.constantFrom('1', '2.5', '-3', '0', '"s"', "'t'", 'true', 'null', 'NaN', 'PI', 'Infinity'),
      pathArb,
      fc.constantFrom('+', '-', '*', '/', '%', '==', '!=', '===', '<', '>=', '&&', '||', '!'),
      fc.constantFrom('(', ')', ',', 'max(', 'min(', 'abs(', 'num(', 'str(', 'bool(', '@x ='),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((tokens) => tokens.join(' '))

/** Pieces that are (probably) malformed; both engines must recover from them alike. */
const brokenArb = fc.constantFrom(
  '{.end}',
  '{.or}',
  '{.alternates with}',
  '{.section}',
  '{.if}',
  '{.unknown a}',
  '{a|nosuch}',
  '{a|}',
  '{.section a b}',
  '{.repeated a}',
  '{.var a b}',
  '{.var @v}',
  '{.equal?}',
  '{.nosuch? a}',
  '{.macro}',
  '{.ctx}',
  '{.include}',
  '{.inject}',
  '{.eval}',
  '{.eval 1 +}',
  '{.bindvar @v}',
  '{## unterminated',
  '{a,}',
  '{a..b}',
)

/** Pieces that open no block. */
const flatBlockArb = fc
  .array(fc.oneof(textArb, variableArb, metaArb), { maxLength: 3 })
  .map((pieces) => pieces.join(''))

interface Tie {
  (key: 'block'): fc.Arbitrary<string>
}

function blockArbs(tie: Tie): fc.Arbitrary<string>[] {
  const block = tie('block')
  const orArb = fc.option(
    fc
      .tuple(fc.option(predicateArb, { nil: undefined }), block)
      .map(([p, b]) => (p === undefined ? `{.or}${b}` : `{.or ${p}}${b}`)),
    { nil: '' },
  )
  return [
    fc
      .tuple(pathArb, block, orArb)
      .map(([path, body, or]) => `{.section ${path}}${body}${or}{.end}`),
    fc
      .tuple(
        pathArb,
        block,
        // No blocks after `.alternates with`: the reference files a block opened there under the
        // section's body, and what follows its `.end` too (a bug of its assembler), so such
        // templates are not compared.
        fc.option(
          flatBlockArb.map((b) => `{.alternates with}${b}`),
          { nil: '' },
        ),
        orArb,
      )
      .map(([path, body, alt, or]) => `{.repeated section ${path}}${body}${alt}${or}{.end}`),
    fc
      .tuple(ifConditionArb, block, orArb)
      .map(([cond, body, or]) => `{.if ${cond}}${body}${or}{.end}`),
    fc.tuple(predicateArb, block, orArb).map(([pred, body, or]) => `{.${pred}}${body}${or}{.end}`),
    fc
      .tuple(fc.constantFrom('m', 'n'), block, fc.constantFrom('', ' private'))
      .map(([name, body]) => `{.macro ${name}}${body}{.end}`),
  ]
}

const definitionArb = fc.oneof(
  fc
    .tuple(fc.constantFrom('@v', '@w'), pathArb, chainArb(formatterNames))
    .map(([name, path, chain]) => `{.var ${name} ${path}${chain}}`),
  fc
    .tuple(fc.constantFrom('@v', '@w'), variableArb)
    .map(([name, v]) => `{.var ${name} ${v.slice(1, -1)}}`),
  fc
    .array(fc.tuple(fc.constantFrom('x', 'y', 'k'), pathArb), { minLength: 1, maxLength: 3 })
    .map((pairs) => `{.ctx @c ${pairs.map(([k, p]) => `${k}=${p}`).join(' ')}}`),
  expressionArb.map((e) => `{.eval ${e}}`),
  fc.constantFrom('{.include p}', '{.include p output}', '{.include nosuch}', '{.include m}'),
  fc.constantFrom('{.inject @i fileA}', '{.inject @i nosuch}', '{.inject @i fileB}'),
  fc
    .tuple(
      fc.constantFrom('m', 'n', 'p', 'nosuch'),
      pathArb,
      fc.constantFrom('', ' k=1', ' private'),
    )
    .map(([name, path, args]) => `{${path}|apply ${name}${args}}`),
)

/** A whole template: a sequence of pieces nested at most a few blocks deep. */
export const templateArb: fc.Arbitrary<string> = fc.letrec<{ block: string; piece: string }>(
  (tie) => ({
    block: fc.array(tie('piece'), { maxLength: 4 }).map((pieces) => pieces.join('')),
    piece: fc.oneof(
      { depthSize: 'small', withCrossShrink: true, maxDepth: 4 },
      { weight: 4, arbitrary: textArb },
      { weight: 6, arbitrary: variableArb },
      { weight: 1, arbitrary: metaArb },
      { weight: 2, arbitrary: definitionArb },
      { weight: 1, arbitrary: brokenArb },
      ...blockArbs(tie as Tie).map((arbitrary) => ({ weight: 2, arbitrary })),
    ),
  }),
).block
