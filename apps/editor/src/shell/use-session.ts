import { useQuery } from '@tanstack/react-query'
import { ApiError } from '../api/api-error.js'
import { editorApi } from '../api/editor-api.js'
import { rememberCrumb } from '../api/http.js'

export const sessionKey = ['session'] as const

/** The signed-in owner and their website, or null when signed out (401). */
export function useSession() {
  return useQuery({
    queryKey: sessionKey,
    queryFn: async () => {
      try {
        const session = await editorApi.session()
        rememberCrumb(session.crumb)
        return session
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null
        throw error
      }
    },
  })
}
