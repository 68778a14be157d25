import { describe, expect, it } from 'vitest'
import { parseMemberAreaInput } from './member-area-input.js'

describe("the owner's member area form", () => {
  it('takes a free area without a price, and drops any price sent with it', () => {
    expect(parseMemberAreaInput({ name: ' Club ', priceCents: 500 })).toEqual({
      ok: true,
      value: { name: 'Club', description: '', pricing: 'free', priceCents: 0, billingUnit: null },
    })
  })

  it('needs a whole price above zero for a paid plan, and monthly or yearly billing when recurring', () => {
    const paid = (over: Record<string, unknown>) =>
      parseMemberAreaInput({ name: 'Club', pricing: 'recurring', billingUnit: 'MONTH', ...over })
    expect(paid({ priceCents: 800 })).toMatchObject({ ok: true, value: { priceCents: 800 } })
    for (const priceCents of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '800', 100_000_001])
      expect(paid({ priceCents })).toMatchObject({ ok: false, code: 'invalid-input' })
    expect(paid({ priceCents: 800, billingUnit: 'WEEK' })).toMatchObject({
      ok: false,
      message: 'A recurring plan bills monthly or yearly.',
    })
    expect(
      parseMemberAreaInput({ name: 'Club', pricing: 'one-time', priceCents: 4000 }),
    ).toMatchObject({ ok: true, value: { pricing: 'one-time', billingUnit: null } })
  })

  it('refuses an empty or too long name, an unknown plan and NUL bytes with a message', () => {
    expect(parseMemberAreaInput({ name: '' })).toMatchObject({
      ok: false,
      message: 'Give the member area a name.',
    })
    expect(parseMemberAreaInput({ name: 'x'.repeat(101) })).toMatchObject({ ok: false })
    expect(parseMemberAreaInput({ name: 'Club', pricing: 'lifetime' })).toMatchObject({
      ok: false,
      message: 'Choose free, a one-time fee, or a recurring plan.',
    })
    expect(parseMemberAreaInput({ name: 'Cl\u0000ub' })).toMatchObject({
      ok: false,
      message: 'Text may not contain NUL characters.',
    })
  })
})
