import { Limits } from '@atelier/schema'
import type { DonationBlockValue } from '@atelier/schema'

export type DonationAmountCheck =
  { ok: true; amountCents: number } | { ok: false; reason: 'invalid' | 'too-large' | 'not-offered' }

/**
 * The amount of a gift, in minor units, as the server accepts it: a whole number above zero,
 * finite, at most the money bound every amount keeps (`Limits.amountMaxCents`), and one of the
 * block's suggestions unless the block lets the giver type their own.
 */
export function checkDonationAmount(
  block: Pick<DonationBlockValue, 'suggestedAmountsCents' | 'allowCustomAmount'>,
  amount: unknown,
): DonationAmountCheck {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || !Number.isInteger(amount)) {
    return { ok: false, reason: 'invalid' }
  }
  if (amount <= 0) return { ok: false, reason: 'invalid' }
  if (amount > Limits.amountMaxCents) return { ok: false, reason: 'too-large' }
  if (!block.allowCustomAmount && !block.suggestedAmountsCents.includes(amount)) {
    return { ok: false, reason: 'not-offered' }
  }
  return { ok: true, amountCents: amount }
}
