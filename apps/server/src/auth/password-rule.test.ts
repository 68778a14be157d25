import { describe, expect, it } from 'vitest'
import { isCommonPassword, passwordProblem } from './password-rule.js'
import { siteUserStrings } from './site-user-strings.js'

describe('the password rule of customer accounts', () => {
  it('asks for at least 8 characters, counting characters rather than code units', () => {
    expect(passwordProblem('Tk9#qz!')).toBe(siteUserStrings.passwordTooShort)
    expect(passwordProblem('🐢🐢🐢🐢🐢🐢🐢')).toBe(siteUserStrings.passwordTooShort)
    expect(passwordProblem('Tk9#qz!w')).toBeUndefined()
  })

  it('refuses more than 1024 characters', () => {
    expect(passwordProblem('x7'.repeat(513))).toBe(siteUserStrings.passwordTooLong)
  })

  it('refuses the common passwords of the shipped list, whatever their case', () => {
    for (const password of ['password', 'PASSWORD1', '12345678', 'iloveyou', 'qwertyuiop']) {
      expect(isCommonPassword(password)).toBe(true)
      expect(passwordProblem(password)).toBe(siteUserStrings.passwordTooCommon)
    }
    expect(isCommonPassword('plum-kiln-harbour-41')).toBe(false)
  })

  it('refuses the account email as the password', () => {
    expect(passwordProblem('Ada@Example.com', 'ada@example.com')).toBe(
      siteUserStrings.passwordIsEmail,
    )
  })
})
