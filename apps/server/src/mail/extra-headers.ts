/**
 * A composed message with `headers` added at the top of its header section (where trace headers
 * go too; order does not matter to readers). Values must be ASCII without line breaks: list mail's
 * `List-Unsubscribe` URLs are. Anything else is refused rather than written into the message.
 */
export function withExtraHeaders(
  message: Buffer,
  headers: Record<string, string> | undefined,
): Buffer {
  if (headers === undefined) return message
  const lines = Object.entries(headers).map(([name, value]) => {
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name) || !/^[\x20-\x7e]*$/.test(value)) {
      throw new Error(`Unexpected mail header ${name}`)
    }
    return `${name}: ${value}\n`
  })
  return Buffer.concat([Buffer.from(lines.join(''), 'ascii'), message])
}
