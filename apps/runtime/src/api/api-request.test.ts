import { describe, expect, it } from 'vitest'
import { failureOf } from './api-request.js'

const nav = (cookieEnabled: boolean) => ({ cookieEnabled }) as Navigator

describe('failureOf', () => {
  it('reads a crumb failure, with whether cookies are enabled', () => {
    expect(failureOf(403, { crumbFail: true }, nav(true))).toEqual({
      kind: 'crumb-fail',
      cookiesEnabled: true,
    })
    expect(failureOf(403, { crumbFail: true }, nav(false))).toEqual({
      kind: 'crumb-fail',
      cookiesEnabled: false,
    })
  })

  it('reads 429 as rate limited and other failures as the server message', () => {
    expect(failureOf(429, { message: 'x' }, nav(true))).toEqual({ kind: 'rate-limited' })
    expect(failureOf(400, { message: 'Sorry.' }, nav(true))).toEqual({
      kind: 'server',
      message: 'Sorry.',
    })
    expect(failureOf(403, { message: 'Nope' }, nav(true))).toEqual({
      kind: 'server',
      message: 'Nope',
    })
    expect(failureOf(500, undefined, nav(true))).toEqual({ kind: 'server' })
  })
})
