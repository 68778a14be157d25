// @vitest-environment happy-dom
import { h, render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { linkToken } from './account-security-api.js'
import { ResetPasswordForm } from './reset-password-form.js'
import { SignUpForm } from './sign-up-form.js'

const response = (status: number, body: unknown) =>
  ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as Response

let root: HTMLElement
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'crumb=crumb-value-1234567890'
  root = document.createElement('div')
  document.body.append(root)
})
afterEach(() => {
  render(null, root)
  root.remove()
  vi.unstubAllGlobals()
})

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))
const input = (name: string) => root.querySelector(`input[name="${name}"]`) as HTMLInputElement

async function submit() {
  await act(() => {
    root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }))
  })
  await settle()
}

describe('the account forms', () => {
  it('read the token of a mailed link from the fragment', () => {
    expect(linkToken('#token=abc_DEF-1')).toBe('abc_DEF-1')
    expect(linkToken('')).toBe('')
    expect(linkToken('#other=1')).toBe('')
  })

  it("sign-up shows the server's one answer and nothing about the address", async () => {
    const said = 'Thanks! We sent a link to that address.'
    fetchMock.mockResolvedValue(response(202, { message: said }))
    act(() => render(h(SignUpForm, { email: 'ada@example.com' }), root))
    expect(input('email').value).toBe('ada@example.com')
    input('password').value = 'plum-kiln-harbour-41'
    await submit()
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/site-users/account')
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ada@example.com',
      password: 'plum-kiln-harbour-41',
    })
    expect(root.querySelector('[role="status"]')?.textContent).toBe(said)
    expect(root.querySelector('form')).toBeNull()
  })

  it("shows a refused password's reason as an alert and keeps the form", async () => {
    const reason = 'The password must be at least 8 characters long'
    fetchMock.mockResolvedValue(response(400, { message: reason, code: 'invalid-input' }))
    act(() => render(h(SignUpForm, { email: '' }), root))
    input('email').value = 'ada@example.com'
    input('password').value = 'short'
    await submit()
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(reason)
    expect(root.querySelector('form')).not.toBeNull()
  })

  it('reset asks for the email without a token and for a new password with one', async () => {
    act(() => render(h(ResetPasswordForm, { token: '' }), root))
    expect(input('email')).not.toBeNull()
    expect(input('password')).toBeNull()
    render(null, root)
    fetchMock.mockResolvedValue(response(200, { message: 'Changed.', xsrfToken: 'x' }))
    act(() => render(h(ResetPasswordForm, { token: 'tok' }), root))
    input('password').value = 'new-plum-kiln-harbour'
    await submit()
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/site-users/account/password-reset/complete')
    expect(JSON.parse(String(init.body))).toEqual({
      token: 'tok',
      password: 'new-plum-kiln-harbour',
    })
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Changed.')
  })
})
