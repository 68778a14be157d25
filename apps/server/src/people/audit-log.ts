import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Storage } from '../storage/open-storage.js'
import { newId } from '../storage/new-id.js'
import { isReadingMethod } from '../access/role-permissions.js'

export interface AuditEntry {
  id: string
  userEmail: string
  method: string
  route: string
  summary: string
  status: number
  createdAt: string
}

/** What one call did, in a line: the route's own summary and the ids it was called with. */
export function auditSummary(request: FastifyRequest): string {
  const schema = request.routeOptions.schema as { summary?: unknown } | undefined
  const described =
    typeof schema?.summary === 'string'
      ? schema.summary.split(/[;(]/)[0]!.trim()
      : `${request.method} ${request.routeOptions.url ?? ''}`
  const params = Object.entries((request.params ?? {}) as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'string')
    .map(([name, value]) => `${name}=${String(value).slice(0, 80)}`)
  return (params.length === 0 ? described : `${described} (${params.join(', ')})`).slice(0, 300)
}

/**
 * Records every successful state-changing call made by a signed-in member of the request's
 * website — whichever area's route it is, since the guard marks the request with the member's
 * role. One hook for the whole app, so routes added later are recorded too.
 */
export function installAuditLog(app: FastifyInstance, storage: Storage, now: () => Date): void {
  app.addHook('onResponse', async (request, reply) => {
    const owner = request.owner
    if (owner === null || request.memberRole === null) return
    if (isReadingMethod(request.method) || reply.statusCode >= 400) return
    try {
      await storage.db
        .insertInto('auditLog')
        .values({
          id: newId(),
          websiteId: request.site.id,
          userId: owner.id,
          userEmail: owner.email,
          method: request.method,
          route: request.routeOptions.url ?? request.url.split('?')[0]!,
          summary: auditSummary(request),
          status: reply.statusCode,
          createdAt: now().toISOString(),
        })
        .execute()
    } catch (error) {
      // The answer has gone; a lost entry must not turn into an unhandled failure.
      request.log.error({ err: error }, 'audit log entry not written')
    }
  })
}

export const auditPageSize = 50

/** The website's entries, newest first, `auditPageSize` a page from an opaque cursor. */
export async function auditEntries(
  storage: Storage,
  websiteId: string,
  cursor: string | undefined,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  let query = storage.db
    .selectFrom('auditLog')
    .select(['id', 'userEmail', 'method', 'route', 'summary', 'status', 'createdAt'])
    .where('websiteId', '=', websiteId)
  const after = decodeCursor(cursor)
  if (after !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('createdAt', '<', after.createdAt),
        eb.and([eb('createdAt', '=', after.createdAt), eb('id', '<', after.id)]),
      ]),
    )
  }
  const rows = await query
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(auditPageSize + 1)
    .execute()
  const entries = rows.slice(0, auditPageSize)
  const last = entries.at(-1)
  return {
    entries,
    nextCursor:
      rows.length > auditPageSize && last !== undefined
        ? Buffer.from(`${last.createdAt}|${last.id}`).toString('base64url')
        : null,
  }
}

function decodeCursor(cursor: string | undefined): { createdAt: string; id: string } | undefined {
  if (cursor === undefined || cursor === '') return undefined
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|')
  return createdAt !== undefined && id !== undefined ? { createdAt, id } : undefined
}
