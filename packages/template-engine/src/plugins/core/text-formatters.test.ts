import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const fmt = (chain: string, value: unknown): string =>
  compile(`{v|${chain}}`).render({ v: value }).output

describe('text formatters', () => {
  it('html escapes &, < and >', () => {
    expect(fmt('html', '"< a & b >"')).toBe('"&lt; a &amp; b &gt;"')
  })

  it('htmlattr and htmltag also escape double quotes', () => {
    expect(fmt('htmlattr', '"<a&b>"')).toBe('&quot;&lt;a&amp;b&gt;&quot;')
    expect(fmt('htmltag', '"x"')).toBe('&quot;x&quot;')
  })

  it('safe strips tags', () => {
    expect(fmt('safe', '<a href="/x">link</a> <b>bold</b>')).toBe('link bold')
  })

  it('encode-space, encode-uri, encode-uri-component and url-encode', () => {
    expect(fmt('encode-space', 'a b c')).toBe('a&nbsp;b&nbsp;c')
    expect(fmt('encode-uri', 'Coffee & Tea')).toBe('Coffee%20&%20Tea')
    expect(fmt('encode-uri-component', 'Coffee & Tea')).toBe('Coffee%20%26%20Tea')
    expect(fmt('url-encode', "“a b” (it's)!*")).toBe('%E2%80%9Ca%20b%E2%80%9D%20%28it%27s%29%21*')
  })

  it('line-breaks turns newlines into <br/>', () => {
    expect(fmt('line-breaks', 'a\nb')).toBe('a<br/>b')
  })

  it('slugify keeps lower-case letters, digits and dashes', () => {
    expect(fmt('slugify', "If Strike Isn't Settled, It May Last")).toBe(
      'if-strike-isnt-settled-it-may-last',
    )
    expect(fmt('slugify', ' a -- b ')).toBe('-a----b-')
  })

  it('smartypants curls quotes and makes em dashes', () => {
    expect(fmt('smartypants', `I've read "Quixote"--twice.`)).toBe('I’ve read “Quixote”—twice.')
  })

  it('truncate cuts at a word boundary, 100 characters and "..." by default', () => {
    const long = `${'word '.repeat(30)}end`
    expect(fmt('truncate', long)).toBe(`${'word '.repeat(20)}...`)
    expect(fmt('truncate 12', 'It was the best of times')).toBe('It was the ...')
    expect(fmt('truncate 12 !', 'It was the best of times')).toBe('It was the !')
    expect(fmt('truncate 5', 'hello world')).toBe('hello...')
    expect(fmt('truncate 50', 'short')).toBe('short')
  })

  it('output prints its arguments', () => {
    expect(fmt('output abc def', 'ignored')).toBe('abc def')
  })

  it('str prints scalars and nothing for null, objects and arrays', () => {
    expect([fmt('str', -15), fmt('str', false), fmt('str', null), fmt('str', { a: 1 })]).toEqual([
      '-15',
      'false',
      '',
      '',
    ])
  })
})
