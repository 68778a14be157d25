import { describe, expect, it } from 'vitest'
import { demoGuidePdf } from './demo-guide-pdf.js'

describe('demoGuidePdf', () => {
  const pdf = demoGuidePdf()
  const text = pdf.toString('latin1')

  it('is a PDF whose cross-reference table points at each object', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1])
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref')
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) =>
      Number(m[1]),
    )
    expect(offsets).toHaveLength(5)
    offsets.forEach((offset, index) => {
      expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`)
    })
  })

  it('carries the guide title and stays small', () => {
    expect(text).toContain('(The Home Brewing Guide) Tj')
    expect(pdf.length).toBeLessThan(4096)
  })
})
