import { randomUUID } from 'node:crypto'
import { lookupFeature } from './experiments.js'
import type { FeatureDefinition } from './experiments.js'

/**
 * The visitor's sticky assignments: `name:variant` pairs joined by `|`, sorted by name. The cookie
 * holds nothing but variant names (no id), so it identifies no one; it keeps a visitor in their
 * variant across visits even when the owner later changes the weights.
 */
export const experimentCookieName = 'ss_exp'
export const experimentCookieMaxAge = 365 * 24 * 60 * 60

const pair = /^([a-z][a-z0-9-]{0,39}):([A-Za-z0-9][A-Za-z0-9-]{0,39})$/
const maxPairs = 20

export function parseAssignments(value: string | undefined): Map<string, string> {
  const assignments = new Map<string, string>()
  if (value === undefined || value.length > 2000) return assignments
  for (const part of value.split('|')) {
    const match = pair.exec(part)
    if (match !== null && assignments.size < maxPairs) assignments.set(match[1]!, match[2]!)
  }
  return assignments
}

export function formatAssignments(assignments: ReadonlyMap<string, string>): string {
  return [...assignments]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, variant]) => `${name}:${variant}`)
    .join('|')
}

/**
 * The running features' variants for one visitor: kept from the cookie while the variant still
 * exists, otherwise picked by weight (a new visitor gets a random id for the pick, so no id is
 * kept). `changed` says the cookie must be written again.
 */
export function assignVariants(
  running: readonly FeatureDefinition[],
  cookie: string | undefined,
  visitorId: string = randomUUID(),
): { assignments: Map<string, string>; value: string; changed: boolean } {
  const kept = parseAssignments(cookie)
  const assignments = new Map<string, string>()
  for (const feature of running) {
    const current = kept.get(feature.name)
    if (current !== undefined && feature.variants.some((variant) => variant.name === current)) {
      assignments.set(feature.name, current)
      continue
    }
    const pick = lookupFeature(running, {
      name: feature.name,
      type: feature.experimentType,
      defaultVariant: '',
      visitorId,
    })
    if (pick.error === undefined) assignments.set(feature.name, pick.variant)
  }
  const value = formatAssignments(assignments)
  return { assignments, value, changed: value !== formatAssignments(kept) }
}

/** The assignments of a cookie as stored with hits and purchases ('' for none). */
export function storedAssignments(cookie: string | undefined): string {
  return cookie === undefined ? '' : formatAssignments(parseAssignments(cookie))
}
