// The tables of owners and who may do what: accounts, sessions, memberships, invitations, the audit
// log, attempt counters and app secrets.

import type { ColumnType } from 'kysely'

export interface UsersTable {
  id: string
  email: string
  /** Asked by the first-run setup (migration 0060); '' for owners made otherwise. */
  name: ColumnType<string, string | undefined, string>
  passwordHash: string
  createdAt: string
}

export interface SessionsTable {
  /** SHA-256 of the cookie token, so a leaked table does not leak live sessions. */
  id: string
  userId: string
  createdAt: string
  expiresAt: string
}

/** Who belongs to which website, with the SPEC §3 contributor role code (migration 0015). */
export interface WebsiteMembersTable {
  websiteId: string
  userId: string
  role: number
  createdAt: string
}

/** An invitation to join a website; only the SHA-256 of the mailed token is kept. */
export interface MemberInvitationsTable {
  id: string
  websiteId: string
  email: string
  role: number
  tokenHash: string
  invitedBy: string | null
  createdAt: string
  expiresAt: string
  acceptedAt: string | null
  revokedAt: string | null
}

/** One successful state-changing owner call. */
export interface AuditLogTable {
  id: string
  websiteId: string
  userId: string | null
  userEmail: string
  method: string
  route: string
  summary: string
  status: number
  createdAt: string
}

/** The table of migration 0011 (attempt counters of the limits shared across processes). */
export interface AttemptCountersTable {
  bucket: string
  keyHash: string
  /** ISO time the current window opened. */
  windowStart: string
  attempts: number
}

export interface AppSecretsTable {
  name: string
  value: string
}
