import { lazy, Suspense, useId, useState } from 'react'
import { AmountsField } from './amounts-field.js'
import type { FieldSpec } from './block-fields.js'
import { readPath, writePath } from './block-fields.js'
import { readLinkField, writeLinkField } from './link-field.js'

const LinkEditor = lazy(() => import('../links/link-editor.js'))

/** A plain form over a block's settings; every input has a visible label. */
export function FieldsEditor({
  fields,
  value,
  onChange,
}: {
  fields: readonly FieldSpec[]
  value: Record<string, unknown>
  onChange: (next: Record<string, unknown>, field: string) => void
}) {
  const id = useId()
  const [linkField, setLinkField] = useState<string | null>(null)
  const set = (path: string, next: unknown) => onChange(writePath(value, path, next), path)
  return (
    <div className="ed-fields">
      {fields.map((field) => {
        const current = readPath(value, field.path)
        const inputId = `${id}-${field.path}`
        switch (field.kind) {
          case 'amounts':
            return (
              <AmountsField
                key={field.path}
                label={field.label}
                value={current}
                onChange={(cents) => set(field.path, cents)}
              />
            )
          case 'checkbox':
            return (
              <label key={field.path} className="ed-check">
                <input
                  type="checkbox"
                  checked={current === true}
                  onChange={(event) => set(field.path, event.target.checked)}
                />
                {field.label}
              </label>
            )
          case 'select':
            return (
              <label key={field.path}>
                {field.label}
                <select
                  value={typeof current === 'string' ? current : field.options[0]}
                  onChange={(event) => set(field.path, event.target.value)}
                >
                  {field.options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              </label>
            )
          case 'number':
            return (
              <label key={field.path}>
                {field.label}
                <input
                  type="number"
                  min={field.min}
                  max={field.max}
                  step={field.step}
                  value={typeof current === 'number' ? current : ''}
                  onChange={(event) =>
                    set(
                      field.path,
                      event.target.value === '' ? undefined : Number(event.target.value),
                    )
                  }
                />
              </label>
            )
          case 'textarea':
            return (
              <label key={field.path}>
                {field.label}
                <textarea
                  value={typeof current === 'string' ? current : ''}
                  onChange={(event) =>
                    set(
                      field.path,
                      event.target.value === '' && field.path === 'html'
                        ? undefined
                        : event.target.value,
                    )
                  }
                  rows={6}
                />
              </label>
            )
          case 'link':
            return (
              <div key={field.path} className="ed-link-field">
                <label htmlFor={inputId}>{field.label}</label>
                <input
                  id={inputId}
                  value={typeof current === 'string' ? current : ''}
                  onChange={(event) =>
                    set(field.path, event.target.value === '' ? undefined : event.target.value)
                  }
                />
                <button
                  type="button"
                  onClick={() => setLinkField(field.path)}
                  aria-label={`Edit ${field.label}`}
                >
                  Edit link
                </button>
                {linkField === field.path ? (
                  <Suspense fallback={<p>Loading…</p>}>
                    <LinkEditor
                      initial={readLinkField(value, field)}
                      withName={field.namePath !== undefined}
                      onSave={(link) => {
                        onChange(writeLinkField(value, field, link), field.path)
                        setLinkField(null)
                      }}
                      onCancel={() => setLinkField(null)}
                    />
                  </Suspense>
                ) : null}
              </div>
            )
          default:
            return (
              <label key={field.path}>
                {field.label}
                <input
                  type={field.kind === 'url' ? 'url' : 'text'}
                  value={typeof current === 'string' ? current : ''}
                  onChange={(event) =>
                    set(
                      field.path,
                      event.target.value === '' && field.kind === 'url'
                        ? undefined
                        : event.target.value,
                    )
                  }
                />
              </label>
            )
        }
      })}
    </div>
  )
}
