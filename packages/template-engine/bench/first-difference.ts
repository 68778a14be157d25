/** Where two outputs first differ, with a little of each around it; null when equal. */
export function firstDifference(expected: string, actual: string): string | null {
  if (expected === actual) return null
  let i = 0
  while (i < expected.length && i < actual.length && expected[i] === actual[i]) i++
  const around = (text: string): string => JSON.stringify(text.slice(Math.max(0, i - 40), i + 40))
  return `at character ${i}: reference ${around(expected)}, atelier ${around(actual)}`
}
