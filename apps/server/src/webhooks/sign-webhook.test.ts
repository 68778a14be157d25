import { createHmac } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import { describe, expect, it } from 'vitest'
import { messageIdOf, newSigningSecret, signWebhook } from './sign-webhook.js'

describe('signing a webhook (Standard Webhooks)', () => {
  const body = JSON.stringify({
    type: 'order.paid',
    timestamp: '2026-11-28T10:00:00.000Z',
    data: {},
  })

  it('makes whsec_ secrets of 24 random bytes', () => {
    const secret = newSigningSecret()
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24)
    expect(newSigningSecret()).not.toBe(secret)
  })

  it('signs v1,<base64 HMAC-SHA256 of id.timestamp.body> under the secret bytes', () => {
    const secret = newSigningSecret()
    const at = new Date('2026-11-28T10:00:00Z')
    const headers = signWebhook(secret, messageIdOf('abc'), at, body)
    expect(headers['webhook-id']).toBe('msg_abc')
    expect(headers['webhook-timestamp']).toBe('1795860000')
    const expected = createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
      .update(`msg_abc.1795860000.${body}`)
      .digest('base64')
    expect(headers['webhook-signature']).toBe(`v1,${expected}`)
  })

  it('passes the reference verifier, and fails it once the body or the secret differs', () => {
    const secret = newSigningSecret()
    const headers = signWebhook(secret, messageIdOf('x1'), new Date(), body)
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body))
    expect(() => new Webhook(secret).verify(`${body} `, { ...headers })).toThrow()
    expect(() => new Webhook(newSigningSecret()).verify(body, { ...headers })).toThrow()
  })
})
