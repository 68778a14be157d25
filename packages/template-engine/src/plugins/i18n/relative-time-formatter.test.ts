import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'
import { diskCldrSource } from '../../cli-cldr-packs.js'

const NOW = 1502298000000

const render = (template: string, context: unknown): string =>
  compile(template).render(context, { now: NOW, cldr: diskCldrSource }).output

describe('relative-time', () => {
  it('measures from the start to the end', () => {
    const context = { s: 1509647217000, e: 1510641417000 }
    expect(render('{s,e|relative-time}', context)).toBe('in 12 days')
    expect(render('{s,e|relative-time allowWeeks:true}', context)).toBe('in 2 weeks')
  })

  it('measures from now with one value', () => {
    expect(render('{t|relative-time context:begin-sentence}', { t: 1502305200000 })).toBe(
      'In 2 hours',
    )
    expect(render('{t|relative-time}', { t: 1502258000000 })).toBe('11 hours ago')
  })
})
