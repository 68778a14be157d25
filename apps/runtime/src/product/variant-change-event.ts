import type { ProductVariant } from '@atelier/commerce'

/** Told by the product form to the product's other islands (installment pill) on each choice. */
export const VARIANT_CHANGE_EVENT = 'atelier:variant-change'

export interface VariantChangeDetail {
  readonly itemId: string
  /** Undefined while options remain to choose. */
  readonly variant: ProductVariant | undefined
  readonly soldOut: boolean
}

export function announceVariantChange(detail: VariantChangeDetail): void {
  document.dispatchEvent(new CustomEvent<VariantChangeDetail>(VARIANT_CHANGE_EVENT, { detail }))
}

/** Calls `listener` with each change of the item's variant; answers the unsubscribe. */
export function onVariantChange(
  itemId: string,
  listener: (detail: VariantChangeDetail) => void,
): () => void {
  const handle = (event: Event) => {
    const detail = (event as CustomEvent<VariantChangeDetail>).detail
    if (detail?.itemId === itemId) listener(detail)
  }
  document.addEventListener(VARIANT_CHANGE_EVENT, handle)
  return () => document.removeEventListener(VARIANT_CHANGE_EVENT, handle)
}
