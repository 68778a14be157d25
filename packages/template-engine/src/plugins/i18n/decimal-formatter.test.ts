import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'
import { diskCldrSource } from '../../cli-cldr-packs.js'

const render = (args: string, n: unknown, locale?: string): string =>
  compile(`{n|decimal${args}}`).render({ n }, { locale, cldr: diskCldrSource }).output

describe('decimal', () => {
  it('formats with the style and digit options', () => {
    expect(render(' style:percent', '123456.7890')).toBe('12,345,679%')
    expect(render(' style:short', '123456.7890')).toBe('123K')
    expect(render(' maximumFractionDigits:1', '123456.7890')).toBe('123,456.8')
    expect(render(' maximumFractionDigits:1 round:down', '123456.7890')).toBe('123,456.7')
    expect(render(' group:false', 1234567)).toBe('1234567')
  })

  it('follows the locale', () => {
    expect(render('', 1234.5, 'de')).toBe('1.234,5')
  })

  it('prints nothing for a value that is not a number, or without locale data', () => {
    expect(render('', 1, 'none')).toBe('')
    expect(render('', 'x')).toBe('')
    expect(render('', { a: 1 })).toBe('')
  })
})
