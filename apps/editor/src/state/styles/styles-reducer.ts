import type { SiteStyles } from '../../api/api-types.js'
import { createHistoryReducer } from '../history.js'
import type { StylesAction } from './styles-action.js'

function setFont(styles: SiteStyles, action: Extract<StylesAction, { type: 'set-font' }>) {
  if (styles.fonts[action.role] === action.family) return styles
  return { ...styles, fonts: { ...styles.fonts, [action.role]: action.family } }
}

function setColour(styles: SiteStyles, action: Extract<StylesAction, { type: 'set-colour' }>) {
  if (!(action.name in styles.colors) || styles.colors[action.name] === action.value) return styles
  return { ...styles, colors: { ...styles.colors, [action.name]: action.value } }
}

function addColour(styles: SiteStyles, action: Extract<StylesAction, { type: 'add-colour' }>) {
  if (action.name in styles.colors) return styles
  return { ...styles, colors: { ...styles.colors, [action.name]: action.value } }
}

/** The one place the site styles change. */
export function stylesReducer(styles: SiteStyles, action: StylesAction): SiteStyles {
  switch (action.type) {
    case 'set-font':
      return setFont(styles, action)
    case 'set-colour':
      return setColour(styles, action)
    case 'add-colour':
      return addColour(styles, action)
    case 'replace-styles':
      return JSON.stringify(styles) === JSON.stringify(action.styles) ? styles : action.styles
  }
}

export const stylesHistoryReducer = createHistoryReducer(stylesReducer, (action) =>
  action.type === 'set-colour' ? `colour:${action.name}` : undefined,
)
