// @vitest-environment happy-dom
import { h, render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { returnPath } from './return-path.js'
import { SignInForm } from './sign-in-form.js'

const response = (status: number, body: unknown) =>
  ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as Response

let root: HTMLElement
let fetchMock: ReturnType<typeof vi.fn>
let went: string[]

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'crumb=crumb-value-1234567890'
  document.cookie = 'SiteUserInfo=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  went = []
  root = document.createElement('div')
  document.body.append(root)
})
afterEach(() => {
  render(null, root)
  root.remove()
  vi.unstubAllGlobals()
})

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))
const show = (): void => {
  act(() =>
    render(h(SignInForm, { returnTo: '/shop/bud-vase', go: (url) => went.push(url) }), root),
  )
}
const field = (label: string) => {
  const labelled = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)
  const id = labelled?.getAttribute('for')
  return (
    id ? root.querySelector(`#${CSS.escape(id)}`) : labelled?.querySelector('input')
  ) as HTMLInputElement | null
}

async function fillAndSubmit(email: string, password: string, remember = false) {
  field('Email')!.value = email
  field('Password')!.value = password
  field('Remember me')!.checked = remember
  await act(() => {
    root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }))
  })
  await settle()
}

describe('SignInForm', () => {
  it('offers Email, Password, Remember me and Sign In', () => {
    show()
    expect(field('Email')?.type).toBe('email')
    expect(field('Password')?.type).toBe('password')
    expect(field('Remember me')?.type).toBe('checkbox')
    expect(root.querySelector('button[type="submit"]')?.textContent).toBe('Sign In')
  })

  it('posts the sign-in with the crumb and goes back where the visitor came from', async () => {
    fetchMock.mockResolvedValue(response(200, { xsrfToken: 'crumb-value-1234567890' }))
    show()
    await fillAndSubmit('ann@example.com', 'secret words', true)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/site-users/account/session')
    expect(init.method).toBe('POST')
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('crumb-value-1234567890')
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'ann@example.com',
      password: 'secret words',
      rememberMe: true,
    })
    expect(went).toEqual(['/shop/bud-vase'])
  })

  it("shows the server's message when the email or password is wrong, and stays", async () => {
    fetchMock.mockResolvedValue(response(401, { message: 'Your email or password is incorrect.' }))
    show()
    await fillAndSubmit('ann@example.com', 'wrong')
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(
      'Your email or password is incorrect.',
    )
    expect(went).toEqual([])
  })

  it('shows Sign out to a signed-in visitor, repeating the sign-out once on a crumb failure', async () => {
    document.cookie = `SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":"u1"}')}`
    fetchMock
      .mockResolvedValueOnce(response(403, { crumbFail: true }))
      .mockResolvedValueOnce(response(200, { ok: true }))
    show()
    expect(root.querySelector('form')).toBeNull()
    const button = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Sign out')!
    await act(() => button.click())
    await settle()
    expect(fetchMock.mock.calls.map(([url, init]) => [url, (init as RequestInit).method])).toEqual([
      ['/api/site-users/account/session?cloneCart=false', 'DELETE'],
      ['/api/site-users/account/session?cloneCart=false', 'DELETE'],
    ])
    expect(went).toEqual(['/shop/bud-vase'])
  })
})

describe('returnPath', () => {
  const origin = 'https://shop.example'
  it('prefers the path the server checked, then a referrer of this site, then home', () => {
    expect(returnPath('/cart', `${origin}/shop`, origin)).toBe('/cart')
    expect(returnPath('', `${origin}/shop/mug?x=1`, origin)).toBe('/shop/mug?x=1')
    expect(returnPath(undefined, 'https://evil.example/x', origin)).toBe('/')
    expect(returnPath(undefined, `${origin}/account/login`, origin)).toBe('/')
    expect(returnPath(undefined, '', origin)).toBe('/')
  })
})
