import type { ChildProcess } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { afterAll, expect, it } from 'vitest'
import { ContributorRole } from '@atelier/schema'
import { createOwner } from '../auth/owner-repository.js'
import { addMemberEverywhere } from '../access/membership-repository.js'
import { seedDemo } from '../demo/seed-demo.js'
import { createWebsite } from '../sites/website-repository.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { startServerProcess, stopServerProcess } from '../testing/server-process.js'
import { testApp, testCrumb } from '../testing/test-app.js'

// A real server process on the test schema (the same child the oversell test starts).
const serverScript = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../orders/testing/oversell-server.ts',
)

function startServer(schema: string, dataDir: string, children: ChildProcess[]): Promise<number> {
  return startServerProcess(serverScript, { schema, dataDir }, children).then(
    (server) => server.port,
  )
}

const stop = stopServerProcess

/** A GET with a chosen Host header (fetch always sends the URL's own). */
function getPage(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { host } }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })
}

/**
 * GETs until the body passes `done` (a poll every 50 ms), failing only when it never does. How soon
 * a change shows is no wall-clock assertion across processes: the page cache's own test pins it
 * on an injected clock (`serve/page-cache.test.ts`: at most a second, another while a re-check
 * waits for the database).
 */
async function waitUntil(
  url: string,
  host: string,
  done: (status: number, body: string) => boolean,
): Promise<void> {
  const started = Date.now()
  for (;;) {
    const response = await getPage(url, host)
    if (done(response.status, response.body)) return
    if (Date.now() - started > 30_000) throw new Error(`${url} never changed`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describeEachDialect('the page cache across two server processes', (ctx) => {
  const children: ChildProcess[] = []
  afterAll(async () => {
    await Promise.all(children.map(stop))
  })

  // SQLite is one server process by design; only PostgreSQL is shared by several processes.
  it.skipIf(ctx.dialect === 'sqlite')(
    'a publish, a new password and a moved domain made on one process show on the other',
    async () => {
      const seeding = await testApp(ctx)
      await seedDemo(ctx.storage, seeding.atelier, { images: false })
      await seeding.close()
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(
        ctx.storage.db,
      )
      const schema = rows[0]?.schema ?? ''
      const [a, b] = await Promise.all([
        startServer(schema, ctx.dataDir, children),
        startServer(schema, ctx.dataDir, children),
      ])
      const onA = (pagePath: string) => `http://127.0.0.1:${a}${pagePath}`
      const onB = (pagePath: string) => `http://127.0.0.1:${b}${pagePath}`
      for (const url of [onA('/about'), onA('/about'), onB('/about')])
        expect((await fetch(url)).status).toBe(200)

      // The owner signs in and edits on process B.
      const email = 'owner-two-processes@example.com'
      const owner = await createOwner(ctx.storage, {
        email,
        password: 'correct horse battery',
        now: new Date(),
      })
      await addMemberEverywhere(ctx.storage.db, {
        userId: owner.id,
        role: ContributorRole.admin,
        now: new Date(),
      })
      const login = await fetch(onB('/api/auth/login'), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `crumb=${testCrumb}`,
          'x-csrf-token': testCrumb,
        },
        body: JSON.stringify({ email, password: 'correct horse battery' }),
      })
      expect(login.status).toBe(200)
      const session = /atelier_session=[^;]+/.exec(login.headers.get('set-cookie') ?? '')?.[0]
      const editor = { cookie: `crumb=${testCrumb}; ${session}`, 'x-csrf-token': testCrumb }

      const renamed = await fetch(onB('/api/editor/website'), {
        method: 'PATCH',
        headers: { ...editor, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Loam and Ember, renamed on B' }),
      })
      expect(renamed.status).toBe(200)
      await waitUntil(onA('/about'), 'localhost', (_status, body) =>
        body.includes('Loam and Ember, renamed on B'),
      )

      const about = (await (await fetch(onA('/about?format=json'))).json()) as {
        collection: { id: string }
      }
      const locked = await fetch(onB(`/api/editor/pages/${about.collection.id}`), {
        method: 'PATCH',
        headers: { ...editor, 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'only for friends' }),
      })
      expect(locked.status).toBe(200)
      await waitUntil(onA('/about'), 'localhost', (_status, body) =>
        body.includes('type="password"'),
      )

      // A domain moved from one website to another (any process, here the test's own).
      const host = 'moving.example'
      const other = await createWebsite(ctx.storage, {
        title: 'The Other Shop',
        domain: host,
        now: new Date(),
      })
      expect((await getPage(onA('/cart'), host)).body).toContain('The Other Shop')
      expect((await getPage(onA('/cart'), host)).body).toContain('The Other Shop')
      const demo = await ctx.storage.db
        .selectFrom('websites')
        .select('id')
        .where('id', '!=', other.id)
        .executeTakeFirstOrThrow()
      await ctx.storage.db
        .updateTable('domains')
        .set({ websiteId: demo.id })
        .where('host', '=', host)
        .execute()
      await waitUntil(onA('/cart'), host, (_status, body) =>
        body.includes('Loam and Ember, renamed on B'),
      )
    },
    180_000,
  )
})
