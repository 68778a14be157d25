import {
  DndContext,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import type { Block, Layout } from '@atelier/schema'
import {
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type RefObject,
  type WheelEvent,
} from 'react'
import { blockLabel } from '../blocks/block-catalog.js'
import type { EditorAction } from '../state/editor-action.js'
import { GRID_COLUMNS } from '../state/grid.js'
import {
  blockRectsOf,
  editedTextOf,
  isFrameMessage,
  postToFrame,
  scrollOf,
} from './frame-messages.js'
import { InlineTextToolbar } from './inline-text-toolbar.js'
import { useBlockRects, type BlockRect } from './use-block-rects.js'

export type Device = 'desktop' | 'tablet' | 'phone'

/** Frame widths of the device previews (SPEC §9: phones are at most 432 px wide). */
export const DEVICE_WIDTHS: Record<Device, string> = {
  desktop: '100%',
  tablet: '768px',
  phone: '375px',
}

interface Props {
  frameRef: RefObject<HTMLIFrameElement | null>
  pageId: string
  layout: Layout
  device: Device
  /** A new value loads the saved draft into a fresh frame, shown once it is ready. */
  reloadKey: number
  selectedId: string | undefined
  /** The text block being edited in place on the canvas. */
  editingId: string | undefined
  /** A block to bring into view once the canvas shows it. */
  revealId: string | undefined
  onRevealed: () => void
  onSelect: (id: string, at?: { x: number; y: number }) => void
  onText: (id: string, html: string) => void
  onEditEnd: () => void
  dispatch: (action: EditorAction) => void
  onFrameLoad: () => void
}

interface FrameEntry {
  key: number
  shown: boolean
}

/**
 * The canvas: the real renderer's page in a sandboxed iframe, with an outline over each block to
 * select and drag it, placed where the frame reports its blocks. A saved change loads into a
 * second frame behind the first, scrolled where the first was, and takes its place only once it
 * is ready, so the canvas never goes blank. Text blocks are edited in place inside the frame.
 */
export function CanvasFrame(props: Props) {
  const { frameRef, pageId, layout, device, reloadKey, selectedId, editingId, dispatch } = props
  const { rects, setRects } = useBlockRects(frameRef)
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }))
  const [frames, setFrames] = useState<FrameEntry[]>([{ key: reloadKey, shown: true }])
  const pendingRef = useRef<HTMLIFrameElement>(null)
  const scroll = useRef({ x: 0, y: 0 })
  const latest = useRef(props)
  latest.current = props

  useEffect(() => {
    setFrames((list) =>
      list.some((entry) => entry.key === reloadKey)
        ? list
        : [...list.filter((entry) => entry.shown), { key: reloadKey, shown: false }],
    )
  }, [reloadKey])

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isFrameMessage(event.data)) return
      const message = event.data
      const shown = frameRef.current?.contentWindow
      const pending = pendingRef.current?.contentWindow
      if (pending && event.source === pending) {
        if (message.type === 'load') {
          postToFrame(pendingRef.current, 'scroll-to', { ...scroll.current })
        } else if (message.type === 'rects' && scrollOf(message).reason === 'scroll-to') {
          // Ready and scrolled where the old frame was: it takes the old one's place.
          setRects(blockRectsOf(message) ?? [])
          setFrames((list) =>
            list.filter((entry) => !entry.shown).map((entry) => ({ ...entry, shown: true })),
          )
          latest.current.onFrameLoad()
        }
        return
      }
      if (!shown || event.source !== shown) return
      if (message.type === 'load') latest.current.onFrameLoad()
      if (message.type === 'rects') scroll.current = scrollOf(message)
      const text = editedTextOf(message)
      if (text) latest.current.onText(text.id, text.html)
      if (message.type === 'edit-end') latest.current.onEditEnd()
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [frameRef, setRects])

  // The frame edits the chosen text block in place, and stops when another block is chosen.
  const shownKey = frames.find((entry) => entry.shown)?.key
  useEffect(() => {
    if (editingId)
      postToFrame(frameRef.current, 'edit-text', { id: editingId, ...editPoint.current })
    else postToFrame(frameRef.current, 'stop-edit')
    editPoint.current = {}
  }, [editingId, frameRef, shownKey])
  const editPoint = useRef<{ x?: number; y?: number }>({})

  const { revealId, onRevealed } = props
  useEffect(() => {
    if (!revealId) return
    const rect = rects.find((candidate) => candidate.id === revealId)
    if (!rect) return
    const height = frameRef.current?.clientHeight ?? 0
    if (rect.top < 0 || rect.top + Math.min(rect.height, height) > height) {
      postToFrame(frameRef.current, 'scroll-into-view', { id: revealId })
    }
    onRevealed()
  }, [rects, revealId, onRevealed, frameRef])

  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    const target = layout.blocks.find((block) => block.id === over?.id)
    const dragged = layout.blocks.find((block) => block.id === active.id)
    if (!target || !dragged || target.id === dragged.id) return
    const targetRect = rects.find((rect) => rect.id === target.id)
    const columnWidth = (targetRect?.width ?? 1) / target.position.span
    const shift = Math.round(delta.x / Math.max(columnWidth, 1))
    const col = Math.min(GRID_COLUMNS - 1, Math.max(0, dragged.position.col + shift))
    dispatch({
      type: 'move-block',
      id: dragged.id,
      to: { row: target.position.row, col },
      side: delta.y > 0 ? 'below' : 'above',
    })
  }

  const forwardWheel = (event: WheelEvent) =>
    postToFrame(frameRef.current, 'scroll-by', { dx: event.deltaX, dy: event.deltaY })

  const select = (id: string, event: MouseEvent) => {
    const frameBox = frameRef.current?.getBoundingClientRect()
    if (frameBox) {
      editPoint.current = { x: event.clientX - frameBox.left, y: event.clientY - frameBox.top }
    }
    props.onSelect(id)
  }

  const editingRect = editingId ? rects.find((rect) => rect.id === editingId) : undefined
  return (
    <div className="ed-canvas" style={{ width: DEVICE_WIDTHS[device] }} data-device={device}>
      {frames.map((entry) => (
        <iframe
          ref={entry.shown ? frameRef : pendingRef}
          key={`${pageId}:${entry.key}`}
          title={entry.shown ? 'Page preview' : 'Page preview (loading)'}
          // The draft's own scripts (code blocks, embeds, templates) run in an opaque origin:
          // they cannot reach the editor's document, storage or cookies.
          sandbox="allow-scripts"
          src={`/config/preview/${encodeURIComponent(pageId)}`}
          className={entry.shown ? 'ed-frame' : 'ed-frame ed-frame-pending'}
          aria-hidden={entry.shown ? undefined : true}
          tabIndex={entry.shown ? undefined : -1}
        />
      ))}
      <DndContext sensors={sensors} onDragEnd={onDragEnd}>
        <div className="ed-overlays" onWheel={forwardWheel}>
          {rects.map((rect) => {
            const block = layout.blocks.find((candidate) => candidate.id === rect.id)
            return block ? (
              <BlockOverlay
                key={rect.id}
                rect={rect}
                block={block}
                selected={rect.id === selectedId}
                editing={rect.id === editingId}
                onSelect={select}
              />
            ) : null
          })}
          {editingRect ? (
            <InlineTextToolbar frame={frameRef} rect={editingRect} onDone={props.onEditEnd} />
          ) : null}
        </div>
      </DndContext>
    </div>
  )
}

function BlockOverlay({
  rect,
  block,
  selected,
  editing,
  onSelect,
}: {
  rect: BlockRect
  block: Block
  selected: boolean
  editing: boolean
  onSelect: (id: string, event: MouseEvent) => void
}) {
  const drag = useDraggable({ id: block.id, disabled: editing })
  const drop = useDroppable({ id: block.id })
  const offset = drag.transform
    ? `translate(${drag.transform.x}px, ${drag.transform.y}px)`
    : undefined
  const classes = [
    'ed-overlay',
    selected ? 'ed-selected' : '',
    editing ? 'ed-editing' : '',
    drop.isOver ? 'ed-drop-target' : '',
    // The tag sits above the block, never over its first words; inside only at the very top.
    rect.top < 22 ? 'ed-label-inside' : '',
  ]
  return (
    <div
      ref={(node) => {
        drag.setNodeRef(node)
        drop.setNodeRef(node)
      }}
      className={classes.filter(Boolean).join(' ')}
      style={{
        top: rect.top,
        left: rect.left,
        width: rect.width,
        height: rect.height,
        transform: offset,
      }}
      data-overlay-for={block.id}
      onClick={(event) => onSelect(block.id, event)}
      {...drag.listeners}
      {...drag.attributes}
      tabIndex={-1}
      role="presentation"
    >
      <span className="ed-overlay-label">{blockLabel(block.type)}</span>
    </div>
  )
}
