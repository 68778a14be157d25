import { X } from 'lucide-react'
import { useState, type KeyboardEvent } from 'react'
import type { TagType } from '../api/api-types.js'
import { IconButton } from '../ui/button.js'
import { editorStrings } from '../strings.js'
import { checkName, maxLength } from './taxonomy-rules.js'

/** The tags (or categories) of one post: type a name and press Enter to add it. */
export function TagInput({
  tagType,
  values,
  onChange,
}: {
  tagType: TagType
  values: string[]
  onChange: (next: string[]) => void
}) {
  const [draft, setDraft] = useState('')
  const [error, setError] = useState('')
  const label = tagType === 'tag' ? 'Tags' : 'Categories'
  const add = () => {
    const check = checkName(
      tagType,
      draft,
      values.map((name) => ({ name, count: 0 })),
    )
    if (!check.ok) return setError(check.message)
    onChange([...values, check.name])
    setDraft('')
    setError('')
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }
  return (
    <fieldset>
      <legend>{label}</legend>
      <ul className="ed-chips">
        {values.map((value) => (
          <li key={value}>
            {value}
            <IconButton
              label={`${editorStrings.remove} ${value}`}
              icon={X}
              onClick={() => onChange(values.filter((other) => other !== value))}
            />
          </li>
        ))}
      </ul>
      <label>
        Add {tagType}
        <input
          value={draft}
          maxLength={maxLength(tagType)}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
      </label>
      <button type="button" onClick={add}>
        Add
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </fieldset>
  )
}
