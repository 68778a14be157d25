import type { Layout } from '@atelier/schema'
import type { ActionOf } from '../editor-action.js'

/** Takes a whole document, e.g. the draft loaded from the server. */
export function replaceLayout(_layout: Layout, action: ActionOf<'replace-layout'>): Layout {
  return action.layout
}
