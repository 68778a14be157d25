import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { FontEntry, SiteStyles } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { closeTweaks, openTweaks, postTweak } from '../canvas/frame-messages.js'
import { useUndoKeys } from '../canvas/use-undo-keys.js'
import { usePages } from '../pages/use-pages.js'
import { useLeaveGuard } from '../shell/leave-guard.js'
import { SaveStatus, UndoRedo } from '../shell/save-status.js'
import { stylesHistoryReducer } from '../state/styles/styles-reducer.js'
import { useAutosavedHistory } from '../state/use-autosaved-history.js'
import { editorStrings, fill } from '../strings.js'
import { ColorPicker } from './color-picker.js'
import { FontPicker } from './font-picker.js'
import { palettes, usesPalette } from './palettes.js'
import { ensureFontStylesheet } from './font-stylesheet.js'
import { styleVariables } from './style-variables.js'
import './styles.css'

/**
 * Site styles: fonts and colours. Each change shows at once in the canvas only; visitors see the
 * styles when the owner saves them, since every save reaches the public site.
 */
export default function StylesPanel() {
  const styles = useQuery({ queryKey: ['styles'], queryFn: editorApi.styles })
  const fonts = useQuery({ queryKey: ['fonts'], queryFn: editorApi.fonts, staleTime: Infinity })
  if (styles.isError) return <p role="alert">{editorStrings.unableToLoadTryAgain}</p>
  if (fonts.isError) return <p role="alert">{editorStrings.unableToLoadFonts}</p>
  if (!styles.data || !fonts.data) return <p>Loading…</p>
  const { version, ...initial } = styles.data
  return <LoadedStylesPanel initial={initial} version={version} allFonts={fonts.data.fonts} />
}

function LoadedStylesPanel({
  initial,
  version,
  allFonts,
}: {
  initial: SiteStyles
  version: number
  allFonts: readonly FontEntry[]
}) {
  const queryClient = useQueryClient()
  const pages = usePages()
  const frame = useRef<HTMLIFrameElement>(null)
  const [newColour, setNewColour] = useState('')
  const styles = useAutosavedHistory({
    reducer: stylesHistoryReducer,
    // The styles this panel opened with are its base version; a save from older ones is a 409.
    initial: { document: initial, version },
    autosave: false,
    save: async (next, baseVersion) => {
      const saved = await editorApi.saveStyles(next, baseVersion)
      postTweak(frame.current, 'save')
      queryClient.setQueryData(['styles'], saved)
      return saved.version
    },
  })
  useUndoKeys(styles.undo, styles.redo)
  const { isDirty } = styles
  useLeaveGuard(useCallback(() => (isDirty() ? editorStrings.leaveUnsavedStyles : null), [isDirty]))
  const draft = styles.document
  const first = useRef(true)
  useEffect(() => {
    // Every change, undo and redo shows at once in the canvas; the opening one is sent on load.
    if (first.current) first.current = false
    else postTweak(frame.current, 'change', { css: styleVariables(draft, allFonts) })
  }, [draft, allFonts])
  useEffect(() => ensureFontStylesheet(), [])
  // A layout cleanup runs while the frame is still attached, so its window can still be told.
  useLayoutEffect(() => () => closeTweaks(frame.current), [])
  const previewPage = pages.data?.sections
    .flatMap((section) => section.pages)
    .find((page) => page.kind === 'page')
  const inStyleGuide = [draft.fonts.heading, draft.fonts.body]
  return (
    <div className="ed-styles">
      <section aria-labelledby="styles-title" className="ed-styles-form">
        <h2 id="styles-title">Site Styles</h2>
        <h3>{editorStrings.stylesFonts}</h3>
        <FontPicker
          label="Heading font"
          value={draft.fonts.heading}
          fonts={allFonts}
          inStyleGuide={inStyleGuide}
          onChange={(family) => styles.dispatch({ type: 'set-font', role: 'heading', family })}
        />
        <FontPicker
          label="Body font"
          value={draft.fonts.body}
          fonts={allFonts}
          inStyleGuide={inStyleGuide}
          onChange={(family) => styles.dispatch({ type: 'set-font', role: 'body', family })}
        />
        <h3>{editorStrings.stylesColours}</h3>
        <div role="group" aria-label={editorStrings.stylesPalettes} className="ed-palettes">
          {palettes.map((palette) => (
            <button
              key={palette.name}
              type="button"
              className="ed-palette"
              aria-pressed={usesPalette(draft.colors, palette)}
              aria-label={fill(editorStrings.usePalette, { name: palette.name })}
              onClick={() =>
                styles.dispatch({
                  type: 'replace-styles',
                  styles: { ...draft, colors: { ...draft.colors, ...palette.colors } },
                })
              }
            >
              <span className="ed-palette__swatches" aria-hidden="true">
                {Object.values(palette.colors).map((colour) => (
                  <span key={colour} className="ed-swatch" style={{ background: colour }} />
                ))}
              </span>
              {palette.name}
            </button>
          ))}
        </div>
        {Object.entries(draft.colors).map(([name, value]) => (
          <ColorPicker
            key={name}
            label={`${name[0]?.toUpperCase()}${name.slice(1)} colour`}
            value={value}
            onChange={(value) => styles.dispatch({ type: 'set-colour', name, value })}
          />
        ))}
        <div className="ed-styles-add">
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
              styles.dispatch({ type: 'add-colour', name: newColour, value: '#000000' })
              setNewColour('')
            }}
          >
            Add colour
          </button>
        </div>
        <div className="ed-actions">
          <UndoRedo history={styles} />
          <button type="button" onClick={() => void styles.flush()}>
            Save styles
          </button>
          <button
            type="button"
            // Back to the styles visitors see; an undo brings the discarded changes back.
            onClick={() =>
              styles.dispatch({ type: 'replace-styles', styles: styles.savedDocument() })
            }
          >
            Reset
          </button>
          <SaveStatus state={styles.saveState} testId="styles-save-state" />
        </div>
        {styles.saveState.kind === 'unsaved' ? (
          <p className="ed-field-note">{editorStrings.unsavedStyles}</p>
        ) : null}
      </section>
      {previewPage ? (
        <iframe
          ref={frame}
          title="Style preview"
          sandbox="allow-scripts"
          className="ed-frame ed-style-frame"
          src={`/config/preview/${encodeURIComponent(previewPage.id)}`}
          onLoad={() => openTweaks(frame.current, styleVariables(draft, allFonts))}
        />
      ) : null}
    </div>
  )
}
