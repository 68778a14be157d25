/**
 * Reads a body as the Stripe SDK sends it (`application/x-www-form-urlencoded`, nested keys in
 * brackets: `metadata[order]=…`, `payment_method_types[0]=card`) into plain objects.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[')
    let node: Record<string, unknown> = root
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value
        return
      }
      const next = node[part]
      if (typeof next !== 'object' || next === null) node[part] = {}
      node = node[part] as Record<string, unknown>
    })
  }
  return root
}
