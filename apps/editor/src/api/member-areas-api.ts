import { api } from './http.js'

export type MemberAreaPricing = 'free' | 'one-time' | 'recurring'

export interface MemberArea {
  id: string
  name: string
  description: string
  pricing: MemberAreaPricing
  priceCents: number
  currency: string
  billingUnit: 'MONTH' | 'YEAR' | null
  isDefault: boolean
  createdAt: string
}

export interface MemberAreaDraft {
  name: string
  description: string
  pricing: MemberAreaPricing
  priceCents: number
  billingUnit: 'MONTH' | 'YEAR' | null
}

export interface AreaMembership {
  id: string
  email: string
  plan: 'free' | 'one-time' | 'recurring' | 'comp'
  status: 'active' | 'cancelled' | 'removed'
  joinedAt: string
  subscriptionStatus: string | null
}

/** The owner's member areas and their memberships (`/api/editor/member-areas`). */
export const memberAreasApi = {
  list: () => api<{ memberAreas: MemberArea[] }>('GET', '/api/editor/member-areas'),
  create: (draft: MemberAreaDraft) =>
    api<{ memberArea: MemberArea }>('POST', '/api/editor/member-areas', draft),
  update: (id: string, draft: MemberAreaDraft) =>
    api<{ memberArea: MemberArea }>(
      'PATCH',
      `/api/editor/member-areas/${encodeURIComponent(id)}`,
      draft,
    ),
  members: (id: string) =>
    api<{ memberships: AreaMembership[] }>(
      'GET',
      `/api/editor/member-areas/${encodeURIComponent(id)}/members`,
    ),
  addMember: (id: string, email: string, plan: 'comp' | 'free') =>
    api<{ membership: AreaMembership }>(
      'POST',
      `/api/editor/member-areas/${encodeURIComponent(id)}/members`,
      { email, plan },
    ),
  removeMember: (id: string, membershipId: string) =>
    api<void>(
      'DELETE',
      `/api/editor/member-areas/${encodeURIComponent(id)}/members/${encodeURIComponent(membershipId)}`,
    ),
}
