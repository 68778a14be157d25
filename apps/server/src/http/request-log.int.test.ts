import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp, testSite } from '../testing/test-app.js'

describeEachDialect('request log', (ctx) => {
  it('writes one JSON line per request with method, url and status, cookie and crumb redacted', async () => {
    const lines: string[] = []
    const app = await testApp(
      ctx,
      { logger: undefined, logStream: { write: (line) => void lines.push(line) } },
      { logLevel: 'info' },
    )
    try {
      const { host } = await testSite(ctx)
      const before = lines.length
      const response = await app.inject({
        url: '/api/commondata/GetSiteLayout?x=1',
        headers: {
          host,
          cookie: 'atelier_session=secret-session-token; crumb=secret-crumb',
          'x-csrf-token': 'secret-crumb',
          'user-agent': 'log-test',
        },
      })
      expect(response.statusCode).toBe(200)
      await app.close()

      const written = lines.slice(before)
      expect(written).toHaveLength(1)
      const entry = JSON.parse(written[0] as string)
      expect(entry).toMatchObject({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        url: '/api/commondata/GetSiteLayout?x=1',
        statusCode: 200,
        headers: { cookie: '[redacted]', 'x-csrf-token': '[redacted]', 'user-agent': 'log-test' },
      })
      expect(typeof entry.responseTime).toBe('number')
      expect(written[0]).not.toContain('secret')
    } finally {
      await app.close()
    }
  })
})
