/** The crumb (SPEC §3 visitor cookies) that every state-changing call repeats in a header. */
export function readCrumb(cookie: string): string | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === 'crumb') return decodeURIComponent(rest.join('='))
  }
  return undefined
}
