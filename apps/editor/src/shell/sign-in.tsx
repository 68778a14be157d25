import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../api/api-error.js'
import { editorApi } from '../api/editor-api.js'
import { editorStrings } from '../strings.js'
import { sessionKey } from './use-session.js'

/**
 * What a failed sign-in tells the owner: the generic wrong-credentials text only when the server
 * refused the credentials (401), the server's own words for too many attempts (429), and otherwise
 * the editor's network or something-went-wrong text — a crash or a lost crumb is not a wrong
 * password, and saying so sends the owner to reset a password that was right.
 */
export function signInErrorMessage(error: Error): string {
  if (!(error instanceof ApiError)) return editorStrings.somethingWentWrong
  if (error.status === 401) return editorStrings.signInFailed
  if (error.status === 429) return error.message
  if (error.status === 0) return editorStrings.networkError
  return editorStrings.somethingWentWrong
}

/** Owner sign-in. The error never says which field was wrong. */
export function SignIn() {
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(false)
  const login = useMutation({
    mutationFn: () => editorApi.login({ email, password, rememberMe }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    login.mutate()
  }
  const error = login.error
  return (
    <main className="ed-sign-in">
      <form onSubmit={submit} aria-labelledby="sign-in-title">
        <h1 id="sign-in-title">Atelier</h1>
        <label>
          Email
          <input
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <label>
          Password
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <label className="ed-check">
          <input
            type="checkbox"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
          Remember me
        </label>
        {error ? (
          <p role="alert" className="ed-error">
            {signInErrorMessage(error)}
          </p>
        ) : null}
        <button type="submit" disabled={login.isPending}>
          {editorStrings.signIn}
        </button>
      </form>
    </main>
  )
}
