import { lookup as dnsLookup } from 'node:dns'
import type { LookupAddress, LookupOptions } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'
import { isLoopbackHost, isPrivateAddress } from './private-addresses.js'
import { webhookStrings } from './webhook-strings.js'

export type AttemptResult =
  { ok: true; status: number } | { ok: false; status: number | null; error: string }

export interface DeliverOptions {
  timeoutMs: number
  /** Development and tests: loopback targets are called (they passed `checkTargetUrl` so). */
  allowLoopback: boolean
}

/**
 * One POST of a signed body. Success is a 2xx answer within the timeout; redirects are not
 * followed (they count as failures). The address the host name resolves to is checked on the
 * connection itself, so a name that resolves into a private network (or is re-pointed there after
 * the endpoint was saved) is refused before anything is sent.
 */
export function deliverWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: DeliverOptions,
): Promise<AttemptResult> {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return Promise.resolve({ ok: false, status: null, error: 'invalid address' })
  }
  const loopbackOk = options.allowLoopback && isLoopbackHost(url.hostname)
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'Atelier-Webhooks/1.0',
        },
        timeout: options.timeoutMs,
        lookup: loopbackOk ? undefined : publicOnlyLookup,
      },
      (response) => {
        const status = response.statusCode ?? 0
        // The answer's body is not kept; reading it lets the connection close.
        response.resume()
        response.on('end', () => {
          if (status >= 200 && status < 300) resolve({ ok: true, status })
          else resolve({ ok: false, status, error: `HTTP ${status}` })
        })
        response.on('error', (error) => resolve({ ok: false, status, error: error.message }))
      },
    )
    request.on('timeout', () => {
      request.destroy(new Error(`no answer within ${options.timeoutMs / 1000} s`))
    })
    request.on('error', (error) => resolve({ ok: false, status: null, error: error.message }))
    request.end(body)
  })
}

/** `dns.lookup` that fails for any address inside a private network. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses) => {
    if (error !== null) {
      callback(error, '', 4)
      return
    }
    const list = addresses as LookupAddress[]
    if (list.length === 0 || list.some((entry) => isPrivateAddress(entry.address))) {
      callback(new Error(webhookStrings.privateAddressRefused), '', 4)
      return
    }
    if ((options as LookupOptions).all === true) {
      ;(callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list)
      return
    }
    const first = list[0] as LookupAddress
    callback(null, first.address, first.family)
  })
}
