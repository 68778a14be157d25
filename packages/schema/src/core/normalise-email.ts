/**
 * An email address as it identifies a person (owner, site user, customer, subscriber): Unicode
 * NFKC (so `ﬁona@…` and `ｆiona@…` are `fiona@…`), trimmed, lower case. Every place that stores an
 * address or looks one up goes through here, so one person is one address.
 */
export function normaliseEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase()
}
