import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'
import { diskCldrSource } from '../../cli-cldr-packs.js'

const render = (template: string, context: unknown, locale?: string) =>
  compile(template).render(context, { locale, cldr: diskCldrSource })

const ORDINAL = 'The {0 selectordinal one{#st} two{#nd} few{#rd} other{#th}} item is a {1}.'

describe('message', () => {
  it('fills positional arguments resolved in scope', () => {
    const context = { msg: ORDINAL, items: ['guitar', 'sax', 'drum set', 'flute'] }
    expect(render('{.repeated section items}{msg|message @index @}\n{.end}', context).output).toBe(
      'The 1st item is a guitar.\nThe 2nd item is a sax.\n' +
        'The 3rd item is a drum set.\nThe 4th item is a flute.\n',
    )
  })

  it('makes name=path arguments reachable by name and by position', () => {
    const context = {
      msg: '{foo}|{0}|{1}|{x}|{y}',
      foo: 'FOO',
      bar: 'BAR',
      number: 123,
      string: 'abc',
    }
    expect(render('{msg|message foo x=number y=string}', context).output).toBe('|FOO|123|123|abc')
  })

  it('chooses plural categories with the precision of the number', () => {
    const msg = '{0 plural one{# ONE} other{# OTHER}}'
    const out = ['0', '1', '1.0', '2'].map((n) => render('{msg|message n}', { msg, n }).output)
    expect(out).toEqual(['0 OTHER', '1 ONE', '1.0 OTHER', '2 OTHER'])
    expect(render('{msg|message n}', { msg, n: '0.1' }, 'fr-FR').output).toBe('0.1 ONE')
  })

  it('is also called plural', () => {
    const msg = 'you have {0} item{0 plural one{} other{s}}'
    expect(render('{msg|plural n}', { msg, n: 3 }).output).toBe('you have 3 items')
  })

  it('formats numbers, money and dates inside the message', () => {
    const context = {
      msg: '{0 decimal style:short}|{1 money}|{1 currency style:name}|{2 datetime date:short}',
      n: '12345.67899',
      money: { decimalValue: '123456.789', currencyCode: 'EUR' },
      t: 1582663910000,
      website: { timeZone: 'America/Los_Angeles' },
    }
    expect(render('{msg|message n money t}', context).output).toBe(
      '12K|€123,456.79|123,456.79 euros|2/25/20',
    )
    expect(
      render('{msg|message s e}', {
        msg: '{0;1 datetime-interval}',
        s: 1582663910000,
        e: 1583763910000,
      }).output,
    ).toBe('Feb 25\u2009–\u2009Mar 9, 2020')
  })

  it('prints nothing for money that is not money', () => {
    expect(render('{msg|message m}', { msg: '[{0 money}]', m: { foo: 'bar' } }).output).toBe('[]')
  })
})

describe('message plural keys', () => {
  it('reports a choice key that is no plural category', () => {
    const result = render('{msg|message n}', { msg: '{0 plural one {x} lots {y}}', n: 1 })
    expect(result.output).toBe('x')
    expect(result.errors).toContainEqual({
      code: 'plural-key-invalid',
      message: "Invalid plural key 'lots' for locale 'en-US'",
    })
  })

  it('accepts every CLDR category and exact values', () => {
    const msg = '{0 plural zero{Z} one{O} two{T} few{F} many{M} =5{five} other{N}}'
    const result = render('{msg|message n}', { msg, n: 5 })
    expect(result.output).toBe('five')
    expect(result.errors).toEqual([])
  })
})

describe('message without locale data', () => {
  it('prints nothing, as the reference does', () => {
    expect(render('{msg|message n}', { msg: 'Hi {0}', n: 1 }, 'none').output).toBe('')
  })
})

describe('message arguments as the reference reads them', () => {
  it('names an argument with name=path or name:path', () => {
    const context = { msg: 'Hi, {name}', person: { name: 'Bob' } }
    expect(render('{msg|message name=person.name}', context).output).toBe('Hi, Bob')
    expect(render('{msg|message name:person.name}', context).output).toBe('Hi, Bob')
  })

  it('counts a missing argument as zero and an absent one as NaN', () => {
    const msg = '{0 plural one{# item} other{# items}}|{n plural one{# item} other{# items}}'
    expect(render('{msg|message missing}', { msg }).output).toBe('0 items|NaN items')
  })
})
