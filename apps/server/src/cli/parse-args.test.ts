import { describe, expect, it } from 'vitest'
import { parseArgs } from './parse-args.js'

describe('parseArgs', () => {
  it('splits the command, positional arguments and flags', () => {
    expect(parseArgs(['import-site', 'site.json', '--domain', 'shop.example'])).toEqual({
      command: 'import-site',
      positional: ['site.json'],
      flags: { domain: 'shop.example' },
    })
    expect(parseArgs(['create-site', '--title=My Shop'])).toEqual({
      command: 'create-site',
      positional: [],
      flags: { title: 'My Shop' },
    })
  })

  it('refuses a flag without a value', () => {
    expect(parseArgs(['export-site', '--domain'])).toEqual({ error: '--domain needs a value' })
    expect(parseArgs(['x', '--a', '--b', 'c'])).toEqual({ error: '--a needs a value' })
  })
})
