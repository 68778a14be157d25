import { useCallback, useEffect, useState, type RefObject } from 'react'

export interface BlockRect {
  id: string
  top: number
  left: number
  width: number
  height: number
}

/** Where each block (`[data-block-id]` wrapper) sits in the frame's viewport, kept current. */
export function useBlockRects(frame: RefObject<HTMLIFrameElement | null>, revision: number) {
  const [rects, setRects] = useState<BlockRect[]>([])
  const measure = useCallback(() => {
    const doc = frame.current?.contentDocument
    if (!doc) return setRects([])
    const next = [...doc.querySelectorAll<HTMLElement>('[data-block-id]')].map((element) => {
      const box = element.getBoundingClientRect()
      return {
        id: element.dataset.blockId ?? '',
        top: box.top,
        left: box.left,
        width: box.width,
        height: box.height,
      }
    })
    setRects(next)
  }, [frame])

  useEffect(() => {
    const element = frame.current
    if (!element) return
    let cleanup: (() => void) | undefined
    const attach = () => {
      cleanup?.()
      measure()
      const win = element.contentWindow
      const doc = element.contentDocument
      if (!win || !doc) return
      const observer = new ResizeObserver(measure)
      observer.observe(doc.documentElement)
      win.addEventListener('scroll', measure, { passive: true })
      win.addEventListener('resize', measure)
      cleanup = () => {
        observer.disconnect()
        win.removeEventListener('scroll', measure)
        win.removeEventListener('resize', measure)
      }
    }
    element.addEventListener('load', attach)
    attach()
    return () => {
      element.removeEventListener('load', attach)
      cleanup?.()
    }
  }, [frame, measure, revision])

  return { rects, measure }
}
