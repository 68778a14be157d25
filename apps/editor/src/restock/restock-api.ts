import { api } from '../api/http.js'

const base = '/api/site-users/account/notifications/restock'

export interface SignUpGroup {
  productId: string
  variantId: string
  waitingCount: number
  notifiedCount: number
}

export interface VariantName {
  variantId: string
  sku: string
  productTitle: string
  attributes: Record<string, string>
  qtyInStock: number
  unlimited: boolean
}

export interface SignUp {
  id: string
  email: string
  isJoinMailingList: boolean
  status: 'waiting' | 'notified'
  createdAt: string
  notifiedAt: string | null
}

/** The restock sign-ups, through the SPEC §7 owner APIs of the restock area. */
export const restockApi = {
  groups: async () => {
    const page = await api<{ signUpGroups: SignUpGroup[]; hasNextPage: boolean }>(
      'GET',
      `${base}/groups`,
    )
    const ids = page.signUpGroups.map((group) => group.variantId)
    const names =
      ids.length === 0
        ? { variants: [] as VariantName[] }
        : await api<{ variants: VariantName[] }>(
            'GET',
            `/api/editor/restock/variants?variantIds=${encodeURIComponent(ids.join(','))}`,
          )
    return { ...page, names: new Map(names.variants.map((v) => [v.variantId, v])) }
  },
  signUps: (group: SignUpGroup) =>
    api<{ signUps: SignUp[] }>(
      'GET',
      `${base}?productId=${encodeURIComponent(group.productId)}&variantId=${encodeURIComponent(group.variantId)}`,
    ),
  send: (group: SignUpGroup) =>
    api<{ sent: number }>('POST', `${base}/send`, {
      productId: group.productId,
      variantId: group.variantId,
    }),
  sendAll: (groups: SignUpGroup[]) =>
    api<{ sent: number }>('POST', `${base}/send/all`, {
      sendRequests: groups.map((g) => ({ productId: g.productId, variantId: g.variantId })),
    }),
}
