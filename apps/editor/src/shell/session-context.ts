import { createContext, useContext } from 'react'
import type { Session } from '../api/api-types.js'

export const SessionContext = createContext<Session | null>(null)

/** The signed-in owner's session; only used below the editor shell, where it always exists. */
export function useSessionData(): Session {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useSessionData is used outside the editor shell')
  return session
}
