import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Issue 22, points 1 and 4: a newcomer reads how to get in on the README's first screen, and the
// README lists the test cards the checkout names.
const readme = fs.readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8')
const firstScreen = readme.split('\n').slice(0, 30).join('\n')

describe('the README', () => {
  it('says on its first screen how to start and how to sign in the first time', () => {
    expect(firstScreen).toContain('npm ci && npm start')
    expect(firstScreen).toContain('http://localhost:3000/config')
    expect(firstScreen).toMatch(/one-time setup screen/)
  })

  it('lists the test cards that pay, are declined and lack funds', () => {
    expect(readme).toMatch(/\| 4242 4242 4242 4242 \| pays +\|/)
    expect(readme).toMatch(/\| 4000 0000 0000 0002 \| is declined +\|/)
    expect(readme).toMatch(/\| 4000 0000 0000 9995 \| lacks funds +\|/)
  })
})
