import { ContributorRole } from '@atelier/schema'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import type { AppDeps } from '../app.js'
import { buildApp } from '../app.js'
import { createOwner } from '../auth/owner-repository.js'
import type { Config } from '../config.js'
import { defaultMaxUploadBytes } from '../config.js'
import { addMember } from '../access/membership-repository.js'
import { createWebsite, findWebsiteForHost } from '../sites/website-repository.js'
import type { Site } from '../sites/site.js'
import type { DialectContext } from './describe-each-dialect.js'
import { multipartFile } from './multipart-file.js'
import { samplePng } from './sample-bundle.js'

export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    ownerEmail: undefined,
    ownerPassword: undefined,
    logLevel: 'silent',
    seedDemo: false,
    maxUploadBytes: defaultMaxUploadBytes,
    ...overrides,
  }
}

/** The app on the suite's database, with logging off. */
export function testApp(
  ctx: DialectContext,
  deps: AppDeps = {},
  config: Partial<Config> = {},
): Promise<FastifyInstance> {
  return buildApp(testConfig(ctx.dataDir, config), { storage: ctx.storage, logger: false, ...deps })
}

let counter = 0

/** A website with a unique domain, so tests of one suite never see each other's data. */
export async function testSite(
  ctx: DialectContext,
  title = 'Test Site',
): Promise<{ site: Site; host: string }> {
  const host = `site-${Date.now().toString(36)}-${counter++}.example`
  const site = await createWebsite(ctx.storage, { title, domain: host, now: new Date() })
  return { site, host }
}

export const testCrumb = 'test-crumb-0123456789abcdef'

/** Cookie and header that pass the crumb check, with the cart key a page hands out beside it. */
export function crumbHeaders(extraCookies = ''): Record<string, string> {
  return {
    cookie: `crumb=${testCrumb}; atelier_cart_key=${testCrumb}${extraCookies === '' ? '' : `; ${extraCookies}`}`,
    'x-csrf-token': testCrumb,
  }
}

/**
 * Creates an owner with `role` (default admin) on the website at `host` and signs in; returns the
 * session cookie pair (`atelier_session=…`).
 */
export async function signInOwner(
  ctx: DialectContext,
  app: FastifyInstance,
  host: string,
  role: number = ContributorRole.admin,
): Promise<string> {
  const email = `owner-${Date.now().toString(36)}-${counter++}@example.com`
  const password = 'correct horse battery'
  const owner = await createOwner(ctx.storage, { email, password, now: new Date() })
  const site = await findWebsiteForHost(ctx.storage, host)
  if (site !== undefined) {
    await addMember(ctx.storage.db, { userId: owner.id, websiteId: site.id, role, now: new Date() })
  }
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host, ...crumbHeaders() },
    payload: { email, password },
  })
  const session = response.cookies.find((cookie) => cookie.name === 'atelier_session')
  if (response.statusCode !== 200 || session === undefined) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`)
  }
  return `atelier_session=${session.value}`
}

export type OwnerMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** The suite's app, a site of its own and an admin owner signed in to it. */
export interface OwnerApp {
  readonly app: FastifyInstance
  readonly host: string
  /** The owner's session cookie pair (`atelier_session=…`). */
  readonly session: string
  /** A request from the owner: the site's host, the crumb and the session cookie. */
  call(method: OwnerMethod, url: string, payload?: object): Promise<LightMyRequestResponse>
  /** Uploads a `width`×`height` PNG named `filename` through the editor's file upload. */
  uploadPng(filename: string, width: number, height: number): Promise<LightMyRequestResponse>
}

/**
 * Starts the app, creates a site titled `title` and signs its owner in before the suite's tests,
 * and closes the app after them; the answer's fields are ready inside tests and hooks.
 */
export function ownerAppPerSuite(ctx: DialectContext, title: string): OwnerApp {
  let ready: { app: FastifyInstance; host: string; session: string } | undefined
  beforeAll(async () => {
    const app = await testApp(ctx)
    const { host } = await testSite(ctx, title)
    ready = { app, host, session: await signInOwner(ctx, app, host) }
  })
  afterAll(() => ready?.app.close())

  const current = () => {
    if (ready === undefined) throw new Error('the owner app is ready only inside tests and hooks')
    return ready
  }
  return {
    get app() {
      return current().app
    },
    get host() {
      return current().host
    },
    get session() {
      return current().session
    },
    call(method, url, payload) {
      const { app, host, session } = current()
      return app.inject({
        method,
        url,
        headers: { host, ...crumbHeaders(session) },
        ...(payload === undefined ? {} : { payload }),
      })
    },
    async uploadPng(filename, width, height) {
      const { app, host, session } = current()
      const { body, contentType } = multipartFile(
        filename,
        'image/png',
        await samplePng(width, height),
      )
      return app.inject({
        method: 'POST',
        url: '/api/editor/files',
        headers: { host, ...crumbHeaders(session), 'content-type': contentType },
        payload: body,
      })
    },
  }
}
