import { z } from 'zod'

type StoredDocument = Record<string, unknown>

export interface Migration {
  /** The version this step produces; it runs on documents at `to - 1`. */
  to: number
  up(doc: StoredDocument): StoredDocument
}

export interface Migrations {
  /** Record type name, used in messages. */
  name: string
  currentVersion: number
  /** Ordered steps from version 0 (documents written before versioning) to `currentVersion`. */
  up: readonly Migration[]
}

export type MigrateResult = { ok: true; doc: StoredDocument } | { ok: false; message: string }

function isStoredDocument(value: unknown): value is StoredDocument {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Brings a stored document up to the current schema version, one step at a time. */
export function migrate(migrations: Migrations, input: unknown): MigrateResult {
  if (!isStoredDocument(input)) {
    return { ok: false, message: `${migrations.name} must be an object.` }
  }
  const version = input.schemaVersion ?? 0
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    return { ok: false, message: `${migrations.name} has an invalid schemaVersion.` }
  }
  if (version > migrations.currentVersion) {
    return {
      ok: false,
      message: `${migrations.name} schemaVersion ${version} is newer than supported version ${migrations.currentVersion}.`,
    }
  }
  let doc = input
  for (const step of migrations.up) {
    if (step.to > version) doc = { ...step.up(doc), schemaVersion: step.to }
  }
  return { ok: true, doc }
}

/** The step shared by every record type: documents written before versioning become version 1. */
export const stampVersionOne: Migration = { to: 1, up: (doc) => doc }

/** A validator that migrates its input first, so nested documents migrate wherever they appear. */
export function versioned<S extends z.ZodType>(migrations: Migrations, schema: S) {
  return z.preprocess((input, ctx) => {
    const result = migrate(migrations, input)
    if (result.ok) return result.doc
    ctx.issues.push({ code: 'custom', message: result.message, input })
    return input
  }, schema)
}
