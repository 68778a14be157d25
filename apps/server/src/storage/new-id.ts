import { randomFillSync } from 'node:crypto'

const idBytes = 12
/** Random bytes drawn ahead, many ids at a time: one CSPRNG call per 512 ids instead of one each. */
const pool = Buffer.alloc(idBytes * 512)
let offset = pool.length

/** 24 hex characters, the shape of record ids in the reference product. */
export function newId(): string {
  if (offset === pool.length) {
    randomFillSync(pool)
    offset = 0
  }
  const id = pool.toString('hex', offset, offset + idBytes)
  offset += idBytes
  return id
}
