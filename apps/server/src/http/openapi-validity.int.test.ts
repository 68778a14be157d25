import SwaggerParser from '@apidevtools/swagger-parser'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp, testSite } from '../testing/test-app.js'

type Operation = { operationId?: string; security?: Array<Record<string, string[]>> }

describeEachDialect('/api/openapi.json passes the outside validators', (ctx) => {
  let app: FastifyInstance
  let text: string

  beforeAll(async () => {
    app = await testApp(ctx)
    const { host } = await testSite(ctx)
    const response = await app.inject({ url: '/api/openapi.json', headers: { host } })
    expect(response.statusCode).toBe(200)
    text = response.body
  })
  afterAll(() => app.close())

  it('is a valid OpenAPI document for Swagger Parser', async () => {
    await expect(SwaggerParser.validate(JSON.parse(text))).resolves.toBeDefined()
  })

  it('has no error under Redocly’s recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] })
    const problems = await lintFromString({ source: text, absoluteRef: '/openapi.json', config })
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`)
    expect(errors).toEqual([])
  })

  it('names servers, the session cookies and the crumb, and gives every operation an id', () => {
    const doc = JSON.parse(text) as {
      servers?: unknown[]
      components?: { securitySchemes?: Record<string, { in: string; name: string }> }
      paths: Record<string, Record<string, Operation>>
    }
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })])
    const schemes = doc.components?.securitySchemes ?? {}
    expect(schemes.ownerSession).toMatchObject({ in: 'cookie', name: 'atelier_session' })
    expect(schemes.siteUserSession).toMatchObject({ in: 'cookie', name: 'SiteUserSession' })
    expect(schemes.crumbHeader).toMatchObject({ in: 'header', name: 'X-CSRF-Token' })
    const ids = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    )
    expect(ids.every((id) => typeof id === 'string' && /^[A-Za-z0-9]+$/.test(id))).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    // A call that changes something needs the crumb; the editor's need an owner's session.
    const add = doc.paths['/api/commerce/shopping-cart/entries']?.post
    expect(add?.security?.every((option) => 'crumbHeader' in option)).toBe(true)
    const pages = doc.paths['/api/editor/pages']?.get
    expect(pages?.security).toEqual([{ ownerSession: [] }])
    // The experiments' free-form query is no parameter named after a JSON Schema keyword.
    const experiments = doc.paths['/api/census/experiments']?.get as { parameters?: unknown[] }
    expect(experiments.parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'additionalProperties' }),
    )
  })
})
