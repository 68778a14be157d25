import { BLOCK_VALUE_SCHEMAS, type SupportedBlockType } from '@atelier/schema'
import { lazy, Suspense, useEffect, useState } from 'react'
import { editorStrings } from '../strings.js'
import { blockLabel } from './block-catalog.js'
import { BLOCK_FIELDS } from './block-fields.js'
import { BlockPicker, hasPicker } from './block-picker.js'
import { ChartEditor } from './chart-editor.js'
import { FieldsEditor } from './fields-editor.js'
import { ListItemsEditor } from './list-items-editor.js'
import { MediaChooser } from './media-chooser.js'
import { isVimeoBasicShare } from './vimeo-share.js'

const TextEditor = lazy(() => import('../rich-text/text-editor.js'))

type Props =
  | {
      mode: 'edit'
      type: string
      value: Record<string, unknown>
      span: number
      onChange: (value: Record<string, unknown>, field: string) => void
      onResize: (span: number) => void
      onDuplicate: () => void
      onDelete: () => void
    }
  | {
      mode: 'new'
      type: SupportedBlockType
      value: Record<string, unknown>
      onInsert: (value: Record<string, unknown>) => void
      onCancel: () => void
    }

/** SPEC wording for a failed check, where SPEC has one. */
function messageFor(type: string, path: string, message: string): string {
  if (type === 'newsletter' && path === 'listId') return editorStrings.listMustBeSelected
  return message
}

/** Checks a block value with the schema's validator; the parsed value carries the defaults. */
export function checkBlockValue(
  type: string,
  value: Record<string, unknown>,
): { ok: true; value: Record<string, unknown> } | { ok: false; errors: string[] } {
  if (type === 'video' && typeof value.url === 'string' && isVimeoBasicShare(value.url)) {
    return { ok: false, errors: [editorStrings.vimeoBasic] }
  }
  const schema = BLOCK_VALUE_SCHEMAS[type as SupportedBlockType]
  if (!schema) return { ok: true, value }
  const parsed = schema.safeParse(value)
  if (parsed.success) return { ok: true, value: parsed.data as Record<string, unknown> }
  return {
    ok: false,
    errors: [
      ...new Set(
        parsed.error.issues.map((issue) => messageFor(type, issue.path.join('.'), issue.message)),
      ),
    ],
  }
}

const isAndroid = () => typeof navigator !== 'undefined' && /Android/i.test(navigator.userAgent)

/** The side panel of one block: its content and settings, checked before they reach the page. */
export default function BlockPanel(props: Props) {
  const [draft, setDraft] = useState(props.value)
  const [errors, setErrors] = useState<string[]>([])
  useEffect(() => setDraft(props.value), [props.value])
  const { type } = props

  const change = (next: Record<string, unknown>, field: string) => {
    setDraft(next)
    const checked = checkBlockValue(type, next)
    setErrors(checked.ok ? [] : checked.errors)
    if (checked.ok && props.mode === 'edit') props.onChange(checked.value, field)
  }

  const insert = () => {
    if (props.mode !== 'new') return
    const checked = checkBlockValue(type, draft)
    if (checked.ok) props.onInsert(checked.value)
    else setErrors(checked.errors)
  }

  const fields = BLOCK_FIELDS[type as SupportedBlockType]
  const codeLocked = type === 'code' && isAndroid()
  return (
    <section className="ed-block-panel" aria-labelledby="block-panel-title">
      <h2 id="block-panel-title">
        {props.mode === 'new' ? `New ${blockLabel(type)} block` : `${blockLabel(type)} block`}
      </h2>
      {type === 'html' ? (
        <Suspense fallback={<p>Loading editor…</p>}>
          <TextEditor value={draft} onChange={(next) => change(next, 'text')} />
        </Suspense>
      ) : null}
      {type === 'image' || type === 'gallery' ? (
        <MediaChooser
          type={type}
          value={draft}
          startOpen={props.mode === 'new' && type === 'image'}
          onChange={(next) => {
            // A new image block is one step, like text and button: the chosen picture places it.
            if (props.mode === 'new' && type === 'image') {
              const checked = checkBlockValue(type, next)
              if (checked.ok) return props.onInsert(checked.value)
            }
            change(next, 'media')
          }}
        />
      ) : null}
      {type === 'chart' ? (
        <ChartEditor value={draft} onChange={(next) => change(next, 'dataset')} />
      ) : null}
      {type === 'accordion' || type === 'menu' ? (
        <ListItemsEditor
          type={type}
          value={draft}
          onChange={(next, field) => change(next, field)}
        />
      ) : null}
      {hasPicker(type) ? <BlockPicker type={type} value={draft} onChange={change} /> : null}
      {codeLocked ? (
        <p role="alert">{editorStrings.codeOnAndroid}</p>
      ) : fields ? (
        <FieldsEditor fields={fields} value={draft} onChange={change} />
      ) : null}
      {errors.length > 0 ? (
        <ul role="alert" className="ed-errors">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      {props.mode === 'new' ? (
        <div className="ed-actions">
          <button type="button" onClick={insert}>
            Insert block
          </button>
          <button type="button" onClick={props.onCancel}>
            Cancel
          </button>
        </div>
      ) : (
        <div className="ed-actions">
          <label>
            Width (columns)
            <input
              type="number"
              min={1}
              max={12}
              value={props.span}
              onChange={(event) => props.onResize(Number(event.target.value))}
            />
          </label>
          <button type="button" onClick={props.onDuplicate}>
            Duplicate block
          </button>
          <button type="button" onClick={props.onDelete}>
            Delete block
          </button>
        </div>
      )}
    </section>
  )
}
