/**
 * Line breaks around the markup of the HTML-producing formatters. Site templates
 * were written around the storefront's original markup, these blank lines included,
 * so keeping them keeps rendered pages byte-identical to the reference engine.
 */
export interface Framing {
  readonly before: string
  readonly after: string
}

export const FRAMING = {
  addToCart: { before: '\n'.repeat(13), after: '' },
  price: { before: '\n\n\n', after: '' },
  quantityInput: { before: '\n\n\n', after: '' },
  restockNotification: { before: '\n'.repeat(7), after: '\n' },
  scarcity: { before: '\n  ', after: '\n' },
  variantsSelect: { before: '\n  \n  \n  \n  \n\n  ', after: '\n' },
} as const satisfies Record<string, Framing>

/** The body with its framing; an empty body stays empty. */
export function framed(framing: Framing, body: string): string {
  return body === '' ? '' : framing.before + body + framing.after
}
