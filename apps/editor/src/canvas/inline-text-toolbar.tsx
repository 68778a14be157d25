import { lazy, Suspense, useState, type RefObject } from 'react'
import type { BlockRect } from './frame-messages.js'
import { postToFrame } from './frame-messages.js'

const LinkEditor = lazy(() => import('../links/link-editor.js'))

const FORMATS = [
  { command: 'bold', label: 'Bold', text: 'B' },
  { command: 'italic', label: 'Italic', text: 'I' },
  { command: 'heading', label: 'Heading', text: 'H' },
  { command: 'paragraph', label: 'Paragraph', text: '¶' },
  { command: 'list', label: 'Bulleted list', text: '•' },
  { command: 'ordered-list', label: 'Numbered list', text: '1.' },
] as const

/**
 * The formatting bar over a text block edited in place on the canvas: bold, italic, heading,
 * paragraph, lists, and links through the link editor of SPEC §2. Each button acts on the
 * selection inside the sandboxed frame by message.
 */
export function InlineTextToolbar({
  frame,
  rect,
  onDone,
}: {
  frame: RefObject<HTMLIFrameElement | null>
  rect: BlockRect
  onDone: () => void
}) {
  const [linking, setLinking] = useState(false)
  const format = (command: string, extra: Record<string, unknown> = {}) =>
    postToFrame(frame.current, 'format', { command, ...extra })
  // Above the block's tag when there is room, else below the block.
  const above = rect.top > 66
  return (
    <div
      className="ed-text-toolbar"
      style={{
        left: Math.max(0, rect.left),
        top: above ? rect.top - 64 : rect.top + rect.height + 4,
      }}
    >
      <div role="toolbar" aria-label="Text on the canvas" className="ed-text-toolbar-buttons">
        {FORMATS.map((entry) => (
          <button
            key={entry.command}
            type="button"
            title={entry.label}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => format(entry.command)}
          >
            <span aria-hidden="true">{entry.text}</span>
            <span className="ed-visually-hidden">{entry.label}</span>
          </button>
        ))}
        <button type="button" onClick={() => setLinking(true)} aria-expanded={linking}>
          Link
        </button>
        <button type="button" title="Remove link" onClick={() => format('unlink')}>
          Unlink
        </button>
        <button type="button" onClick={onDone}>
          Done
        </button>
      </div>
      {linking ? (
        <div className="ed-text-link">
          <Suspense fallback={<p>Loading…</p>}>
            <LinkEditor
              initial={{ href: '', newWindow: false }}
              onSave={(link) => {
                format('link', {
                  href: link.href,
                  newWindow: link.newWindow,
                  name: link.name ?? '',
                })
                setLinking(false)
              }}
              onCancel={() => setLinking(false)}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  )
}
