/**
 * The "simple address pattern" of SPEC §5: something, an @, a domain with a dot. Deliverability is
 * the mail server's business; this only catches typing mistakes.
 */
const SIMPLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function looksLikeEmailAddress(value: string): boolean {
  return SIMPLE_ADDRESS.test(value)
}
