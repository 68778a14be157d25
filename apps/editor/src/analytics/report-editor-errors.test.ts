// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { reportEditorErrors } from './report-editor-errors.js'

describe('the editor error reporter', () => {
  it('sends uncaught errors in one debounced batch of at most 10, as the editor app', async () => {
    vi.useFakeTimers()
    const batches: Array<Array<{ data: Record<string, unknown> }>> = []
    const target = new EventTarget() as unknown as Window
    Object.assign(target, { location: { href: 'http://x/config' }, navigator: { userAgent: 'ua' } })
    reportEditorErrors(target, async (reports) => batches.push(reports))
    for (let index = 0; index < 12; index += 1) {
      const event = new Event('error') as Event & { error: Error }
      event.error = new Error(`boom ${index}`)
      target.dispatchEvent(event)
    }
    expect(batches).toEqual([])
    vi.advanceTimersByTime(1_000)
    expect(batches).toHaveLength(1)
    expect(batches[0]).toHaveLength(10)
    expect(batches[0]?.[0]?.data).toMatchObject({ app: 'editor', message: 'boom 0' })
    vi.useRealTimers()
  })
})
