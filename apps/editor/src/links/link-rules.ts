import { isValidEmail } from '@atelier/schema'
import { editorStrings } from '../strings.js'

export type LinkTab = 'Page' | 'Web Address' | 'Email' | 'Phone' | 'File'

export interface EmailLink {
  address: string
  subject: string
  cc: string
  bcc: string
  body: string
}

export type LinkResult = { ok: true; href: string } | { ok: false; message: string }

export function mailtoLink(email: EmailLink): LinkResult {
  const copies = [email.cc, email.bcc].flatMap((list) =>
    list
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  if (!isValidEmail(email.address.trim()) || copies.some((address) => !isValidEmail(address))) {
    return { ok: false, message: editorStrings.invalidEmail }
  }
  const query = new URLSearchParams()
  for (const [name, part] of [
    ['subject', email.subject],
    ['cc', email.cc],
    ['bcc', email.bcc],
    ['body', email.body],
  ] as const) {
    if (part.trim() !== '') query.set(name, part)
  }
  const search = query.toString().replace(/\+/g, '%20')
  return { ok: true, href: `mailto:${email.address.trim()}${search ? `?${search}` : ''}` }
}

export function phoneLink(phone: string): LinkResult {
  const digits = phone.replace(/[\s().-]/g, '')
  if (!/^\+?\d{3,20}$/.test(digits)) return { ok: false, message: editorStrings.invalidPhone }
  return { ok: true, href: `tel:${digits}` }
}

export function webLink(address: string): LinkResult {
  const trimmed = address.trim()
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`
  try {
    const url = new URL(withScheme)
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.'))
      throw new Error('no host')
    return { ok: true, href: url.toString() }
  } catch {
    return { ok: false, message: editorStrings.invalidWebAddress }
  }
}

/** Which tab an existing link opens in, and its parts. */
export function readLink(href: string): { tab: LinkTab; email?: EmailLink; value: string } {
  if (href.startsWith('mailto:')) {
    const [address = '', search = ''] = href.slice('mailto:'.length).split('?')
    const query = new URLSearchParams(search)
    return {
      tab: 'Email',
      value: address,
      email: {
        address,
        subject: query.get('subject') ?? '',
        cc: query.get('cc') ?? '',
        bcc: query.get('bcc') ?? '',
        body: query.get('body') ?? '',
      },
    }
  }
  if (href.startsWith('tel:')) return { tab: 'Phone', value: href.slice(4) }
  if (href.startsWith('/files/') || href.startsWith('/s/')) return { tab: 'File', value: href }
  if (href.startsWith('/')) return { tab: 'Page', value: href }
  return { tab: 'Web Address', value: href }
}
