import type { ConformanceCase } from './read-case.js'

/** Everything that decides a case's output: two cases with the same key must render the same. */
export function inputKey(c: ConformanceCase): string {
  return JSON.stringify([c.template.trim(), c.json, c.partials, c.injects, c.locale, c.now ?? null])
}

/**
 * For each case, the names of the other cases that give the very same input but expect a different
 * output. No engine can pass both sides of such a pair; the runner reports them apart.
 */
export function findContradictions(
  cases: readonly ConformanceCase[],
): Map<string, ConformanceCase[]> {
  const byInput = new Map<string, ConformanceCase[]>()
  for (const c of cases) {
    const key = inputKey(c)
    byInput.set(key, [...(byInput.get(key) ?? []), c])
  }
  const result = new Map<string, ConformanceCase[]>()
  for (const group of byInput.values()) {
    for (const c of group) {
      const others = group.filter((o) => o.expected.trim() !== c.expected.trim())
      if (others.length > 0) result.set(c.name, others)
    }
  }
  return result
}
