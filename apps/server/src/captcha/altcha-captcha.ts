import { createChallenge, verifySolution } from 'altcha-lib'
import type { Challenge, Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { CaptchaProvider } from './captcha-provider.js'
import type { SpendCaptcha } from './spent-captchas.js'

export interface AltchaOptions {
  /** The HMAC key challenges are signed with (read lazily: it lives in the database). */
  secret: () => Promise<string>
  /** Hash rounds per attempt; with the default one-byte key prefix a browser needs ~256 attempts. */
  cost?: number
  expiresInMs?: number
  /** Remembers answered challenges so each counts once; without it an answer works until expiry. */
  spend?: SpendCaptcha
  now?: () => Date
}

/**
 * Self-hosted proof-of-work captcha: signed challenges from `altcha-lib` (protocol 2, which the
 * `altcha` widget speaks), no outside service. The widget's answer is base64 JSON of
 * `{ challenge, solution }`.
 */
export function createAltchaCaptcha(options: AltchaOptions): CaptchaProvider {
  const cost = options.cost ?? 200
  const expiresInMs = options.expiresInMs ?? 20 * 60_000
  return {
    async challenge(now) {
      return createChallenge({
        algorithm: 'SHA-256',
        cost,
        deriveKey,
        expiresAt: new Date(now.getTime() + expiresInMs),
        hmacSignatureSecret: await options.secret(),
      })
    },
    async verify(token) {
      if (token === '' || token.length > 8_000) return false
      const payload = decodePayload(token)
      if (payload === undefined) return false
      let verified: boolean
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: await options.secret(),
        })
        verified = result.verified
      } catch {
        return false
      }
      if (!verified || options.spend === undefined) return verified
      const signature = payload.challenge.signature
      if (signature === undefined) return false
      const now = options.now?.() ?? new Date()
      return options.spend(signature, new Date(now.getTime() + expiresInMs), now)
    },
  }
}

function decodePayload(token: string): { challenge: Challenge; solution: Solution } | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
    if (typeof payload !== 'object' || payload === null) return undefined
    const { challenge, solution } = payload as Record<string, unknown>
    const valid =
      typeof challenge === 'object' &&
      challenge !== null &&
      typeof (challenge as Record<string, unknown>).parameters === 'object' &&
      typeof solution === 'object' &&
      solution !== null &&
      typeof (solution as Record<string, unknown>).counter === 'number' &&
      typeof (solution as Record<string, unknown>).derivedKey === 'string'
    return valid ? { challenge: challenge as Challenge, solution: solution as Solution } : undefined
  } catch {
    return undefined
  }
}
