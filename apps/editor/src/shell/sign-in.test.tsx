// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SignIn } from './sign-in.js'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** Signs in through the real API client against `answer`; resolves to the alert's text. */
async function signInAgainst(answer: () => Promise<Response>): Promise<string | null> {
  const fetch = vi.fn(answer)
  vi.stubGlobal('fetch', fetch)
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <SignIn />
      </QueryClientProvider>,
    )
  })
  const type = (label: string, value: string) => {
    const input = [...host.querySelectorAll('label')]
      .find((candidate) => candidate.textContent?.trim().startsWith(label))
      ?.querySelector('input') as HTMLInputElement
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    setter.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }
  await act(async () => {
    type('Email', 'owner@example.com')
    type('Password', 'kiln-fired-2026')
  })
  await act(async () => {
    host.querySelector('form')!.requestSubmit()
  })
  await act(() =>
    vi.waitFor(() => {
      if (!host.querySelector('[role="alert"]')) throw new Error('no alert yet')
    }),
  )
  const text = host.querySelector('[role="alert"]')?.textContent ?? null
  expect(fetch).toHaveBeenCalled()
  act(() => root.unmount())
  host.remove()
  return text
}

afterEach(() => vi.unstubAllGlobals())

describe('sign-in failures', () => {
  it('says the email or password is incorrect only when the server refused them (401)', async () => {
    const text = await signInAgainst(async () =>
      json(401, { message: 'Your email or password is incorrect.' }),
    )
    expect(text).toBe('Your email or password is incorrect.')
  })

  it("keeps the server's message for too many attempts (429)", async () => {
    const text = await signInAgainst(async () =>
      json(429, { message: 'Too many sign-in attempts. Please try again in a few minutes.' }),
    )
    expect(text).toBe('Too many sign-in attempts. Please try again in a few minutes.')
  })

  it('shows Something went wrong for a server failure (500)', async () => {
    const text = await signInAgainst(async () => json(500, { message: 'Internal Server Error' }))
    expect(text).toBe('Something went wrong')
  })

  it('shows Network error when the server cannot be reached', async () => {
    const text = await signInAgainst(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(text).toBe('Network error')
  })

  it('shows Something went wrong when the crumb fails even after the retry', async () => {
    const text = await signInAgainst(async () => json(403, { crumbFail: true }))
    expect(text).toBe('Something went wrong')
  })
})
