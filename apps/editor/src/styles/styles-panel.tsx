import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { SiteStyles } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { closeTweaks, openTweaks, postTweak } from '../canvas/frame-messages.js'
import { usePages } from '../pages/use-pages.js'
import { editorStrings } from '../strings.js'
import { ColorPicker } from './color-picker.js'
import { FontPicker } from './font-picker.js'
import { styleVariables } from './style-variables.js'

/** Site styles: fonts and colours, shown live in the canvas before they are saved. */
export default function StylesPanel() {
  const queryClient = useQueryClient()
  const styles = useQuery({ queryKey: ['styles'], queryFn: editorApi.styles })
  const fonts = useQuery({ queryKey: ['fonts'], queryFn: editorApi.fonts, staleTime: Infinity })
  const pages = usePages()
  const frame = useRef<HTMLIFrameElement>(null)
  const [draft, setDraft] = useState<SiteStyles | null>(null)
  const [newColour, setNewColour] = useState('')
  useEffect(() => {
    if (styles.data && !draft) setDraft(styles.data)
  }, [styles.data, draft])
  // A layout cleanup runs while the frame is still attached, so its window can still be told.
  useLayoutEffect(() => () => closeTweaks(frame.current), [])
  const save = useMutation({
    mutationFn: (next: SiteStyles) => editorApi.saveStyles(next),
    onSuccess: (saved) => {
      postTweak(frame.current, 'save')
      queryClient.setQueryData(['styles'], saved)
    },
  })
  if (styles.isError) return <p role="alert">{editorStrings.unableToLoadTryAgain}</p>
  if (fonts.isError) return <p role="alert">{editorStrings.unableToLoadFonts}</p>
  if (!draft || !fonts.data) return <p>Loading…</p>
  const allFonts = fonts.data.fonts
  const update = (next: SiteStyles) => {
    setDraft(next)
    postTweak(frame.current, 'change', { css: styleVariables(next, allFonts) })
  }
  const previewPage = pages.data?.sections
    .flatMap((section) => section.pages)
    .find((page) => page.kind === 'page')
  const inStyleGuide = [draft.fonts.heading, draft.fonts.body]
  return (
    <div className="ed-styles">
      <section aria-labelledby="styles-title" className="ed-styles-form">
        <h2 id="styles-title">Site Styles</h2>
        <FontPicker
          label="Heading font"
          value={draft.fonts.heading}
          fonts={allFonts}
          inStyleGuide={inStyleGuide}
          onChange={(heading) => update({ ...draft, fonts: { ...draft.fonts, heading } })}
        />
        <FontPicker
          label="Body font"
          value={draft.fonts.body}
          fonts={allFonts}
          inStyleGuide={inStyleGuide}
          onChange={(body) => update({ ...draft, fonts: { ...draft.fonts, body } })}
        />
        {Object.entries(draft.colors).map(([name, value]) => (
          <ColorPicker
            key={name}
            label={`${name[0]?.toUpperCase()}${name.slice(1)} colour`}
            value={value}
            onChange={(css) => update({ ...draft, colors: { ...draft.colors, [name]: css } })}
          />
        ))}
        <label>
          New colour name
          <input
            value={newColour}
            pattern="[a-z][a-zA-Z0-9]*"
            onChange={(event) => setNewColour(event.target.value)}
          />
        </label>
        <button
          type="button"
          disabled={!/^[a-z][a-zA-Z0-9]{0,30}$/.test(newColour) || newColour in draft.colors}
          onClick={() => {
            update({ ...draft, colors: { ...draft.colors, [newColour]: '#000000' } })
            setNewColour('')
          }}
        >
          Add colour
        </button>
        <div className="ed-actions">
          <button type="button" onClick={() => save.mutate(draft)} disabled={save.isPending}>
            Save styles
          </button>
          <button
            type="button"
            onClick={() => {
              postTweak(frame.current, 'reset')
              setDraft(styles.data ?? draft)
            }}
          >
            Reset
          </button>
        </div>
        {save.isSuccess ? <p role="status">{editorStrings.saved}</p> : null}
        {save.isError ? <p role="alert">{save.error.message}</p> : null}
      </section>
      {previewPage ? (
        <iframe
          ref={frame}
          title="Style preview"
          className="ed-frame ed-style-frame"
          src={`/config/preview/${encodeURIComponent(previewPage.id)}`}
          onLoad={() => openTweaks(frame.current, styleVariables(draft, allFonts))}
        />
      ) : null}
    </div>
  )
}
