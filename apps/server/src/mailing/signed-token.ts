import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A link token proving that Atelier wrote `purpose` and `subject` (a subscriber id):
 * `<subject>.<hmac>`, URL-safe. Tokens do not expire; an unsubscribe link must keep working.
 */
export function signToken(secret: string, purpose: string, subject: string): string {
  return `${subject}.${mac(secret, purpose, subject)}`
}

/** The subject when the token is genuine for this purpose, otherwise undefined. */
export function verifyToken(secret: string, purpose: string, token: string): string | undefined {
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return undefined
  const subject = token.slice(0, dot)
  const given = Buffer.from(token.slice(dot + 1))
  const expected = Buffer.from(mac(secret, purpose, subject))
  return given.length === expected.length && timingSafeEqual(given, expected) ? subject : undefined
}

function mac(secret: string, purpose: string, subject: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${subject}`).digest('base64url')
}
