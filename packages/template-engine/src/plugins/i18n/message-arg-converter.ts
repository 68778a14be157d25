import { Decimal, DecimalConstants, type MessageArgConverter } from '@phensley/cldr'
import { asText } from '../../values.js'
import { decimalText } from './decimal-format.js'

const ZERO = new Decimal(0)

/** How message arguments (plain JSON values) print and count in `plural` and `select`. */
export const messageArgConverter: MessageArgConverter = {
  // A plural's `#` arrives as the Decimal it was counted with.
  asString: (arg: unknown) => (arg instanceof Decimal ? arg.toString() : asText(arg)),
  asDecimal: (arg: unknown) => {
    // An argument the formatter was not given at all (not one that resolved to nothing, which
    // arrives as null) counts as NaN, as in the reference.
    if (arg === undefined) return DecimalConstants.NAN
    const text = decimalText(arg)
    return text === undefined ? ZERO : new Decimal(text)
  },
}
