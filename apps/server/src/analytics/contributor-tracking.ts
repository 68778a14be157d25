import type { ContributorRoleName } from '@atelier/schema'

/**
 * SPEC §6: a signed-in member of the website is not a visitor and their page views are not
 * counted, unless the only role they hold there is viewer. Someone who does not belong to the
 * website (undefined) is a visitor like any other.
 */
export function contributorSkipsTracking(role: ContributorRoleName | undefined): boolean {
  return role !== undefined && role !== 'viewer'
}
