import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { ApiError } from '../api/api-error.js'
import { editorStrings } from '../strings.js'
import { peopleApi } from './people-api.js'
import { fillText, peopleStrings, roleLabels } from './people-strings.js'
import './people.css'

/**
 * `/config/accept?token=…`, the page an invitation mail links to: a new person chooses a
 * password, someone with an account types theirs; either way they are signed in and the editor
 * opens on this website.
 */
export function AcceptInvitation({ token }: { token: string }) {
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: () => peopleApi.invitation(token),
  })
  const [password, setPassword] = useState('')
  const passwordId = useId()
  const hintId = useId()
  const accept = useMutation({
    mutationFn: () => peopleApi.accept(token, password),
    onSuccess: () => window.location.assign('/config/'),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    accept.mutate()
  }
  const gone = invitation.error instanceof ApiError && invitation.error.status === 410
  return (
    <main className="ed-accept">
      {invitation.isPending ? <p>Loading…</p> : null}
      {gone ? <p role="alert">{peopleStrings.invitationGone}</p> : null}
      {invitation.isError && !gone ? (
        <p role="alert">
          {editorStrings.unableToLoadTryAgain}{' '}
          <button type="button" onClick={() => void invitation.refetch()}>
            {editorStrings.tryAgain}
          </button>
        </p>
      ) : null}
      {invitation.data ? (
        <>
          <h1>{fillText(peopleStrings.acceptTitle, { website: invitation.data.websiteTitle })}</h1>
          <p>
            {fillText(peopleStrings.acceptIntro, {
              role: roleLabels[invitation.data.role] ?? invitation.data.role,
              email: invitation.data.email,
            })}
          </p>
          <form onSubmit={submit} aria-label={peopleStrings.accept}>
            <label htmlFor={passwordId}>
              {invitation.data.hasAccount ? peopleStrings.yourPassword : peopleStrings.newPassword}
            </label>
            <input
              id={passwordId}
              type="password"
              required
              minLength={8}
              maxLength={1024}
              aria-describedby={hintId}
              autoComplete={invitation.data.hasAccount ? 'current-password' : 'new-password'}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <p id={hintId} className="ed-hint">
              {peopleStrings.passwordHint}
            </p>
            {accept.isError ? (
              <p role="alert" className="ed-people-failure">
                {accept.error instanceof ApiError
                  ? (accept.error.body.message ?? accept.error.message)
                  : editorStrings.somethingWentWrong}
              </p>
            ) : null}
            {accept.isSuccess ? <p role="status">{peopleStrings.accepted}</p> : null}
            <button type="submit" disabled={accept.isPending || accept.isSuccess}>
              {peopleStrings.accept}
            </button>
          </form>
        </>
      ) : null}
    </main>
  )
}
