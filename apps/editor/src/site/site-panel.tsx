import { NAVIGATION_SECTIONS, type NavigationSection } from '@atelier/schema'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useRef, useState } from 'react'
import type { HeaderFooter, Session, Versioned } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { useUndoKeys } from '../canvas/use-undo-keys.js'
import { SaveStatus, UndoRedo } from '../shell/save-status.js'
import { useSessionData } from '../shell/session-context.js'
import { sessionKey } from '../shell/use-session.js'
import { checkSiteDocument, type SiteDocument } from '../state/site/site-document.js'
import { siteHistoryReducer } from '../state/site/site-reducer.js'
import { useAutosavedHistory } from '../state/use-autosaved-history.js'
import { editorStrings } from '../strings.js'
import { FooterEditor } from './footer-editor.js'
import { saveSiteDocument, type SavedIdentity, type SiteVersions } from './save-site-document.js'

const FileManager = lazy(() => import('../files/file-manager.js'))

const sectionNames: Record<NavigationSection, string> = {
  main: 'Main Navigation',
  secondary: 'Secondary Navigation',
  hidden: 'Not Linked',
  member: 'Member Areas',
}

/** Header and footer, the site title and the logo. */
export default function SitePanel() {
  const document = useQuery({
    queryKey: ['header-footer'],
    queryFn: editorApi.headerFooter,
    // Read afresh each time the area opens: it is the base version of the next save.
    gcTime: 0,
  })
  if (document.isError) return <p role="alert">{editorStrings.unableToLoadTryAgain}</p>
  if (!document.data) return <p>Loading…</p>
  return <LoadedSitePanel headerFooter={document.data} />
}

/**
 * One document, one undo history and one saved state for the whole area; each change is a typed
 * action, saved a moment later (or at once with the Save button), like every editor document.
 */
function LoadedSitePanel({ headerFooter }: { headerFooter: Versioned<HeaderFooter> }) {
  const session = useSessionData()
  const queryClient = useQueryClient()
  const versions = useRef<SiteVersions>({
    identity: session.website.identityVersion,
    headerFooter: headerFooter.version,
  })
  const site = useAutosavedHistory({
    reducer: siteHistoryReducer,
    initial: {
      document: {
        title: session.website.title,
        logoFileId: session.website.logoFileId ?? null,
        header: headerFooter.header,
        footer: headerFooter.footer,
      } satisfies SiteDocument,
      version: 0,
    },
    validate: checkSiteDocument,
    save: async (document, _version, saved) => {
      await saveSiteDocument(document, saved, versions.current, (website: SavedIdentity) =>
        // The shell shows the title; later reads of the session start from the new version.
        queryClient.setQueryData<Session | null>(sessionKey, (current) =>
          current ? { ...current, website: { ...current.website, ...website } } : current,
        ),
      )
      return 0
    },
  })
  useUndoKeys(site.undo, site.redo)
  const draft = site.document
  const [choosingLogo, setChoosingLogo] = useState(false)
  const errors = site.saveState.kind === 'invalid' ? (site.saveState.errors ?? {}) : {}

  return (
    <div className="ed-site-panel">
      <div className="ed-actions">
        <UndoRedo history={site} />
        <button type="button" onClick={() => void site.flush()}>
          Save header and footer
        </button>
        <SaveStatus state={site.saveState} testId="site-save-state" />
      </div>
      <section aria-labelledby="site-identity">
        <h2 id="site-identity">Site title and logo</h2>
        <label>
          Site Title
          <input
            value={draft.title}
            aria-invalid={errors.title ? true : undefined}
            onChange={(event) =>
              site.dispatch({ type: 'set-site-title', title: event.target.value })
            }
          />
        </label>
        <p>{draft.logoFileId === null ? 'No logo' : 'Logo chosen'}</p>
        <button type="button" onClick={() => setChoosingLogo(true)}>
          Choose logo
        </button>
        <button
          type="button"
          disabled={draft.logoFileId === null}
          onClick={() => site.dispatch({ type: 'set-logo', fileId: null })}
        >
          Remove logo
        </button>
        {choosingLogo ? (
          <Suspense fallback={<p>Loading…</p>}>
            <FileManager
              mode="choose"
              onChoose={(file) => {
                setChoosingLogo(false)
                site.dispatch({ type: 'set-logo', fileId: file.id })
              }}
              onClose={() => setChoosingLogo(false)}
            />
          </Suspense>
        ) : null}
      </section>
      <section aria-labelledby="header-title">
        <h2 id="header-title">Header</h2>
        <label>
          Branding
          <select
            value={draft.header.branding}
            onChange={(event) =>
              site.dispatch({
                type: 'set-branding',
                branding: event.target.value === 'logo' ? 'logo' : 'title',
              })
            }
          >
            <option value="title">Site title</option>
            <option value="logo">Logo</option>
          </select>
        </label>
        <fieldset>
          <legend>Navigation shown in the header</legend>
          {NAVIGATION_SECTIONS.map((section) => (
            <label key={section} className="ed-check">
              <input
                type="checkbox"
                checked={draft.header.navigationSections.includes(section)}
                onChange={(event) =>
                  site.dispatch({
                    type: 'show-navigation-section',
                    section,
                    shown: event.target.checked,
                  })
                }
              />
              {sectionNames[section]}
            </label>
          ))}
        </fieldset>
      </section>
      <section aria-labelledby="footer-title">
        <h2 id="footer-title">Footer</h2>
        <FooterEditor footer={draft.footer} dispatch={site.dispatch} />
        <label className="ed-check">
          <input
            type="checkbox"
            checked={draft.footer.showSocialLinks}
            onChange={(event) =>
              site.dispatch({ type: 'show-social-links', shown: event.target.checked })
            }
          />
          Show social links
        </label>
      </section>
    </div>
  )
}
