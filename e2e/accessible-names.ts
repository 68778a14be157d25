import type { Page } from '@playwright/test'
import type AxeCore from 'axe-core'
import { injectAxe } from './inject-axe.js'

// axe-core from node_modules, never from a CDN.

/** The axe rules that check every control, link, image and frame has an accessible name. */
export const ACCESSIBLE_NAME_RULES = [
  'button-name',
  'link-name',
  'label',
  'aria-input-field-name',
  'select-name',
  'image-alt',
  'frame-title',
]

/**
 * Runs the accessible-name rules of axe over what the page shows now (not inside its frames: the
 * canvas is the published site, with its own tests) and answers each offending element as
 * `rule: html`, so a failing test names what to fix.
 */
export async function accessibleNameViolations(page: Page): Promise<string[]> {
  await injectAxe(page)
  return page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe
    const results = await axe.run(document, {
      runOnly: { type: 'rule', values: rules },
      iframes: false,
    })
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.html}`),
    )
  }, ACCESSIBLE_NAME_RULES)
}
