import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { browserAddress, startLine } from './start-line.js'

describe('startLine', () => {
  it('names the address, the database, the worker, and the setup while there is no owner', () => {
    const line = startLine({
      port: 3000,
      config: {
        host: '0.0.0.0',
        dataDir: path.join(process.cwd(), 'data'),
        databaseUrl: undefined,
      },
      worker: true,
      ownerNeeded: true,
    })
    expect(line).toBe(
      `Atelier is running at http://localhost:3000 (SQLite in ${path.join('data', 'atelier.db')}, worker on) — open http://localhost:3000/config to create the owner account`,
    )
  })

  it('never prints the database password', () => {
    const line = startLine({
      port: 8080,
      config: {
        host: '127.0.0.1',
        dataDir: '/srv/atelier',
        databaseUrl: 'postgres://shop:s3cret@db.internal:5432/atelier',
      },
      worker: false,
      ownerNeeded: false,
    })
    expect(line).toBe(
      'Atelier is running at http://127.0.0.1:8080 (PostgreSQL at db.internal:5432/atelier, worker off) — the editor is at http://127.0.0.1:8080/config',
    )
    expect(line).not.toContain('s3cret')
  })

  it('writes an IPv6 host in brackets', () => {
    expect(browserAddress('::1', 3000)).toBe('http://[::1]:3000')
    expect(browserAddress('::', 3000)).toBe('http://localhost:3000')
  })
})
