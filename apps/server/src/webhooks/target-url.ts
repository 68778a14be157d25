import { isIP } from 'node:net'
import { isLoopbackHost, isPrivateAddress } from './private-addresses.js'
import { webhookStrings } from './webhook-strings.js'

export type TargetUrlCheck = { ok: true; url: string } | { ok: false; message: string }

export interface TargetUrlPolicy {
  /** Development and tests: `http://localhost` and `http://127.0.0.1` are accepted. */
  allowLoopback: boolean
}

const maxUrlLength = 2_000

/**
 * An endpoint address the owner or a REST hook may give: https only (plain http only for
 * localhost while developing), no credentials, no address in a private network written as an IP.
 * A host name is checked again at each delivery, on the address it resolves to (`deliver-webhook.ts`),
 * so a name pointing inside cannot be used either.
 */
export function checkTargetUrl(raw: string, policy: TargetUrlPolicy): TargetUrlCheck {
  const text = raw.trim()
  if (text === '' || text.length > maxUrlLength) return refuse(webhookStrings.urlInvalid)
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return refuse(webhookStrings.urlInvalid)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return refuse(webhookStrings.urlInvalid)
  if (url.username !== '' || url.password !== '') return refuse(webhookStrings.urlCredentials)
  const loopback = isLoopbackHost(url.hostname)
  if (loopback && policy.allowLoopback) return { ok: true, url: url.toString() }
  if (url.protocol !== 'https:') return refuse(webhookStrings.urlNotHttps)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (loopback || (isIP(host) !== 0 && isPrivateAddress(host)) || host.endsWith('.localhost')) {
    return refuse(webhookStrings.urlPrivate)
  }
  return { ok: true, url: url.toString() }
}

/** Loopback targets are for a developer's machine: `NODE_ENV` development or test, or the flag. */
export function loopbackAllowed(env: NodeJS.ProcessEnv): boolean {
  const flag = env.ATELIER_WEBHOOKS_ALLOW_LOCALHOST?.trim()
  if (flag === '1' || flag === 'true') return true
  return env.NODE_ENV === 'development' || env.NODE_ENV === 'test'
}

function refuse(message: string): TargetUrlCheck {
  return { ok: false, message }
}
