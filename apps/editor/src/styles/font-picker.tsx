import { useState } from 'react'
import { FONT_CATEGORIES, type FontCategory, type FontEntry } from '../api/api-types.js'
import { editorStrings } from '../strings.js'

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
    <li key={family}>
      <button
        type="button"
        aria-pressed={family === value}
        style={{ fontFamily: `"${family}"` }}
        onClick={() => onChange(family)}
      >
        {family}
      </button>
    </li>
  )
  return (
    <fieldset className="ed-font-picker">
      <legend>
        {label}: {value}
      </legend>
      <h4>{editorStrings.fontsInStyleGuide}</h4>
      <ul aria-label={editorStrings.fontsInStyleGuide}>{[...new Set(inStyleGuide)].map(option)}</ul>
      <h4>{editorStrings.browseAllFonts}</h4>
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
      <ul className="ed-font-list" aria-label={editorStrings.browseAllFonts}>
        {shown.map((font) => option(font.family))}
      </ul>
    </fieldset>
  )
}
