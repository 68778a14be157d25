import { useQuery } from '@tanstack/react-query'
import { editorApi } from '../api/editor-api.js'

export const setupKey = ['setup-needed'] as const

/** Whether the installation still has no owner, asked only when nobody is signed in. */
export function useSetupNeeded(enabled: boolean) {
  return useQuery({
    queryKey: setupKey,
    queryFn: async () => (await editorApi.setupNeeded()).needed,
    enabled,
  })
}
