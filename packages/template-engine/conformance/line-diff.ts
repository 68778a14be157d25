/** A small line diff (LCS) for failure reports: '-' expected, '+' actual. */
export function lineDiff(expected: string, actual: string): string {
  const a = expected.split('\n')
  const b = actual.split('\n')
  if (a.length * b.length > 4_000_000) return `--- expected\n${expected}\n+++ actual\n${actual}`
  const m = a.length
  const n = b.length
  const lcs: number[][] = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(0))
  for (let i = m - 1; i >= 0; i--) {
    for (let j = n - 1; j >= 0; j--) {
      const row = lcs[i] as number[]
      row[j] =
        a[i] === b[j]
          ? ((lcs[i + 1] as number[])[j + 1] as number) + 1
          : Math.max((lcs[i + 1] as number[])[j] as number, row[j + 1] as number)
    }
  }
  const out: string[] = []
  let i = 0
  let j = 0
  while (i < m || j < n) {
    if (i < m && j < n && a[i] === b[j]) {
      out.push(`    ${a[i]}`)
      i++
      j++
    } else if (
      j < n &&
      (i >= m || ((lcs[i] as number[])[j + 1] as number) >= ((lcs[i + 1] as number[])[j] as number))
    ) {
      out.push(`  + ${JSON.stringify(b[j]).slice(1, -1)}`)
      j++
    } else {
      out.push(`  - ${JSON.stringify(a[i]).slice(1, -1)}`)
      i++
    }
  }
  return out.join('\n')
}
