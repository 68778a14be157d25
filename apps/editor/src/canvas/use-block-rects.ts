import { useEffect, useState, type RefObject } from 'react'
import { blockRectsOf, isFrameMessage, type BlockRect } from './frame-messages.js'

export type { BlockRect } from './frame-messages.js'

/**
 * Where each block (`[data-block-id]` wrapper) sits in the frame's viewport, as the sandboxed
 * frame reports it (`rects` messages on load, scroll, resize and layout changes). The editor
 * never reaches into the frame's document.
 */
export function useBlockRects(frame: RefObject<HTMLIFrameElement | null>) {
  const [rects, setRects] = useState<BlockRect[]>([])
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const own = frame.current?.contentWindow
      if (!own || event.source !== own || !isFrameMessage(event.data)) return
      const next = blockRectsOf(event.data)
      if (next) setRects(next)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [frame])
  return { rects, setRects }
}
