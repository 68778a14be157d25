import type { RenderContext } from '../../plugin-api.js'
import { asRecord, type JsonRecord } from './json-value.js'

/** The store's per-product merchandising settings (sold-out text, scarcity, restock sign-up). */
export function merchandisingContext(ctx: RenderContext, item: unknown): JsonRecord | undefined {
  const id = asRecord(item)?.id
  if (typeof id !== 'string' || id === '') return undefined
  return asRecord(ctx.resolve(['productMerchandisingContext', id]))
}
