/**
 * The headers of every mail sent to a list member (RFC 2369 and RFC 8058): the member's own
 * unsubscribe URL, which a single POST of `List-Unsubscribe=One-Click` honours at once, and a
 * mailto address when the installation names one (`LIST_UNSUBSCRIBE_MAILTO`).
 */
export function listUnsubscribeHeaders(
  unsubscribeUrl: string,
  mailto: string | undefined = listUnsubscribeMailto(process.env),
): Record<string, string> {
  const targets = [`<${unsubscribeUrl}>`]
  if (mailto !== undefined) {
    targets.push(`<mailto:${mailto}?subject=${encodeURIComponent('unsubscribe')}>`)
  }
  return {
    'List-Unsubscribe': targets.join(', '),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** The mailbox of `LIST_UNSUBSCRIBE_MAILTO`, when it holds one plain address. */
export function listUnsubscribeMailto(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.LIST_UNSUBSCRIBE_MAILTO?.trim()
  return value !== undefined && /^[^\s@<>,?]+@[^\s@<>,?]+$/.test(value) ? value : undefined
}
