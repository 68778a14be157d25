import { describe, expect, it } from 'vitest'
import { findContradictions } from './contradictions.js'
import { readCase } from './read-case.js'

const caseText = (template: string, json: string, output: string) =>
  `:JSON\n${json}\n\n:TEMPLATE\n${template}\n\n:OUTPUT\n${output}\n`

describe('findContradictions', () => {
  it('pairs cases whose inputs are the same and whose expected outputs differ', () => {
    const old = readCase('f-old.html', caseText('{a}', '{"a": 1}', '1'))
    const newer = readCase('f-new.html', caseText('{a}', '{"a": 1}', 'one'))
    const found = findContradictions([old, newer])
    expect(found.get('f-old.html')?.map((c) => c.name)).toEqual(['f-new.html'])
    expect(found.get('f-new.html')?.map((c) => c.name)).toEqual(['f-old.html'])
  })

  it('leaves alone cases that agree, or whose inputs differ in any section', () => {
    const a = readCase('a.html', caseText('{a}', '{"a": 1}', '1'))
    const same = readCase('b.html', caseText('{a}', '{"a": 1}', '1'))
    const otherJson = readCase('c.html', caseText('{a}', '{"a": 2}', '2'))
    const otherLocale = readCase(
      'd.html',
      `${caseText('{a}', '{"a": 1}', 'x')}:PARAMS\n{"locale": "fr"}\n`,
    )
    expect(findContradictions([a, same, otherJson, otherLocale]).size).toBe(0)
  })
})
