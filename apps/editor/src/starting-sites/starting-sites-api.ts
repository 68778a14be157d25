import type { SetupChecklist, StartingSiteChoices } from '@atelier/schema'
import { api } from '../api/http.js'

export type { SetupChecklist, SetupChecklistItem, StartingSiteChoices } from '@atelier/schema'

export const startingSitesKey = ['starting-sites'] as const
export const setupChecklistKey = ['setup-checklist'] as const

/** Starting a site from a design, and the setup checklist (issue 22). */
export const startingSitesApi = {
  choices: () => api<StartingSiteChoices>('GET', '/api/editor/starting-sites'),
  apply: (key: string) =>
    api<{ key: string }>('POST', `/api/editor/starting-sites/${encodeURIComponent(key)}/apply`),
  checklist: () => api<SetupChecklist>('GET', '/api/editor/setup-checklist'),
}
