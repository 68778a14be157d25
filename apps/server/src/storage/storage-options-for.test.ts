import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { storageOptionsFor } from './open-storage.js'

describe('storageOptionsFor', () => {
  it('picks PostgreSQL when DATABASE_URL is set', () => {
    expect(
      storageOptionsFor({
        databaseUrl: 'postgres://app@db.internal:5432/atelier',
        dataDir: '/srv/data',
      }),
    ).toEqual({ kind: 'postgres', url: 'postgres://app@db.internal:5432/atelier' })
  })

  it('picks SQLite in DATA_DIR/atelier.db otherwise', () => {
    expect(storageOptionsFor({ databaseUrl: undefined, dataDir: '/srv/data' })).toEqual({
      kind: 'sqlite',
      file: path.join('/srv/data', 'atelier.db'),
    })
  })
})
