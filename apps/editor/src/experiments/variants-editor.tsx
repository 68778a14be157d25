import type { Variant } from './experiments-api.js'
import { experimentsStrings as s } from './experiments-strings.js'

/** The variants of a feature with their weights; names fixed when `fixedNames` (toggles, templates). */
export function VariantsEditor({
  id,
  variants,
  onChange,
  fixedNames = false,
}: {
  id: string
  variants: Variant[]
  onChange: (variants: Variant[]) => void
  fixedNames?: boolean
}) {
  const total = variants.reduce(
    (sum, variant) => sum + (variant.weight > 0 ? variant.weight : 0),
    0,
  )
  const set = (index: number, change: Partial<Variant>) =>
    onChange(variants.map((variant, at) => (at === index ? { ...variant, ...change } : variant)))
  return (
    <fieldset className="ed-experiments__variants">
      <legend>
        {s.variant} / {s.weight}
      </legend>
      {variants.map((variant, index) => (
        <div key={index} className="ed-experiments__variant">
          <label>
            <span className="ed-visually-hidden">
              {s.variant} {index + 1}
            </span>
            <input
              id={`${id}-name-${index}`}
              value={variant.name}
              readOnly={fixedNames}
              maxLength={40}
              required
              onChange={(event) => set(index, { name: event.target.value })}
            />
          </label>
          <label>
            <span className="ed-visually-hidden">
              {s.weight} {variant.name}
            </span>
            <input
              type="number"
              min={0}
              max={1000}
              step={1}
              value={variant.weight}
              required
              onChange={(event) => set(index, { weight: Number(event.target.value) })}
            />
          </label>
          <span className="ed-experiments__hint">
            {total > 0 ? `${Math.round((variant.weight / total) * 100)}%` : ''}
          </span>
          {fixedNames || variants.length <= 1 ? null : (
            <button
              type="button"
              onClick={() => onChange(variants.filter((_, at) => at !== index))}
              aria-label={`${s.removeVariant} ${variant.name}`}
            >
              {s.removeVariant}
            </button>
          )}
        </div>
      ))}
      {fixedNames || variants.length >= 10 ? null : (
        <button type="button" onClick={() => onChange([...variants, { name: '', weight: 1 }])}>
          {s.addVariant}
        </button>
      )}
    </fieldset>
  )
}
