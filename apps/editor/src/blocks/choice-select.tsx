import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { editorStrings } from '../strings.js'

export interface Choice {
  id: string
  label: string
}

/**
 * A labelled select over a list the editor API returns (forms, mailing lists, collections). While
 * the list is empty there is nothing to choose: the owner reads `emptyMessage` instead.
 */
export function ChoiceSelect({
  label,
  queryKey,
  load,
  placeholder,
  emptyMessage,
  errorMessage = editorStrings.unableToLoadResults,
  value,
  onChange,
}: {
  label: string
  queryKey: readonly unknown[]
  load: () => Promise<Choice[]>
  placeholder: string
  emptyMessage: string
  errorMessage?: string
  value: string
  onChange: (id: string) => void
}) {
  const id = useId()
  const choices = useQuery({ queryKey, queryFn: load })
  if (choices.isPending) return <p aria-busy="true">{editorStrings.loading}</p>
  if (choices.isError) {
    return (
      <div className="ed-picker-error">
        <p role="alert">{errorMessage}</p>
        <button type="button" onClick={() => void choices.refetch()}>
          {editorStrings.retry}
        </button>
      </div>
    )
  }
  if (choices.data.length === 0) {
    return (
      <p role="status" className="ed-picker-empty">
        {emptyMessage}
      </p>
    )
  }
  // A block may point at something deleted since; it stays visible rather than silently reset.
  const missing = value !== '' && !choices.data.some((choice) => choice.id === value)
  return (
    <div className="ed-picker">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{placeholder}</option>
        {missing ? <option value={value}>{editorStrings.missingChoice}</option> : null}
        {choices.data.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
}
