import type { EngineError } from '@atelier/template-engine'
import { diskCldrSource } from '@atelier/template-engine/cldr-packs'
import type { Theme } from './load-theme.js'
import type { PageContext } from '../context/page-context.js'

export interface RenderedHtml {
  html: string
  errors: EngineError[]
}

/**
 * Renders the page template into the layout. The page markup reaches the layout as `mainContent`,
 * and a small theme stylesheet as `themeCss` (printed inline in the head); neither is part of the
 * context `?format=json` shows.
 */
export function renderHtml(
  theme: Theme,
  context: PageContext,
  options: {
    now: number
    /** Print `theme.stylesheet` inline when the theme allows it (published pages do). */
    inlineStylesheet?: boolean
    /** The template variant an experiment assigned this visitor, when the theme has it. */
    templateVariant?: string
  },
): RenderedHtml {
  const name = context.atelier.template
  const variant =
    options.templateVariant === undefined
      ? undefined
      : theme.templateVariants.get(name)?.get(options.templateVariant)
  const template = variant ?? theme.pages.get(name) ?? theme.pages.get('not-found')
  if (template === undefined)
    throw new Error(`The theme ${theme.name} has no ${context.atelier.template} template`)
  const renderOptions = {
    locale: context.website.language,
    // The engine does no I/O: the server hands it the CLDR packs read from disk.
    cldr: diskCldrSource,
    timeZone: context.website.timeZone,
    partials: theme.partials,
    now: options.now,
  }
  const page = template.render(context, renderOptions)
  const layout = theme.layout.render(
    {
      ...context,
      mainContent: page.output,
      ...(options.inlineStylesheet === true && theme.stylesheet.inline
        ? { themeCss: theme.stylesheet.css }
        : {}),
    },
    renderOptions,
  )
  return {
    html: layout.output,
    errors: [...template.errors, ...page.errors, ...theme.layout.errors, ...layout.errors],
  }
}
