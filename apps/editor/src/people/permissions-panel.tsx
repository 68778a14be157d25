import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { ApiError } from '../api/api-error.js'
import { editorStrings } from '../strings.js'
import { peopleApi } from './people-api.js'
import { fillText, peopleStrings, roleLabels } from './people-strings.js'
import './people.css'
import { ErrorState, LoadingState } from '../ui/states.js'

const peopleKey = ['people'] as const
const roles = Object.keys(roleLabels)

function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.body.message ?? error.message
  return editorStrings.somethingWentWrong
}

function RoleSelect(props: {
  id?: string
  value: string
  label?: string
  disabled?: boolean
  onChange: (role: string) => void
}) {
  return (
    <select
      id={props.id}
      aria-label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange(event.target.value)}
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {roleLabels[role]}
        </option>
      ))}
    </select>
  )
}

/**
 * Permissions: who belongs to this website and with which role, the invitations still waiting,
 * and a form to invite someone. The server keeps one admin at least and says so when refused.
 */
export default function PermissionsPanel() {
  const queryClient = useQueryClient()
  const people = useQuery({ queryKey: peopleKey, queryFn: peopleApi.people })
  const [email, setEmail] = useState('')
  const [role, setRole] = useState('editor')
  const [notice, setNotice] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const ids = { email: useId(), role: useId() }
  const refresh = () => queryClient.invalidateQueries({ queryKey: peopleKey })
  const done = (message: string | null) => {
    setFailure(null)
    setNotice(message)
    return refresh()
  }
  const failed = (error: unknown) => {
    setNotice(null)
    setFailure(failureText(error))
  }
  const invite = useMutation({
    mutationFn: () => peopleApi.invite(email, role),
    onSuccess: (answer) => {
      setEmail('')
      return done(fillText(peopleStrings.invited, { email: answer.invitation.email }))
    },
    onError: failed,
  })
  const change = useMutation({
    mutationFn: (input: { userId: string; role: string }) =>
      peopleApi.changeRole(input.userId, input.role),
    onSuccess: () => done(null),
    onError: (error) => {
      failed(error)
      return refresh()
    },
  })
  const remove = useMutation({
    mutationFn: peopleApi.remove,
    onSuccess: () => done(null),
    onError: failed,
  })
  const revoke = useMutation({
    mutationFn: peopleApi.revoke,
    onSuccess: () => done(null),
    onError: failed,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    invite.mutate()
  }
  return (
    <div className="ed-people">
      <h2>{peopleStrings.permissions}</h2>
      <p role="status" className="ed-people-notice">
        {notice}
      </p>
      {failure ? (
        <p role="alert" className="ed-people-failure">
          {failure}
        </p>
      ) : null}
      <section aria-labelledby="ed-people-members">
        <h3 id="ed-people-members">{peopleStrings.people}</h3>
        {people.isPending ? <LoadingState /> : null}
        {people.isError ? (
          <ErrorState error={people.error} onRetry={() => people.refetch()} />
        ) : null}
        {people.data ? (
          <table className="ed-people-table">
            <thead>
              <tr>
                <th scope="col">{peopleStrings.email}</th>
                <th scope="col">{peopleStrings.role}</th>
                <th scope="col">
                  <span className="ed-visually-hidden">{peopleStrings.remove}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {people.data.members.map((member) => (
                <tr key={member.userId}>
                  <td>
                    {member.email} {member.you ? peopleStrings.you : null}
                  </td>
                  <td>
                    <RoleSelect
                      label={`${peopleStrings.role} of ${member.email}`}
                      value={member.role}
                      disabled={change.isPending}
                      onChange={(next) => change.mutate({ userId: member.userId, role: next })}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      aria-label={`${peopleStrings.remove} ${member.email}`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(member.userId)}
                    >
                      {peopleStrings.remove}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
      <section aria-labelledby="ed-people-invitations">
        <h3 id="ed-people-invitations">{peopleStrings.pendingInvitations}</h3>
        {people.data?.invitations.length === 0 ? (
          <p className="ed-hint">{peopleStrings.noInvitations}</p>
        ) : null}
        <ul className="ed-people-invitations">
          {people.data?.invitations.map((invitation) => (
            <li key={invitation.id}>
              <span>
                {invitation.email} · {roleLabels[invitation.role] ?? invitation.role} ·{' '}
                {fillText(peopleStrings.expires, {
                  date: new Date(invitation.expiresAt).toLocaleDateString(),
                })}
              </span>
              <button
                type="button"
                aria-label={`${peopleStrings.revoke} ${invitation.email}`}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(invitation.id)}
              >
                {peopleStrings.revoke}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <form className="ed-people-invite" aria-labelledby="ed-people-invite" onSubmit={submit}>
        <h3 id="ed-people-invite">{peopleStrings.invite}</h3>
        <label htmlFor={ids.email}>{peopleStrings.email}</label>
        <input
          id={ids.email}
          type="email"
          required
          maxLength={320}
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <label htmlFor={ids.role}>{peopleStrings.role}</label>
        <RoleSelect id={ids.role} value={role} onChange={setRole} />
        <button type="submit" disabled={invite.isPending}>
          {peopleStrings.sendInvitation}
        </button>
      </form>
    </div>
  )
}
