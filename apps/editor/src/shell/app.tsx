import { useEffect, useState, type ComponentType } from 'react'
import { ApiError } from '../api/api-error.js'
import type { Session } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { AcceptInvitation } from '../people/accept-invitation.js'
import { peopleStrings } from '../people/people-strings.js'
import { editorStrings } from '../strings.js'
import { ErrorState, LoadingState } from '../ui/states.js'
import { FirstOwnerSetup } from './first-owner-setup.js'
import { SignIn } from './sign-in.js'
import { useSession } from './use-session.js'
import { useSetupNeeded } from './use-setup-needed.js'

type Shell = ComponentType<{ session: Session }>

// Fetched alongside the session check rather than after it: most visits to /config are signed in.
// Held in state rather than React.lazy, whose Suspense reveal React holds back by up to 300 ms.
const loadShell = import('./editor-shell.js')

/** The invitation token when the page is `/config/accept?token=…`, read once at start. */
const acceptToken =
  typeof window !== 'undefined' && window.location.pathname.startsWith('/config/accept')
    ? new URLSearchParams(window.location.search).get('token')
    : null

export function App() {
  if (acceptToken !== null) return <AcceptInvitation token={acceptToken} />
  return <EditorApp />
}

function EditorApp() {
  const session = useSession()
  const setupNeeded = useSetupNeeded(session.data === null)
  const [EditorShell, setEditorShell] = useState<Shell | null>(null)
  useEffect(() => {
    let live = true
    void loadShell.then((module) => live && setEditorShell(() => module.default))
    return () => {
      live = false
    }
  }, [])
  if (session.isPending) return <LoadingState />
  if (session.error instanceof ApiError && session.error.status === 403) {
    // Signed in, but not a member of this website.
    return (
      <p role="alert" className="ed-error">
        {peopleStrings.noAccess}{' '}
        <button
          type="button"
          onClick={() => void editorApi.logout().finally(() => window.location.reload())}
        >
          {editorStrings.signOut}
        </button>
      </p>
    )
  }
  if (session.isError) {
    return <ErrorState error={session.error} onRetry={() => session.refetch()} />
  }
  if (session.data === null) {
    if (setupNeeded.isPending) return <LoadingState />
    // A failed check falls back to the sign-in form, which works whenever an owner exists.
    return setupNeeded.data === true ? <FirstOwnerSetup /> : <SignIn />
  }
  if (!EditorShell) return <LoadingState />
  return <EditorShell session={session.data} />
}
