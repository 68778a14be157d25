import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../api/api-error.js'
import { memberAreasApi, type AreaMembership, type MemberArea } from '../api/member-areas-api.js'
import { useSiteTimeZone } from '../state/site-time-zone.js'
import { Button, ConfirmDialog, EmptyState, Field, QueryState, Table } from '../ui/index.js'
import { memberAreasStrings as strings } from './member-areas-strings.js'
import { planText } from './plan-text.js'

/** One area's memberships (join date, plan, status); add or comp a member, remove one. */
export function MembersList({ area, onBack }: { area: MemberArea; onBack: () => void }) {
  const timeZone = useSiteTimeZone()
  const queryClient = useQueryClient()
  const key = ['member-areas', area.id, 'members']
  const members = useQuery({ queryKey: key, queryFn: () => memberAreasApi.members(area.id) })
  const refresh = () => queryClient.invalidateQueries({ queryKey: key })
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [removing, setRemoving] = useState<AreaMembership | null>(null)
  const plan = area.pricing === 'free' ? 'free' : 'comp'
  const add = useMutation({
    mutationFn: (address: string) => memberAreasApi.addMember(area.id, address, plan),
    onSuccess: async () => {
      setEmail('')
      setError(null)
      await refresh()
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : String(failure)),
  })
  const remove = useMutation({
    mutationFn: (id: string) => memberAreasApi.removeMember(area.id, id),
    onSettled: async () => {
      setRemoving(null)
      await refresh()
    },
  })
  const rows = members.data?.memberships ?? []
  const date = (iso: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso))
  const statusOf = (row: AreaMembership) =>
    strings.statusNames[
      row.status === 'active' && row.subscriptionStatus !== null
        ? row.subscriptionStatus
        : row.status
    ] ?? row.status

  function submit(event: FormEvent) {
    event.preventDefault()
    add.mutate(email)
  }

  return (
    <section className="ed-member-areas" aria-labelledby="ed-members-title">
      <button type="button" className="ed-member-back" onClick={onBack}>
        <ArrowLeft size={16} aria-hidden="true" />
        {strings.back}
      </button>
      <header className="ed-member-areas__header">
        <div>
          <h2 id="ed-members-title">
            {strings.members}: {area.name}
          </h2>
          <p className="ed-field-note">{planText(area)}</p>
        </div>
      </header>
      <form className="ed-member-add" onSubmit={submit}>
        <Field
          label={strings.email}
          type="email"
          value={email}
          maxLength={256}
          required
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button tone="primary" type="submit" disabled={add.isPending}>
          {plan === 'comp' ? strings.compMember : strings.addMember}
        </Button>
      </form>
      <QueryState query={members} />
      {members.isSuccess && rows.length === 0 ? <EmptyState>{strings.noMembers}</EmptyState> : null}
      {rows.length > 0 ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">{strings.member}</th>
              <th scope="col">{strings.joined}</th>
              <th scope="col">{strings.plan}</th>
              <th scope="col">{strings.status}</th>
              <th scope="col">
                <span className="ed-visually-hidden">{strings.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>{row.email}</td>
                <td>{date(row.joinedAt)}</td>
                <td>{strings.planNames[row.plan] ?? row.plan}</td>
                <td>{statusOf(row)}</td>
                <td>
                  {row.status === 'removed' ? null : (
                    <Button
                      tone="ghost"
                      onClick={() => setRemoving(row)}
                      aria-label={`${strings.remove}: ${row.email}`}
                    >
                      {strings.remove}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={strings.removeTitle}
        description={strings.removeBody
          .replace('{email}', removing?.email ?? '')
          .replace('{area}', area.name)}
        confirmLabel={strings.remove}
        cancelLabel={strings.cancel}
        onConfirm={() => removing !== null && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  )
}
