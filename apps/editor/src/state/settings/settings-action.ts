import type { PageSettingsDraft } from './page-settings-draft.js'

type SetSetting = {
  [K in keyof PageSettingsDraft]: { type: 'set-page-setting'; key: K; value: PageSettingsDraft[K] }
}[keyof PageSettingsDraft]

/** Every edit of a page's settings. Each has one handler in `settings-reducer.ts`. */
export type SettingsAction = SetSetting
