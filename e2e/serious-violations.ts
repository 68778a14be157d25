import type { Page } from '@playwright/test'
import type AxeCore from 'axe-core'
import { injectAxe } from './inject-axe.js'

/**
 * Every serious or critical axe violation (WCAG 2.2 A and AA rules) on what the page shows now,
 * as `rule: html`, so a failing test names what to fix.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      iframes: false,
    })
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 200)}`),
      )
  })
}
