import { apiRequest, type ApiResult } from '../api/api-request.js'

const ACCOUNT_URL = '/api/site-users/account'

type Sent = ApiResult<{ message: string }>
type SignedIn = ApiResult<{ message: string; xsrfToken: string }>

/** Sign-up: the server mails a verification link and answers the same for any address. */
export function signUp(email: string, password: string): Promise<Sent> {
  return apiRequest('POST', ACCOUNT_URL, { email, password })
}

/** Opens a verification or email-change link; signs this browser in. */
export function verifyEmail(token: string): Promise<SignedIn> {
  return apiRequest('POST', `${ACCOUNT_URL}/email-verification`, { token })
}

export function requestPasswordReset(email: string): Promise<Sent> {
  return apiRequest('POST', `${ACCOUNT_URL}/password-reset`, { email })
}

export function completePasswordReset(token: string, password: string): Promise<SignedIn> {
  return apiRequest('POST', `${ACCOUNT_URL}/password-reset/complete`, { token, password })
}

export function changePassword(
  currentPassword: string,
  newPassword: string,
): Promise<ApiResult<{ ok: boolean }>> {
  return apiRequest('PUT', `${ACCOUNT_URL}/password`, { currentPassword, newPassword })
}

export function changeEmail(password: string, newEmail: string): Promise<Sent> {
  return apiRequest('POST', `${ACCOUNT_URL}/email-change`, { password, newEmail })
}

export function signOutEverywhere(): Promise<ApiResult<{ ok: boolean }>> {
  return apiRequest('DELETE', `${ACCOUNT_URL}/sessions`)
}

export function deleteAccount(password: string): Promise<ApiResult<{ ok: boolean }>> {
  return apiRequest('DELETE', ACCOUNT_URL, { password })
}

/** The token of a mailed link: in the fragment, so it never reaches a log or a Referer header. */
export function linkToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? ''
}
