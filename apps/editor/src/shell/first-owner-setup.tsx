import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../api/api-error.js'
import { editorApi } from '../api/editor-api.js'
import { editorStrings } from '../strings.js'
import { Button, Field } from '../ui/index.js'
import { setupKey } from './use-setup-needed.js'
import { sessionKey } from './use-session.js'

const strings = editorStrings.setup

/** What a refused setup tells the person: the server's own words for a 4xx, else ours. */
export function setupErrorMessage(error: Error): string {
  if (!(error instanceof ApiError)) return editorStrings.somethingWentWrong
  if (error.status === 0) return editorStrings.networkError
  if (error.status >= 400 && error.status < 500) return error.message
  return editorStrings.somethingWentWrong
}

/**
 * The first run: while the installation has no owner, /config asks for the owner's name, email
 * and password (as Ghost's first run does), makes the account, signs it in and opens the editor.
 * Once any owner exists the server refuses (409) and the sign-in form takes this one's place.
 */
export function FirstOwnerSetup() {
  const queryClient = useQueryClient()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const create = useMutation({
    mutationFn: () => editorApi.setup({ name, email, password }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: setupKey })
      await queryClient.invalidateQueries({ queryKey: sessionKey })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate()
  }
  const error = create.error
  const ownerExists = error instanceof ApiError && error.status === 409
  return (
    <main className="ed-sign-in ed-setup">
      <form onSubmit={submit} aria-labelledby="setup-title" aria-describedby="setup-intro">
        <h1 id="setup-title">{strings.title}</h1>
        <p id="setup-intro" className="ed-setup-intro">
          {strings.intro}
        </p>
        <Field
          label={strings.name}
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Field
          label={strings.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={320}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          label={strings.password}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={1024}
          hint={strings.passwordHint}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error ? (
          <p role="alert" className="ed-error">
            {setupErrorMessage(error)}
          </p>
        ) : null}
        {ownerExists ? (
          <Button onClick={() => void queryClient.invalidateQueries({ queryKey: setupKey })}>
            {editorStrings.signIn}
          </Button>
        ) : (
          <Button type="submit" tone="primary" disabled={create.isPending}>
            {create.isPending ? strings.creating : strings.submit}
          </Button>
        )}
      </form>
    </main>
  )
}
