import type { FastifyInstance } from 'fastify'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Every route the app registers under `prefix`, read from Fastify's own route table, with its
 * parameters filled in (`some-id`): `printRoutes` draws a tree, four characters a level, each line
 * adding its segment to its parent's path. HEAD and OPTIONS are left out.
 */
export function registeredRoutes(
  app: FastifyInstance,
  prefix = '/api/editor/',
): { method: Method; url: string }[] {
  const found: { method: Method; url: string }[] = []
  const paths: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line)
    if (!match) continue
    const depth = match[1]!.length / 4
    const path = depth === 0 ? match[2]! : `${paths[depth - 1]}${match[2]}`
    paths[depth] = path
    if (!path.startsWith(prefix) || match[3] === undefined) continue
    const url = path.replace(/:[^/.]+/g, 'some-id').replace(/\*$/, 'some-path')
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') found.push({ method: method as Method, url })
    }
  }
  return found
}
