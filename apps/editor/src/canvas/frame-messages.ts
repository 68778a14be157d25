/**
 * Messages between the editor and the canvas frame (SPEC §4): the frame sends `load` and
 * `iframe unload`; the editor sends the tweak events, e.g. `change` with CSS variables.
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
export const FRAME_EVENTS = ['load', 'iframe unload'] as const

export type TweakEvent = (typeof TWEAK_EVENTS)[number]
export type FrameEvent = (typeof FRAME_EVENTS)[number]

export interface EditorMessage {
  source: 'atelier-editor'
  type: TweakEvent
  payload?: { css?: Record<string, string> } & Record<string, unknown>
}

export interface FrameMessage {
  source: 'atelier-frame'
  type: FrameEvent
  payload?: unknown
}

export function isFrameMessage(data: unknown): data is FrameMessage {
  if (typeof data !== 'object' || data === null) return false
  const message = data as Record<string, unknown>
  return (
    message.source === 'atelier-frame' &&
    (FRAME_EVENTS as readonly unknown[]).includes(message.type)
  )
}

export function postTweak(
  frame: HTMLIFrameElement | null,
  type: TweakEvent,
  payload?: EditorMessage['payload'],
): void {
  const message: EditorMessage = { source: 'atelier-editor', type, ...(payload ? { payload } : {}) }
  frame?.contentWindow?.postMessage(message, window.location.origin)
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
