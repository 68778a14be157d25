/** One benchmark case: a template (placed into a layout when it has one) and its context. */
export interface BenchCase {
  readonly name: string
  readonly template: string
  /** The page output reaches the layout as `mainContent`, as the server renders a page. */
  readonly layout?: string
  readonly json: unknown
  readonly partials: Readonly<Record<string, string>>
  readonly locale: string
  readonly timeZone?: string
}
