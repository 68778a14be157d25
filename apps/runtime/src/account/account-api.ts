import { apiRequest, type ApiResult } from '../api/api-request.js'

export const SESSION_URL = '/api/site-users/account/session'

/** SPEC §7: sign in with email, password and rememberMe; the answer carries the xsrfToken. */
export function signIn(
  email: string,
  password: string,
  rememberMe: boolean,
): Promise<ApiResult<{ xsrfToken: string }>> {
  return apiRequest('POST', SESSION_URL, { email, password, rememberMe })
}

/** SPEC §4/§7 logout: `cloneCart` keeps a copy of the cart; a crumb failure is tried once more. */
export async function signOut(cloneCart: boolean): Promise<ApiResult<unknown>> {
  const url = `${SESSION_URL}?cloneCart=${cloneCart}`
  const first = await apiRequest('DELETE', url)
  if (first.ok || first.failure.kind !== 'crumb-fail') return first
  return apiRequest('DELETE', url)
}
