import { useEffect, useState } from 'react'

/** The part of the browser's `FontFaceSet` (`document.fonts`) a preview needs. */
export type FontSet = Pick<FontFaceSet, 'load' | 'addEventListener' | 'removeEventListener'>

const checked = new WeakMap<FontSet, Map<string, Promise<boolean>>>()

const bare = (family: string) => family.replace(/^["']|["']$/g, '')

/**
 * Loads a family's face so its preview can show; false when the face failed (the load rejected,
 * or a face it found ended in error). A family with no face of ours (a system font) loads nothing
 * and counts as shown. Each family is tried once per font set.
 */
export function loadFontPreview(fonts: FontSet, family: string): Promise<boolean> {
  let known = checked.get(fonts)
  if (!known) checked.set(fonts, (known = new Map()))
  let result = known.get(family)
  if (!result) {
    result = fonts
      .load(`1em "${family.replace(/["\\]/g, '\\$&')}"`)
      .then((faces) => !faces.some((face) => face.status === 'error'))
      .catch(() => false)
    known.set(family, result)
  }
  return result
}

function documentFonts(): FontSet | undefined {
  return typeof document !== 'undefined' && 'fonts' in document ? document.fonts : undefined
}

/**
 * Whether the preview of `family` could not be loaded: by our own load, or by a face the browser
 * failed to load later (its `loadingerror` event), as when the stylesheet arrives after we asked.
 */
export function useFontPreviewFailed(family: string, fonts = documentFonts()): boolean {
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    setFailed(false)
    if (!fonts) return
    let live = true
    void loadFontPreview(fonts, family).then((shown) => {
      if (live && !shown) setFailed(true)
    })
    const onError = (event: Event) => {
      const faces = (event as FontFaceSetLoadEvent).fontfaces ?? []
      if (faces.some((face) => bare(face.family) === family)) setFailed(true)
    }
    fonts.addEventListener('loadingerror', onError)
    return () => {
      live = false
      fonts.removeEventListener('loadingerror', onError)
    }
  }, [family, fonts])
  return failed
}
