import type { SiteStyles } from '../../api/api-types.js'

/** Every edit of the site styles. Each has one handler in `styles-reducer.ts`. */
export type StylesAction =
  | { type: 'set-font'; role: keyof SiteStyles['fonts']; family: string }
  /** Dragging in the colour picker sends many; they are one undo step per colour. */
  | { type: 'set-colour'; name: string; value: string }
  | { type: 'add-colour'; name: string; value: string }
  | { type: 'replace-styles'; styles: SiteStyles }
