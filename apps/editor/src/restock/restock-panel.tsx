import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Send } from 'lucide-react'
import { useContext, useState } from 'react'
import { formatDate } from '../inbox/format-date.js'
import { failureText } from '../orders/failure-text.js'
import { SessionContext } from '../shell/session-context.js'
import { restockApi } from './restock-api.js'
import type { SignUpGroup, VariantName } from './restock-api.js'
import { EmptyState, ErrorState, LoadingState, QueryState } from '../ui/states.js'
import { Table } from '../ui/table.js'

const variantLabel = (name: VariantName | undefined, group: SignUpGroup) =>
  name === undefined
    ? group.variantId
    : [name.productTitle, Object.values(name.attributes).join(' / ')].filter(Boolean).join(' — ')

function SignUps({ group }: { group: SignUpGroup }) {
  const timeZone = useContext(SessionContext)?.website.timeZone
  const signUps = useQuery({
    queryKey: ['restock', 'signups', group.variantId],
    queryFn: () => restockApi.signUps(group),
  })
  if (signUps.isPending) return <LoadingState />
  if (signUps.isError) return <ErrorState error={signUps.error} onRetry={() => signUps.refetch()} />
  const rows = signUps.data.signUps
  return (
    <ul className="ed-plain-list">
      {rows.map((signUp) => (
        <li key={signUp.id}>
          <span>{signUp.email}</span>
          <span className="ed-cell-sub">{formatDate(signUp.createdAt, timeZone)}</span>
          <span className={`ed-badge ed-badge-${signUp.status === 'waiting' ? 'warn' : 'neutral'}`}>
            {signUp.status === 'waiting' ? 'Waiting' : 'Notified'}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Restock notifications: who waits for which variant; mail one variant's list, or all. */
export function RestockPanel() {
  const queryClient = useQueryClient()
  const groups = useQuery({ queryKey: ['restock', 'groups'], queryFn: restockApi.groups })
  const [open, setOpen] = useState<string | null>(null)
  const [sent, setSent] = useState<number | null>(null)
  const done = async (answer: { sent: number }) => {
    setSent(answer.sent)
    await queryClient.invalidateQueries({ queryKey: ['restock'] })
  }
  const send = useMutation({ mutationFn: restockApi.send, onSuccess: done })
  const sendAll = useMutation({ mutationFn: restockApi.sendAll, onSuccess: done })
  const rows = groups.data?.signUpGroups ?? []
  const waiting = rows.filter((group) => group.waitingCount > 0)
  return (
    <section className="ed-commerce-page" aria-labelledby="ed-restock-title">
      <header className="ed-commerce-header">
        <h2 id="ed-restock-title">Restock notifications</h2>
        <button
          type="button"
          className="ed-primary ed-button-icon"
          disabled={waiting.length === 0 || sendAll.isPending}
          onClick={() => sendAll.mutate(waiting)}
        >
          <Send size={16} aria-hidden="true" />
          Send all
        </button>
      </header>
      {sent !== null ? <p role="status">{sent} notification(s) queued.</p> : null}
      {send.isError || sendAll.isError ? (
        <p role="alert">{failureText(send.error ?? sendAll.error)}</p>
      ) : null}
      <QueryState query={groups} />
      {groups.isSuccess && rows.length === 0 ? (
        <EmptyState>
          No restock sign-ups yet. Visitors can ask to be told when a sold-out variant is back.
        </EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <Table>
          <thead>
            <tr>
              <th scope="col">Variant</th>
              <th scope="col" className="ed-num">
                In stock
              </th>
              <th scope="col" className="ed-num">
                Waiting
              </th>
              <th scope="col" className="ed-num">
                Notified
              </th>
              <th scope="col">
                <span className="ed-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((group) => {
              const name = groups.data?.names.get(group.variantId)
              const label = variantLabel(name, group)
              return (
                <tr key={group.variantId}>
                  <th scope="row">
                    <span className="ed-cell-main">{label}</span>
                    {name ? <span className="ed-cell-sub">SKU {name.sku}</span> : null}
                    {open === group.variantId ? <SignUps group={group} /> : null}
                  </th>
                  <td className="ed-num">{name?.unlimited ? '∞' : (name?.qtyInStock ?? '—')}</td>
                  <td className="ed-num">{group.waitingCount}</td>
                  <td className="ed-num">{group.notifiedCount}</td>
                  <td className="ed-row-actions">
                    <button
                      type="button"
                      aria-expanded={open === group.variantId}
                      aria-label={`Sign-ups for ${label}`}
                      onClick={() => setOpen(open === group.variantId ? null : group.variantId)}
                    >
                      Sign-ups
                    </button>
                    <button
                      type="button"
                      aria-label={`Send notifications for ${label}`}
                      disabled={group.waitingCount === 0 || send.isPending}
                      onClick={() => send.mutate(group)}
                    >
                      Send
                    </button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </Table>
      ) : null}
    </section>
  )
}
