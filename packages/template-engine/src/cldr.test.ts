import { describe, expect, it } from 'vitest'
import { createCldrSource } from './cldr.js'
import { readCldrPack } from './cli-cldr-packs.js'
import { compile } from './compile.js'

describe('CLDR source injected by the caller', () => {
  it('asks its loader for each language once and keeps the instance per locale', () => {
    const asked: string[] = []
    const source = createCldrSource((language) => {
      asked.push(language)
      return readCldrPack(language)
    })
    expect(source('en-US')).toBe(source('en-US'))
    expect(source('en-GB')).toBeDefined()
    expect(source('none')).toBeUndefined()
    expect(asked).toEqual(['en'])
  })

  it('has no locale data for a language its loader cannot give', () => {
    const source = createCldrSource(() => {
      throw new Error('no such pack')
    })
    expect(source('fr')).toBeUndefined()
  })

  it('renders with the source given, and without locale data when none is given', () => {
    const template = compile('{n|decimal}')
    const cldr = createCldrSource(readCldrPack)
    expect(template.render({ n: 1234.5 }, { locale: 'de', cldr }).output).toBe('1.234,5')
    expect(template.render({ n: 1234.5 }, { locale: 'de' }).output).toBe('')
  })
})
