import type { EngineError } from '@atelier/template-engine'
import type { Theme } from './load-theme.js'
import type { PageContext } from './page-context.js'

export interface RenderedHtml {
  html: string
  errors: EngineError[]
}

/**
 * Renders the page template into the layout. The page markup reaches the layout as `mainContent`,
 * which is not part of the context `?format=json` shows.
 */
export function renderHtml(
  theme: Theme,
  context: PageContext,
  options: { now: number },
): RenderedHtml {
  const template = theme.pages.get(context.atelier.template) ?? theme.pages.get('not-found')
  if (template === undefined)
    throw new Error(`The theme ${theme.name} has no ${context.atelier.template} template`)
  const renderOptions = {
    locale: context.website.language,
    timeZone: context.website.timeZone,
    partials: theme.partials,
    now: options.now,
  }
  const page = template.render(context, renderOptions)
  const layout = theme.layout.render({ ...context, mainContent: page.output }, renderOptions)
  return {
    html: layout.output,
    errors: [...template.errors, ...page.errors, ...theme.layout.errors, ...layout.errors],
  }
}
