import { expect, it, vi } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'

describeEachDialect('route schemas', (ctx) => {
  // Issue 22, point 3: Ajv's strict mode printed four warnings at every start (an upload body with
  // `properties` and `required` but no `type`).
  it.skipIf(ctx.dialect === 'postgres')(
    'compile without a single strict-mode warning when the app starts',
    async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      const log = vi.spyOn(console, 'log').mockImplementation(() => {})
      try {
        const app = await testApp(ctx)
        await app.ready()
        await app.close()
        const printed = [...warn.mock.calls, ...log.mock.calls].map((call) => call.join(' '))
        expect(printed.filter((line) => line.includes('strict mode'))).toEqual([])
      } finally {
        warn.mockRestore()
        log.mockRestore()
      }
    },
  )
})
