import { useState } from 'react'
import { editorStrings, fill } from '../strings.js'
import { hslToRgb, parseCss, parseHex, rgbToHsl, toCss, toHex, type Rgba } from './color-convert.js'

type Mode = (typeof editorStrings.colorModes)[number]

/** The colour picker of SPEC §2: RGB, HSL or Hex, and Alpha. */
export function ColorPicker({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (css: string) => void
}) {
  const [mode, setMode] = useState<Mode>('Hex')
  const color: Rgba = parseCss(value) ?? { r: 0, g: 0, b: 0, a: 1 }
  const [hexDraft, setHexDraft] = useState(toHex({ ...color, a: 1 }))
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    // A value from outside (an undo, a reset): the hex field follows unless it already says so.
    setShown(value)
    const typed = parseHex(hexDraft)
    if (!typed || toCss({ ...typed, a: color.a }) !== value) setHexDraft(toHex({ ...color, a: 1 }))
  }
  const set = (next: Rgba) => {
    setHexDraft(toHex({ ...next, a: 1 }))
    onChange(toCss(next))
  }
  const hsl = rgbToHsl(color)
  const number = (name: string, current: number, max: number, apply: (n: number) => void) => (
    <label key={name}>
      {name}
      <input
        type="number"
        min={0}
        max={max}
        value={current}
        onChange={(event) => apply(Number(event.target.value))}
      />
    </label>
  )
  return (
    <fieldset className="ed-color-picker">
      <legend>
        {label}{' '}
        <span className="ed-swatch" style={{ background: toCss(color) }} aria-hidden="true" />
      </legend>
      <div role="radiogroup" className="ed-color-modes" aria-label={`${label} colour format`}>
        {editorStrings.colorModes.map((option) => (
          <label key={option} className="ed-check">
            <input
              type="radio"
              name={`${label}-mode`}
              checked={mode === option}
              onChange={() => setMode(option)}
            />
            {option}
          </label>
        ))}
      </div>
      <label className="ed-color-swatch-field">
        {fill(editorStrings.colourSwatch, { label })}
        <input
          type="color"
          value={toHex({ ...color, a: 1 })}
          onChange={(event) => {
            const parsed = parseHex(event.target.value)
            if (parsed) set({ ...parsed, a: color.a })
          }}
        />
      </label>
      {mode === 'Hex' ? (
        <label>
          {`${label} hex`}
          <input
            value={hexDraft}
            onChange={(event) => {
              setHexDraft(event.target.value)
              const parsed = parseHex(event.target.value)
              if (parsed) onChange(toCss({ ...parsed, a: color.a }))
            }}
          />
        </label>
      ) : null}
      {mode === 'RGB' ? (
        <div className="ed-color-numbers">
          {number('Red', color.r, 255, (r) => set({ ...color, r }))}
          {number('Green', color.g, 255, (g) => set({ ...color, g }))}
          {number('Blue', color.b, 255, (b) => set({ ...color, b }))}
        </div>
      ) : null}
      {mode === 'HSL' ? (
        <div className="ed-color-numbers">
          {number('Hue', hsl.h, 360, (h) => set(hslToRgb({ ...hsl, h })))}
          {number('Saturation', hsl.s, 100, (s) => set(hslToRgb({ ...hsl, s })))}
          {number('Lightness', hsl.l, 100, (l) => set(hslToRgb({ ...hsl, l })))}
        </div>
      ) : null}
      <label>
        {editorStrings.alpha}
        <input
          type="range"
          min={0}
          max={1}
          step={0.01}
          value={color.a}
          onChange={(event) => set({ ...color, a: Number(event.target.value) })}
        />
      </label>
    </fieldset>
  )
}
