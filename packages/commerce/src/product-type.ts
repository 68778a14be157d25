import { ProductType, type ProductTypeName } from '@atelier/schema'

/** A product type of SPEC §3 by name, or 'unknown' for a code outside the enumeration. */
export type ProductKind = ProductTypeName | 'unknown'

const BY_CODE: ReadonlyMap<unknown, ProductTypeName> = new Map(
  Object.entries(ProductType).map(([name, code]) => [code, name as ProductTypeName]),
)

/** The product type named by a stored code (number or numeric string); else 'unknown'. */
export function productTypeOf(code: unknown): ProductKind {
  const numeric = typeof code === 'string' && code.trim() !== '' ? Number(code) : code
  return BY_CODE.get(numeric) ?? 'unknown'
}
