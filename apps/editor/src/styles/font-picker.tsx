import { useId, useState } from 'react'
import { FONT_CATEGORIES, type FontCategory, type FontEntry } from '../api/api-types.js'
import { editorStrings, fill } from '../strings.js'
import { useFontPreviewFailed } from './font-preview.js'

/** One font of the picker, shown in its own face, or with a note when that face cannot load. */
function FontOption({
  family,
  pressed,
  onPick,
}: {
  family: string
  pressed: boolean
  onPick: (family: string) => void
}) {
  const failed = useFontPreviewFailed(family)
  const noteId = useId()
  return (
    <li>
      <button
        type="button"
        aria-pressed={pressed}
        aria-describedby={failed ? noteId : undefined}
        style={failed ? undefined : { fontFamily: `"${family}"` }}
        onClick={() => onPick(family)}
      >
        {family}
      </button>
      {failed ? (
        <span id={noteId} className="ed-error">
          {fill(editorStrings.fontPreviewFailed, { fontName: family })}
        </span>
      ) : null}
    </li>
  )
}

/** The font picker of SPEC §2: search, categories, the fonts already in the style guide. */
export function FontPicker({
  label,
  value,
  fonts,
  inStyleGuide,
  onChange,
}: {
  label: string
  value: string
  fonts: readonly FontEntry[]
  inStyleGuide: readonly string[]
  onChange: (family: string) => void
}) {
  const [search, setSearch] = useState('')
  const [category, setCategory] = useState<FontCategory | 'all'>('all')
  const shown = fonts.filter(
    (font) =>
      (category === 'all' || font.category === category) &&
      font.family.toLowerCase().includes(search.trim().toLowerCase()),
  )
  const option = (family: string) => (
    <FontOption key={family} family={family} pressed={family === value} onPick={onChange} />
  )
  return (
    <fieldset className="ed-font-picker">
      <legend>
        {label}: {value}
      </legend>
      <h4 className="ed-font-heading">{editorStrings.fontsInStyleGuide}</h4>
      <ul className="ed-font-chips" aria-label={editorStrings.fontsInStyleGuide}>
        {[...new Set(inStyleGuide)].map(option)}
      </ul>
      <h4 className="ed-font-heading">{editorStrings.browseAllFonts}</h4>
      <div className="ed-font-filters">
        <label>
          {`Search ${label.toLowerCase()} fonts`}
          <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <label>
          Category
          <select
            value={category}
            onChange={(event) => setCategory(event.target.value as FontCategory | 'all')}
          >
            <option value="all">All categories</option>
            {FONT_CATEGORIES.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
      </div>
      <ul className="ed-font-list" aria-label={editorStrings.browseAllFonts}>
        {shown.map((font) => option(font.family))}
      </ul>
    </fieldset>
  )
}
