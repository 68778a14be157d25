import type { FormatterFn } from '../../plugin-api.js'
import type { Money } from './money.js'
import { toMinorUnits } from './money.js'
import { fromPrice, normalPrice, salePrice } from './product.js'

function minorUnitsFormatter(price: (item: unknown) => Money): FormatterFn {
  return (_args, vars) => {
    // As text, as the reference gives it (a `json` of it is quoted).
    vars[0].set(String(toMinorUnits(price(vars[0].value))))
  }
}

/** `{item|from-price}`: the lowest current price in cents. */
export const fromPriceFormatter = minorUnitsFormatter(fromPrice)
/** `{item|normal-price}`: the highest regular price in cents. */
export const normalPriceFormatter = minorUnitsFormatter(normalPrice)
/** `{item|sale-price}`: the lowest sale price in cents, 0 when nothing is on sale. */
export const salePriceFormatter = minorUnitsFormatter(salePrice)
