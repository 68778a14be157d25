import { apiRequest, type ApiResult } from '../api/api-request.js'

/** An address of the account's book, with its lines as its country writes them. */
export interface BookAddress {
  readonly id: string
  readonly firstName: string
  readonly lastName: string
  readonly address1: string
  readonly address2: string
  readonly city: string
  readonly region: string
  readonly postalCode: string
  readonly country: string
  readonly phone: string
  readonly defaultShipping: boolean
  readonly defaultBilling: boolean
  readonly lines: readonly string[]
}

export type AddressFields = Omit<BookAddress, 'id' | 'lines'>

const base = '/api/site-users/account'

/** The account calls of the server's `site-users/account-home.routes.ts`. */
export const accountHomeApi = {
  addresses: () => apiRequest<{ addresses: BookAddress[] }>('GET', `${base}/addresses`),
  saveAddress: (id: string | undefined, fields: AddressFields) =>
    id === undefined
      ? apiRequest<{ address: BookAddress }>('POST', `${base}/addresses`, fields)
      : apiRequest<{ address: BookAddress }>(
          'PUT',
          `${base}/addresses/${encodeURIComponent(id)}`,
          fields,
        ),
  deleteAddress: (id: string): Promise<ApiResult<unknown>> =>
    apiRequest('DELETE', `${base}/addresses/${encodeURIComponent(id)}`),
  saveProfile: (firstName: string, lastName: string) =>
    apiRequest<{ firstName: string; lastName: string }>('PUT', `${base}/profile`, {
      firstName,
      lastName,
    }),
  buyAgain: (orderId: string) =>
    apiRequest<{ added: unknown[]; skipped: Array<{ title: string }> }>(
      'POST',
      `${base}/orders/${encodeURIComponent(orderId)}/buy-again`,
    ),
}

/** `{errors: {field: message}}` of a refused address, else {}. */
export function fieldErrors(body: unknown): Record<string, string> {
  const errors = (body as { errors?: unknown } | null)?.errors
  return errors !== null && typeof errors === 'object' ? (errors as Record<string, string>) : {}
}
