import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openStorage } from './open-storage.js'

describe('openStorage on SQLite', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-sqlite-'))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('opens the file in WAL mode with synchronous=NORMAL, foreign keys on and a busy timeout', async () => {
    const storage = openStorage({
      kind: 'sqlite',
      file: path.join(dataDir, 'nested', 'atelier.db'),
    })
    try {
      const pragma = async (name: string) =>
        (await sql.raw<Record<string, unknown>>(`PRAGMA ${name}`).execute(storage.db)).rows[0]
      expect(await pragma('journal_mode')).toEqual({ journalMode: 'wal' })
      // 1 is NORMAL (0 OFF, 2 FULL, 3 EXTRA).
      expect(await pragma('synchronous')).toEqual({ synchronous: 1 })
      expect(await pragma('foreign_keys')).toEqual({ foreignKeys: 1 })
      expect(await pragma('busy_timeout')).toEqual({ timeout: 5000 })
      expect(fs.existsSync(path.join(dataDir, 'nested', 'atelier.db'))).toBe(true)
    } finally {
      await storage.close()
    }
  })
})
