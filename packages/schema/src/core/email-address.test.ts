import { describe, expect, it } from 'vitest'
import { EMAIL_MAX_LENGTH, isValidEmail } from './email-address.js'
import { emailAddressSchema } from './primitives.js'

describe('isValidEmail (WHATWG HTML valid email address, with a dot in the domain)', () => {
  it.each([
    'ada@example.com',
    'Ada.Lovelace@Example.COM',
    'ada+orders@example.com',
    'o.reilly-smith_9@mail.example.co.uk',
    "weird!#$%&'*/=?^`{|}~@example.com",
    'ada@bücher.de',
    'ada@xn--bcher-kva.de',
    'ada@почта.рф',
    'ada@例え.jp',
    'ada@ex-ample.com',
    'a@b.co',
  ])('accepts %s', (address) => {
    expect(isValidEmail(address)).toBe(true)
  })

  it.each([
    ['an angle bracket in the local part', 'a<b@c.d'],
    ['angle brackets around it', '<ada@example.com>'],
    ['a display name', 'Ada <ada@example.com>'],
    ['a space in the local part', 'a da@example.com'],
    ['a space in the domain', 'ada@exa mple.com'],
    ['a leading space', ' ada@example.com'],
    ['a tab', 'ada@example.com\t'],
    ['a line break (header injection)', 'ada@example.com\nBcc: eve@example.com'],
    ['no @', 'ada.example.com'],
    ['two @', 'ada@home@example.com'],
    ['an empty local part', '@example.com'],
    ['an empty domain', 'ada@'],
    ['no dot in the domain', 'ada@localhost'],
    ['an empty label', 'ada@example..com'],
    ['a trailing dot', 'ada@example.com.'],
    ['a label starting with a hyphen', 'ada@-example.com'],
    ['a label ending with a hyphen', 'ada@example-.com'],
    ['a label of 64 characters', `ada@${'a'.repeat(64)}.com`],
    ['an underscore in the domain', 'ada@ex_ample.com'],
    ['a quoted local part', '"ada"@example.com'],
    ['a comma', 'ada,bob@example.com'],
    ['a semicolon', 'ada@example.com;bob@example.com'],
    ['an IP literal', 'ada@[127.0.0.1]'],
    ['a non-ASCII local part', 'adà@example.com'],
    ['a slash hidden in an IDN domain', 'ada@bücher.de/x'],
    ['an @ hidden in an IDN domain', 'ada@bücher.de@evil.com'],
    ['the empty string', ''],
  ])('refuses %s', (_why, address) => {
    expect(isValidEmail(address)).toBe(false)
  })

  it('judges compatibility forms as NFKC makes them, as they identify a person', () => {
    expect(isValidEmail('\ufb01ona@example.com')).toBe(true)
    expect(isValidEmail('\uff26IONA@example.com')).toBe(true)
  })

  it('keeps to SPEC §5 length: at most 256 characters', () => {
    const local = (length: number) => 'a'.repeat(length - '@example.com'.length)
    expect(isValidEmail(`${local(EMAIL_MAX_LENGTH)}@example.com`)).toBe(true)
    expect(isValidEmail(`${local(EMAIL_MAX_LENGTH + 1)}@example.com`)).toBe(false)
  })

  it('is one zod schema too, trimming and naming the SPEC message', () => {
    expect(emailAddressSchema.parse('  ada@example.com ')).toBe('ada@example.com')
    const result = emailAddressSchema.safeParse('a<b@c.d')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email')
  })
})
