import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Mail } from 'lucide-react'
import { useId, useState } from 'react'
import { ApiError } from '../api/api-error.js'
import { mailingListsApi } from '../api/mailing-lists-api.js'
import { editorStrings, fill } from '../strings.js'
import { Button, Dialog } from '../ui/index.js'
import './list-connection.css'

const s = editorStrings.listConnection
const listsKey = ['editor', 'mailing-lists'] as const

/**
 * The mailing-list connection of a newsletter block (SPEC §2): the block's current list, and a
 * dialog to choose the List, Require double opt-in (a setting of the list, saved with Connect),
 * Connect and Disconnect. Connecting without a list says 'A List must be selected'; a site
 * without lists reads the SPEC §8 message and a link to make one.
 */
export function ListConnection({
  value,
  onChange,
}: {
  value: string
  onChange: (listId: string) => void
}) {
  const [open, setOpen] = useState(false)
  const lists = useQuery({ queryKey: listsKey, queryFn: mailingListsApi.lists })
  const connected = lists.data?.lists.find((list) => list.id === value)
  return (
    <div className="ed-list-connection">
      <p className="ed-list-connection-state" role="status">
        {value === ''
          ? s.notConnected
          : connected === undefined
            ? lists.isPending
              ? editorStrings.loading
              : editorStrings.missingChoice
            : fill(s.connectedTo, { name: connected.name })}
        {connected?.doubleOptIn ? ` ${s.doubleOptInOn}` : ''}
      </p>
      <Button icon={Mail} onClick={() => setOpen(true)}>
        {value === '' ? s.open : s.change}
      </Button>
      {open ? (
        <ConnectionDialog
          current={value}
          onClose={() => setOpen(false)}
          onConnect={(listId) => {
            onChange(listId)
            setOpen(false)
          }}
        />
      ) : null}
    </div>
  )
}

function ConnectionDialog({
  current,
  onClose,
  onConnect,
}: {
  current: string
  onClose: () => void
  onConnect: (listId: string) => void
}) {
  const id = useId()
  const client = useQueryClient()
  const lists = useQuery({ queryKey: listsKey, queryFn: mailingListsApi.lists })
  const [chosen, setChosen] = useState(current)
  const [optIn, setOptIn] = useState<boolean | undefined>()
  const [error, setError] = useState<string | null>(null)
  const all = lists.data?.lists ?? []
  const list = all.find((entry) => entry.id === chosen)
  const doubleOptIn = optIn ?? list?.doubleOptIn ?? false
  const connect = useMutation({
    mutationFn: async () => {
      if (list !== undefined && doubleOptIn !== list.doubleOptIn) {
        await mailingListsApi.save(list.id, list.name, doubleOptIn)
      }
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: listsKey })
      await client.invalidateQueries({ queryKey: ['mailing-lists'] })
      onConnect(chosen)
    },
    onError: (failure) => setError(failure instanceof ApiError ? failure.message : String(failure)),
  })
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())} title={s.title}>
      <div className="ed-list-connection-dialog">
        {lists.isPending ? <p aria-busy="true">{editorStrings.loading}</p> : null}
        {lists.isError ? (
          <div className="ed-picker-error">
            <p role="alert">{editorStrings.unableToLoadResults}</p>
            <button type="button" onClick={() => void lists.refetch()}>
              {editorStrings.retry}
            </button>
          </div>
        ) : null}
        {lists.isSuccess && all.length === 0 ? (
          <>
            <p role="status" className="ed-picker-empty">
              {editorStrings.noMailingLists}
            </p>
            <a href="/config/?area=mailing-lists" target="_blank" rel="noopener">
              {s.createList}
            </a>
          </>
        ) : null}
        {all.length > 0 ? (
          <>
            <div className="ed-picker">
              <label htmlFor={`${id}-list`}>{s.list}</label>
              <select
                id={`${id}-list`}
                value={chosen}
                aria-invalid={error !== null ? true : undefined}
                aria-describedby={error !== null ? `${id}-error` : undefined}
                onChange={(event) => {
                  setChosen(event.target.value)
                  setOptIn(undefined)
                  setError(null)
                }}
              >
                <option value="">{editorStrings.selectList}</option>
                {all.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {fill(
                      entry.subscriberCount === 1
                        ? editorStrings.listChoiceOne
                        : editorStrings.listChoice,
                      { name: entry.name, count: entry.subscriberCount },
                    )}
                  </option>
                ))}
              </select>
            </div>
            <label className="ed-check">
              <input
                type="checkbox"
                checked={doubleOptIn}
                disabled={list === undefined}
                onChange={(event) => setOptIn(event.target.checked)}
              />
              {s.requireDoubleOptIn}
            </label>
          </>
        ) : null}
        {error !== null ? (
          <p id={`${id}-error`} role="alert" className="ui-field-error">
            {error}
          </p>
        ) : null}
        <div className="ed-actions">
          <Button
            tone="primary"
            disabled={connect.isPending || all.length === 0}
            onClick={() => {
              if (chosen === '' || list === undefined) {
                setError(editorStrings.listMustBeSelected)
                return
              }
              connect.mutate()
            }}
          >
            {s.connect}
          </Button>
          {current !== '' ? (
            <Button tone="danger" onClick={() => onConnect('')}>
              {s.disconnect}
            </Button>
          ) : null}
        </div>
      </div>
    </Dialog>
  )
}
