import type { PredicateFn } from '../../plugin-api.js'
import { hasVariants, hasVariedPrices, isOnSale, isSoldOut } from './product.js'

export const hasVariantsPredicate: PredicateFn = (_args, ctx) => hasVariants(ctx.node())
export const onSalePredicate: PredicateFn = (_args, ctx) => isOnSale(ctx.node())
export const soldOutPredicate: PredicateFn = (_args, ctx) => isSoldOut(ctx.node())
export const variedPricesPredicate: PredicateFn = (_args, ctx) => hasVariedPrices(ctx.node())
