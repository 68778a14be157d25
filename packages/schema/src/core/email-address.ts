/** SPEC §5: an email is valid when it has 3 to 256 characters (and matches the rule below). */
export const EMAIL_MAX_LENGTH = 256

// The WHATWG HTML "valid email address": the local part in the characters RFC 5322 allows in an
// unquoted atom, and a domain of LDH labels of 1 to 63 characters.
const LOCAL_PART = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/
const ASCII = /^[\x20-\x7e]*$/
/** What an internationalised domain may hold besides its non-ASCII letters. */
const IDN_ASCII_PART = /^[A-Za-z0-9.-]$/

/**
 * The domain in ASCII. A browser writes an internationalised domain (bücher.de) in its ASCII form
 * (xn--bcher-kva.de) before it checks an `<input type=email>`; the URL parser does the same here.
 */
function asciiDomain(domain: string): string | undefined {
  if (ASCII.test(domain)) return domain
  for (const character of domain) {
    if (character.charCodeAt(0) < 0x80 && !IDN_ASCII_PART.test(character)) return undefined
  }
  try {
    return new URL(`http://${domain}/`).hostname
  } catch {
    return undefined
  }
}

/**
 * The one email rule of Atelier, shared by the server, the editor and the visitor scripts: the
 * WHATWG HTML rule for a valid email address (what `<input type=email>` accepts), with an
 * internationalised domain taken in its ASCII form, a dot in the domain (SPEC §5's "domain with a
 * dot": mail to `ada@localhost` is a typing mistake on a public site) and at most 256 characters.
 * Compatibility forms count as what NFKC makes of them. The caller trims; deliverability is the
 * mail server's business.
 */
export function isValidEmail(raw: string): boolean {
  // Judged as it identifies a person (`normaliseEmail`): `ﬁona@…` and `ｆiona@…` are `fiona@…`.
  const value = raw.normalize('NFKC')
  if (value.length > EMAIL_MAX_LENGTH) return false
  const at = value.indexOf('@')
  if (at <= 0 || !LOCAL_PART.test(value.slice(0, at))) return false
  const domain = asciiDomain(value.slice(at + 1))
  if (domain === undefined) return false
  const labels = domain.split('.')
  return labels.length >= 2 && labels.every((label) => LABEL.test(label))
}

/** SPEC §5's editor message for an address `isValidEmail` refuses. */
export const invalidEmailMessage = 'Please enter a valid email'
