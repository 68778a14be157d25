import type { CouponInput } from '@atelier/schema'
import { describe, expectTypeOf, it } from 'vitest'
import type { CouponBody } from './coupon-body.js'

describe('the discounts body schema', () => {
  it('accepts every coupon the discounts screen may send (CouponInput of @atelier/schema)', () => {
    // Checked by the typecheck of the tests: a field the screen sends that the schema lacks, or a
    // type it gives differently, fails `tsc -p tsconfig.tests.json`.
    expectTypeOf<CouponInput>().toExtend<CouponBody>()
    expectTypeOf<keyof CouponBody>().toEqualTypeOf<keyof CouponInput>()
  })
})
