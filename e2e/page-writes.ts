import type { Page } from '@playwright/test'

/**
 * The editor API calls that change something (`PUT /api/editor/styles`) `page` makes from now on:
 * with the page's clock run past a delay, a test shows that nothing was saved, not merely that
 * nothing was saved yet.
 */
export function recordWrites(page: Page): string[] {
  const writes: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (!['GET', 'HEAD'].includes(request.method()) && pathname.startsWith('/api/editor/')) {
      writes.push(`${request.method()} ${pathname}`)
    }
  })
  return writes
}
