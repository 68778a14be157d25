/** Block-level markup on its own line, as the reference engine's templates print it. */
export function ownLine(html: string): string {
  return `\n  ${html}\n`
}
