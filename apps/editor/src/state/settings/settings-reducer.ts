import { createHistoryReducer } from '../history.js'
import type { PageSettingsDraft } from './page-settings-draft.js'
import type { SettingsAction } from './settings-action.js'

/** The one place page settings change. */
export function settingsReducer(
  draft: PageSettingsDraft,
  action: SettingsAction,
): PageSettingsDraft {
  switch (action.type) {
    case 'set-page-setting':
      return draft[action.key] === action.value ? draft : { ...draft, [action.key]: action.value }
  }
}

/** Typing in one text field is one undo step. */
export const settingsHistoryReducer = createHistoryReducer(settingsReducer, (action) =>
  typeof action.value === 'string' ? `setting:${action.key}` : undefined,
)
