import { api } from '../api/http.js'

/** An area of the editor a role reaches (server: `EditorPermission`). */
export type Permission =
  'pages' | 'content' | 'files' | 'styles' | 'store' | 'website' | 'analytics' | 'people'

export interface Me {
  user: { id: string; email: string }
  role: string
  roleCode: number
  /** `edit`: every call of the area; `view`: its reading calls (includes `edit`). */
  permissions: { edit: Permission[]; view: Permission[] }
}

export interface MemberEntry {
  userId: string
  email: string
  role: string
  since: string
  you: boolean
}

export interface InvitationEntry {
  id: string
  email: string
  role: string
  createdAt: string
  expiresAt: string
}

export interface AuditEntry {
  id: string
  userEmail: string
  method: string
  route: string
  summary: string
  status: number
  createdAt: string
}

export interface InvitationView {
  websiteTitle: string
  email: string
  role: string
  hasAccount: boolean
}

export const peopleApi = {
  me: () => api<Me>('GET', '/api/editor/me'),
  people: () =>
    api<{ members: MemberEntry[]; invitations: InvitationEntry[] }>('GET', '/api/editor/people'),
  invite: (email: string, role: string) =>
    api<{ invitation: InvitationEntry }>('POST', '/api/editor/people/invitations', { email, role }),
  revoke: (id: string) =>
    api<{ ok: boolean }>('DELETE', `/api/editor/people/invitations/${encodeURIComponent(id)}`),
  changeRole: (userId: string, role: string) =>
    api<{ ok: boolean }>('PATCH', `/api/editor/people/${encodeURIComponent(userId)}`, { role }),
  remove: (userId: string) =>
    api<{ ok: boolean }>('DELETE', `/api/editor/people/${encodeURIComponent(userId)}`),
  auditLog: (cursor: string | null) =>
    api<{ entries: AuditEntry[]; nextCursor: string | null }>(
      'GET',
      `/api/editor/audit-log${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    ),
  invitation: (token: string) =>
    api<InvitationView>('GET', `/api/invitations?token=${encodeURIComponent(token)}`),
  accept: (token: string, password: string) =>
    api<{ ok: boolean; email: string }>('POST', '/api/invitations/accept', { token, password }),
}
