import { sessionCookieName, siteUserSessionCookieName } from './cookie-names.js'

/** The credentials a call may carry, as `components.securitySchemes` names them. */
export const securitySchemes = {
  ownerSession: {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName,
    description: 'An owner or contributor signed in with POST /api/auth/login (HttpOnly).',
  },
  siteUserSession: {
    type: 'apiKey',
    in: 'cookie',
    name: siteUserSessionCookieName,
    description: 'A visitor signed in to their account with POST /api/site-users/account/session.',
  },
  crumbCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'crumb',
    description: 'The crumb cookie, set by GET /api/crumb (double-submit protection).',
  },
  crumbHeader: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      'The crumb cookie echoed on every call that changes something (or as a `crumb` query ' +
      'parameter or form field).',
  },
} as const

type Requirement = Record<string, string[]>
type Operation = {
  operationId?: string
  tags?: string[]
  security?: Requirement[]
  parameters?: Array<{ name?: string; in?: string }>
}
type Document = {
  servers?: unknown[]
  components?: Record<string, unknown>
  security?: Requirement[]
  paths?: Record<string, Record<string, Operation>>
}

const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options'])
const changing = new Set(['put', 'post', 'delete', 'patch'])

/** Fastify's wildcard (`/files/*`) is written `{*}`; a path parameter needs a name: `{path}`. */
function namedWildcard(path: string): string {
  return path.replace(/\{\*\}$/, '{path}')
}

/** `post /api/commerce/shopping-cart/entries/{entryId}` → `postApiCommerceShoppingCartEntriesByEntryId`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)
      return parameter
        ? ['by', ...parameter[1]!.split(/[^A-Za-z0-9]+/)]
        : segment.split(/[^A-Za-z0-9]+/)
    })
    .filter(Boolean)
  const name = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  return `${method}${name === '' ? 'Root' : name}`
}

/**
 * Who may call: the editor's and back office's calls need an owner session; the others are open
 * to visitors, signed in or not (the server still checks each call's role and site). Every call
 * that changes something needs the crumb, cookie and echo.
 */
function securityOf(method: string, operation: Operation): Requirement[] {
  const crumb: Requirement = changing.has(method) ? { crumbCookie: [], crumbHeader: [] } : {}
  const owners = (operation.tags ?? []).some(
    (tag) => tag.startsWith('editor') || tag === 'back office',
  )
  if (owners) return [{ ownerSession: [], ...crumb }]
  return [crumb, { siteUserSession: [], ...crumb }, { ownerSession: [], ...crumb }]
}

/**
 * Completes the document @fastify/swagger builds from the route schemas: the servers (each website
 * answers on its own domains, so the server is the one the document was fetched from), the security
 * schemes, each operation's id and security, and named wildcard parameters.
 */
export function finishOpenApiDocument<T>(document: T): T {
  const doc = document as Document
  doc.servers = [{ url: '/', description: 'The website this document was fetched from' }]
  doc.components = { ...doc.components, securitySchemes }
  const paths: Record<string, Record<string, Operation>> = {}
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const named = namedWildcard(path)
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.has(method)) continue
      operation.operationId ??= operationIdOf(method, named)
      operation.security = securityOf(method, operation)
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' && parameter.name === '*') parameter.name = 'path'
      }
    }
    paths[named] = item
  }
  doc.paths = paths
  return document
}
