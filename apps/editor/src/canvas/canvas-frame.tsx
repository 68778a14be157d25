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
import { useEffect, type RefObject, type WheelEvent } from 'react'
import { blockLabel } from '../blocks/block-catalog.js'
import type { EditorAction } from '../state/editor-action.js'
import { GRID_COLUMNS } from '../state/grid.js'
import { isFrameMessage } from './frame-messages.js'
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
  revision: number
  selectedId: string | undefined
  onSelect: (id: string) => void
  dispatch: (action: EditorAction) => void
  onFrameLoad: () => void
}

/**
 * The canvas: the real renderer's page in an iframe, with an outline over each block to select
 * and drag it. Blocks dropped on another block take its row, above or below by where they land.
 */
export function CanvasFrame(props: Props) {
  const {
    frameRef,
    pageId,
    layout,
    device,
    revision,
    selectedId,
    onSelect,
    dispatch,
    onFrameLoad,
  } = props
  const { rects, measure } = useBlockRects(frameRef, revision)
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }))

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow || !isFrameMessage(event.data)) return
      if (event.data.type === 'load') {
        measure()
        onFrameLoad()
      }
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [frameRef, measure, onFrameLoad])

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
    frameRef.current?.contentWindow?.scrollBy(event.deltaX, event.deltaY)

  return (
    <div className="ed-canvas" style={{ width: DEVICE_WIDTHS[device] }} data-device={device}>
      <iframe
        ref={frameRef}
        key={`${pageId}:${revision}`}
        title="Page preview"
        src={`/config/preview/${encodeURIComponent(pageId)}`}
        className="ed-frame"
      />
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
                onSelect={onSelect}
              />
            ) : null
          })}
        </div>
      </DndContext>
    </div>
  )
}

function BlockOverlay({
  rect,
  block,
  selected,
  onSelect,
}: {
  rect: BlockRect
  block: Block
  selected: boolean
  onSelect: (id: string) => void
}) {
  const drag = useDraggable({ id: block.id })
  const drop = useDroppable({ id: block.id })
  const offset = drag.transform
    ? `translate(${drag.transform.x}px, ${drag.transform.y}px)`
    : undefined
  return (
    <div
      ref={(node) => {
        drag.setNodeRef(node)
        drop.setNodeRef(node)
      }}
      className={`ed-overlay${selected ? ' ed-selected' : ''}${drop.isOver ? ' ed-drop-target' : ''}`}
      style={{
        top: rect.top,
        left: rect.left,
        width: rect.width,
        height: rect.height,
        transform: offset,
      }}
      data-overlay-for={block.id}
      onClick={() => onSelect(block.id)}
      {...drag.listeners}
      {...drag.attributes}
      tabIndex={-1}
      role="presentation"
    >
      <span className="ed-overlay-label">{blockLabel(block.type)}</span>
    </div>
  )
}
