import { describe, expect, it } from 'vitest'
import { compile, type RenderOptions } from '../compile.js'

const render = (source: string, context: unknown = {}, options: RenderOptions = {}): string =>
  compile(source).render(context, options).output

describe('variables', () => {
  it('prints strings, numbers and booleans; nothing for missing, null and objects', () => {
    const ctx = { s: 'x', n: 1.5, t: true, z: null, o: { a: 1 }, a: [1, 'b'] }
    expect(render('[{s}][{n}][{t}][{z}][{o}][{missing}][{a}]', ctx)).toBe(
      '[x][1.5][true][][][][1,b]',
    )
  })

  it('follows dotted paths and array indexes', () => {
    expect(render('{a.b.0}-{a.b.1.c}', { a: { b: ['x', { c: 'y' }] } })).toBe('x-y')
  })

  it('caps array indexes at 2147483647', () => {
    expect(render('{a.2147483647}|{a.2147483648}', { a: ['x'] })).toBe('|')
  })

  it('prints text unchanged when the braces hold no valid reference', () => {
    expect(render('{ a}{a }{a.-1}{}{a|}', { a: 1 })).toBe('{ a}{a }{a.-1}{}{a|}')
  })

  it('looks a name up the scope stack, nearest first', () => {
    const ctx = { title: 'outer', a: { title: 'inner' }, b: { c: 1 } }
    expect(render('{.section a}{title}{.end}{.section b}{title}{.end}', ctx)).toBe('innerouter')
  })

  it('does not fall back once the first name is found', () => {
    expect(render('{.section a}{c.d}{.end}', { a: { c: {} }, c: { d: 'no' } })).toBe('')
  })

  it('prints @, @index and @index0', () => {
    expect(render('{.repeated section a}{@index}{@index0}{@};{.end}', { a: ['x', 'y'] })).toBe(
      '10x;21y;',
    )
  })

  it('names with $ are plain keys', () => {
    expect(render('{$a.$b}', { $a: { $b: 'hi' } })).toBe('hi')
  })

  it('passes several variables to one formatter and prints the first', () => {
    expect(render('{a,b}|{a , b|json}', { a: 1, b: 2 })).toBe('1|1')
  })

  it('chains formatters with arguments, each with its own delimiter', () => {
    expect(render('{a|truncate#5#!|html}', { a: 'hello <world>' })).toBe('hello!')
  })
})

describe('.section', () => {
  it('renders its body with the value as scope when the value is truthy', () => {
    expect(render('{.section a}[{b}]{.end}', { a: { b: 'B' } })).toBe('[B]')
  })

  it('takes .or for false, zero, empty or missing values, with the value as scope', () => {
    for (const a of [false, 0, '', [], {}, null]) {
      expect(render('{.section a}Y{.or}N{.end}', { a })).toBe('N')
    }
    expect(render('{.section a}Y{.or}N[{@}]{.end}', { a: 0 })).toBe('N[0]')
  })

  it('sees bound variables of the current scope only', () => {
    const source = '{.var @v a}{.section @v}A{.section @v}B{.or}-{.end}{.end}'
    expect(render(source, { a: 1 })).toBe('A-')
  })

  it('resolves its own path in the current scope only', () => {
    expect(
      render('{.section a}{.section t}{@}{.or}none{.end}{.end}', { a: { x: 1 }, t: 'T' }),
    ).toBe('none')
  })
})

describe('.repeated section', () => {
  it('renders once per element with .alternates with between', () => {
    expect(render('{.repeated section a}{@}{.alternates with}, {.end}', { a: [1, 2, 3] })).toBe(
      '1, 2, 3',
    )
  })

  it('takes .or when the value is not a non-empty array', () => {
    for (const a of [[], { x: 1 }, 5, undefined]) {
      expect(render('{.repeated section a}Y{.or}N{.end}', { a })).toBe('N')
    }
  })

  it('nests, with @index of the nearest loop', () => {
    const ctx = { rows: [{ cells: ['a', 'b'] }, { cells: ['c'] }] }
    const source = '{.repeated section rows}{.repeated section cells}{@index}{@}{.end};{.end}'
    expect(render(source, ctx)).toBe('1a2b;1c;')
  })
})

describe('.or chains, predicates and .if', () => {
  it('runs a predicate block or the first matching .or', () => {
    const source = '{.equal? a 1}one{.or equal? a 2}two{.or}other{.end}'
    expect(render(source, { a: 1 })).toBe('one')
    expect(render(source, { a: 2 })).toBe('two')
    expect(render(source, { a: 3 })).toBe('other')
  })

  it('.if tests truthiness with || and &&', () => {
    expect(render('{.if a || b}Y{.or}N{.end}', { a: 0, b: 1 })).toBe('Y')
    expect(render('{.if a && b}Y{.or}N{.end}', { a: 0, b: 1 })).toBe('N')
    expect(render('{.if a&&b}Y{.or}N{.end}', { a: 1, b: 1 })).toBe('Y')
  })

  it('.if stops its chain where the operator changes, as the reference does', () => {
    expect(render('{.if a || b && c}Y{.or}N{.end}', { a: 0, b: 1, c: 0 })).toBe('Y')
  })

  it('.if takes a predicate with arguments', () => {
    expect(render('{.if equal? a b}Y{.or}N{.end}', { a: 'x', b: 'x' })).toBe('Y')
  })

  it('a half-finished .if condition is text', () => {
    expect(render('{.if a || }', { a: 1 })).toBe('{.if a || }')
  })
})

describe('.var and .ctx', () => {
  it('binds a value, with formatters, visible in nested scopes', () => {
    const source = '{.var @n name|html}{.section inner}{@n}{.end}'
    expect(render(source, { name: '<b>', inner: { x: 1 } })).toBe('&lt;b&gt;')
  })

  it('.bindvar is not an instruction (as in the reference): it prints as text', () => {
    expect(render('{.bindvar @p person}{@p.name}', { person: { name: 'Ann' } })).toBe(
      '{.bindvar @p person}',
    )
  })

  it('a binding inside a section ends with the section', () => {
    const source = '{.var @x a}{.section b}{.var @x c}{@x}{.end}{@x}'
    expect(render(source, { a: 'A', b: { c: 'C' } })).toBe('CA')
  })

  it('.ctx builds an object from paths, with null for missing ones', () => {
    const source = '{.ctx @c w=size.w h=size.h m=nope}{@c|json}'
    expect(render(source, { size: { w: 2, h: 3 } })).toBe('{"w":2,"h":3,"m":null}')
  })
})

describe('.macro, apply, .include and .inject', () => {
  it('applies a macro to a value, defined where it runs', () => {
    const source = '{.macro hi}Hi {name}!{.end}{.repeated section people}{@|apply hi}{.end}'
    expect(render(source, { people: [{ name: 'A' }, { name: 'B' }] })).toBe('Hi A!Hi B!')
  })

  it('gives k=v arguments as @args and hides outer data when private', () => {
    const source = '{.macro m}{@args.x}:{outer}:{v}{.end}{a|apply m x=1}|{a|apply m private}'
    expect(render(source, { outer: 'O', a: { v: 'V' } })).toBe('1:O:V|::V')
  })

  it('applies partials given at render time', () => {
    const partials = { card: '<b>{title}</b>' }
    expect(render('{item|apply card}', { item: { title: 'T' } }, { partials })).toBe('<b>T</b>')
  })

  it('.include runs in the current scope and prints only with output', () => {
    const source = '{.macro m}[{.eval @v = 2}]{.end}{.include m}{@v}|{.include m output}'
    expect(render(source)).toBe('2|[]')
  })

  it('.include does nothing when includes are disabled', () => {
    expect(render('{.macro m}X{.end}{.include m output}', {}, { enableInclude: false })).toBe('')
  })

  it('.inject binds a value given at render time', () => {
    const injects = { 'a.json': { name: 'x' } }
    expect(render('{.inject @a a.json}{@a.name}', {}, { injects })).toBe('x')
  })
})

describe('.eval', () => {
  it('prints the value of the last expression', () => {
    expect(render('{.eval 1 + 2; 3 * 4}')).toBe('12')
  })

  it('assigns variables and prints nothing for an assignment', () => {
    expect(render('{.eval @a = 2 * n}[{@a}]', { n: 21 })).toBe('[42]')
  })

  it('does nothing when expressions are disabled', () => {
    expect(render('{.eval 1 + 2}', {}, { enableExpr: false })).toBe('')
  })
})

describe('literals and comments', () => {
  it('prints the literal instructions', () => {
    expect(render('{.meta-left}{.meta-right}{.space}{.tab}{.newline}')).toBe('{} \t\n')
  })

  it('drops comments, including multi-line ones', () => {
    expect(render('a{# one }b{## two\nlines ##}c{# also\nspans }d')).toBe('abcd')
  })

  it('an unterminated block comment runs to the end', () => {
    expect(render('a{## open')).toBe('a')
  })
})
