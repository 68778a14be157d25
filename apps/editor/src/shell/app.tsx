import { useEffect, useState, type ComponentType } from 'react'
import type { Session } from '../api/api-types.js'
import { editorStrings } from '../strings.js'
import { SignIn } from './sign-in.js'
import { useSession } from './use-session.js'

type Shell = ComponentType<{ session: Session }>

// Fetched alongside the session check rather than after it: most visits to /config are signed in.
// Held in state rather than React.lazy, whose Suspense reveal React holds back by up to 300 ms.
const loadShell = import('./editor-shell.js')

export function App() {
  const session = useSession()
  const [EditorShell, setEditorShell] = useState<Shell | null>(null)
  useEffect(() => {
    let live = true
    void loadShell.then((module) => live && setEditorShell(() => module.default))
    return () => {
      live = false
    }
  }, [])
  if (session.isPending) return <p className="ed-loading">Loading…</p>
  if (session.isError) {
    return (
      <p role="alert" className="ed-error">
        {editorStrings.unableToLoadTryAgain}{' '}
        <button type="button" onClick={() => void session.refetch()}>
          {editorStrings.tryAgain}
        </button>
      </p>
    )
  }
  if (session.data === null) return <SignIn />
  if (!EditorShell) return <p className="ed-loading">Loading…</p>
  return <EditorShell session={session.data} />
}
