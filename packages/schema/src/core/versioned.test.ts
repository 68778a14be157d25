import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseWith } from './parse-result.js'
import { migrate, stampVersionOne, versioned, type Migrations } from './versioned.js'

const v1: Migrations = { name: 'Thing', currentVersion: 1, up: [stampVersionOne] }

// A made-up second version: v2 renamed `name` to `title`.
const v2: Migrations = {
  name: 'Thing',
  currentVersion: 2,
  up: [
    stampVersionOne,
    {
      to: 2,
      up: ({ name, ...rest }) => ({ ...rest, title: name }),
    },
  ],
}

describe('migrate', () => {
  it('stamps documents written before versioning as version 1', () => {
    expect(migrate(v1, { name: 'a' })).toEqual({ ok: true, doc: { name: 'a', schemaVersion: 1 } })
  })

  it('leaves a current document as it is', () => {
    expect(migrate(v1, { name: 'a', schemaVersion: 1 })).toEqual({
      ok: true,
      doc: { name: 'a', schemaVersion: 1 },
    })
  })

  it('runs every later step in order', () => {
    expect(migrate(v2, { name: 'a' })).toEqual({ ok: true, doc: { title: 'a', schemaVersion: 2 } })
    expect(migrate(v2, { name: 'b', schemaVersion: 1 })).toEqual({
      ok: true,
      doc: { title: 'b', schemaVersion: 2 },
    })
  })

  it('refuses a document from a newer version', () => {
    expect(migrate(v1, { schemaVersion: 2 })).toEqual({
      ok: false,
      message: 'Thing schemaVersion 2 is newer than supported version 1.',
    })
  })

  it('refuses anything but an object', () => {
    expect(migrate(v1, [])).toEqual({ ok: false, message: 'Thing must be an object.' })
    expect(migrate(v1, null)).toEqual({ ok: false, message: 'Thing must be an object.' })
  })

  it('refuses a malformed schemaVersion', () => {
    expect(migrate(v1, { schemaVersion: '1' })).toEqual({
      ok: false,
      message: 'Thing has an invalid schemaVersion.',
    })
    expect(migrate(v1, { schemaVersion: -1 })).toEqual({
      ok: false,
      message: 'Thing has an invalid schemaVersion.',
    })
  })
})

describe('versioned', () => {
  const thing = versioned(v2, z.object({ schemaVersion: z.literal(2), title: z.string() }))

  it('migrates before validating', () => {
    expect(parseWith(thing, { name: 'old' })).toEqual({
      ok: true,
      value: { schemaVersion: 2, title: 'old' },
    })
  })

  it('reports a migration failure as an issue', () => {
    expect(parseWith(thing, { schemaVersion: 3 })).toEqual({
      ok: false,
      issues: [{ path: '', message: 'Thing schemaVersion 3 is newer than supported version 2.' }],
    })
  })
})
