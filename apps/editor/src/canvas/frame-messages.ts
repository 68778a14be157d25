/**
 * Messages between the editor and the canvas frame (SPEC §4). The frame is sandboxed (an opaque
 * origin), so both sides post with `'*'`: the editor trusts only messages whose `source` is its
 * own frame's window and checks their shape; the frame trusts only its parent and checks too.
 * The frame sends `load`, `iframe unload` and `rects` (where each block sits in its viewport); the
 * editor sends the tweak events, e.g. `change` with CSS variables, and `scroll-by`.
 */
export const TWEAK_EVENTS = [
  'change',
  'close',
  'save',
  'reset',
  'before open',
  'after show',
  'after close',
] as const
export const CANVAS_COMMANDS = [
  'scroll-by',
  'scroll-to',
  'scroll-into-view',
  'edit-text',
  'stop-edit',
  'format',
] as const
export const FRAME_EVENTS = ['load', 'iframe unload', 'rects', 'text', 'edit-end'] as const

export type TweakEvent = (typeof TWEAK_EVENTS)[number]
export type CanvasCommand = (typeof CANVAS_COMMANDS)[number]
export type FrameEvent = (typeof FRAME_EVENTS)[number]

export interface EditorMessage {
  source: 'atelier-editor'
  type: TweakEvent | CanvasCommand
  payload?: { css?: Record<string, string> } & Record<string, unknown>
}

export interface FrameMessage {
  source: 'atelier-frame'
  type: FrameEvent
  payload?: unknown
}

export interface BlockRect {
  id: string
  top: number
  left: number
  width: number
  height: number
}

export function isFrameMessage(data: unknown): data is FrameMessage {
  if (typeof data !== 'object' || data === null) return false
  const message = data as Record<string, unknown>
  return (
    message.source === 'atelier-frame' &&
    (FRAME_EVENTS as readonly unknown[]).includes(message.type)
  )
}

const MAX_RECTS = 2000

/** The block rectangles of a `rects` message, or undefined when its payload is malformed. */
export function blockRectsOf(message: FrameMessage): BlockRect[] | undefined {
  if (message.type !== 'rects') return undefined
  const blocks = (message.payload as { blocks?: unknown } | undefined)?.blocks
  if (!Array.isArray(blocks) || blocks.length > MAX_RECTS) return undefined
  const rects: BlockRect[] = []
  for (const entry of blocks as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return undefined
    const { id, top, left, width, height } = entry as Record<string, unknown>
    if (typeof id !== 'string' || id.length > 200) return undefined
    const numbers = [top, left, width, height]
    if (!numbers.every((value) => typeof value === 'number' && Number.isFinite(value))) {
      return undefined
    }
    rects.push({
      id,
      top: top as number,
      left: left as number,
      width: width as number,
      height: height as number,
    })
  }
  return rects
}

/** Where the frame's viewport was scrolled when it reported, and why it reported. */
export function scrollOf(message: FrameMessage): { x: number; y: number; reason: string } {
  const payload = (message.payload ?? {}) as Record<string, unknown>
  const finite = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : 0
  return {
    x: finite(payload.scrollX),
    y: finite(payload.scrollY),
    reason: typeof payload.reason === 'string' ? payload.reason : '',
  }
}

/** The block and HTML of a `text` message (an in-place edit), or undefined when malformed. */
export function editedTextOf(message: FrameMessage): { id: string; html: string } | undefined {
  if (message.type !== 'text') return undefined
  const { id, html } = (message.payload ?? {}) as Record<string, unknown>
  return typeof id === 'string' && typeof html === 'string' ? { id, html } : undefined
}

/** Sends one message to the frame's document, whatever its (opaque) origin. */
export function postToFrame(
  frame: HTMLIFrameElement | null,
  type: EditorMessage['type'],
  payload?: EditorMessage['payload'],
): void {
  const message: EditorMessage = { source: 'atelier-editor', type, ...(payload ? { payload } : {}) }
  frame?.contentWindow?.postMessage(message, '*')
}

export function postTweak(
  frame: HTMLIFrameElement | null,
  type: TweakEvent,
  payload?: EditorMessage['payload'],
): void {
  postToFrame(frame, type, payload)
}

/** Opens a tweaking session on the frame: it marks itself `is-tweaking` and shows `css`. */
export function openTweaks(frame: HTMLIFrameElement | null, css: Record<string, string>): void {
  postTweak(frame, 'before open')
  postTweak(frame, 'change', { css })
  postTweak(frame, 'after show')
}

/** Ends the session: unsaved changes are dropped and the frame leaves its `is-tweaking` state. */
export function closeTweaks(frame: HTMLIFrameElement | null): void {
  postTweak(frame, 'close')
  postTweak(frame, 'after close')
}
