import { describe, expect, it } from 'vitest'
import { escapeAttribute, escapeHtml } from './escape.js'

describe('escape', () => {
  it('escapes short text in a loop, leaving text without specials as it is', () => {
    expect(escapeHtml('Tom & "Jerry" <b>')).toBe('Tom &amp; "Jerry" &lt;b&gt;')
    expect(escapeAttribute('Tom & "Jerry" <b>')).toBe('Tom &amp; &quot;Jerry&quot; &lt;b&gt;')
    expect(escapeAttribute('plain')).toBe('plain')
  })

  it('escapes long text (JSON in data- attributes) the same way', () => {
    const json = JSON.stringify(
      Array.from({ length: 20 }, (_, i) => ({ name: `A&B <${i}>`, note: 'x > y' })),
    )
    expect(json.length).toBeGreaterThan(256)
    const attribute = escapeAttribute(json)
    expect(attribute).not.toMatch(/[<>"]|&(?!amp;|lt;|gt;|quot;)/)
    expect(attribute.startsWith('[{&quot;name&quot;:&quot;A&amp;B &lt;0&gt;&quot;')).toBe(true)
    expect(escapeHtml(json)).toBe(
      json.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;'),
    )
    const plain = 'a'.repeat(1000)
    expect(escapeAttribute(plain)).toBe(plain)
  })
})
