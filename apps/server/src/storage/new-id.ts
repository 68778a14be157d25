import { randomBytes } from 'node:crypto'

/** 24 hex characters, the shape of record ids in the reference product. */
export function newId(): string {
  return randomBytes(12).toString('hex')
}
