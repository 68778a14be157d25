import {
  NAVIGATION_SECTIONS,
  type NavigationSection,
  type RichText,
  type SiteFooter,
  type SiteHeader,
} from '@atelier/schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useState } from 'react'
import { editorApi } from '../api/editor-api.js'
import { sessionKey } from '../shell/use-session.js'
import { useSessionData } from '../shell/session-context.js'
import { plainText } from '../rich-text/rich-text-convert.js'
import { editorStrings } from '../strings.js'

const FileManager = lazy(() => import('../files/file-manager.js'))

function paragraphs(text: string): RichText {
  return text
    .split(/\n{2,}/)
    .filter((part) => part.trim() !== '')
    .map((part) => ({
      type: 'paragraph' as const,
      children: [{ type: 'text' as const, text: part, bold: false, italic: false }],
    }))
}

const sectionNames: Record<NavigationSection, string> = {
  main: 'Main Navigation',
  secondary: 'Secondary Navigation',
  hidden: 'Not Linked',
  member: 'Member Areas',
}

/** Header and footer, the site title and the logo. */
export default function SitePanel() {
  const session = useSessionData()
  const queryClient = useQueryClient()
  const document = useQuery({ queryKey: ['header-footer'], queryFn: editorApi.headerFooter })
  const [header, setHeader] = useState<SiteHeader | null>(null)
  const [footer, setFooter] = useState<SiteFooter | null>(null)
  const [title, setTitle] = useState(session.website.title)
  const [choosingLogo, setChoosingLogo] = useState(false)
  const [footerText, setFooterText] = useState<string | null>(null)
  useEffect(() => {
    if (document.data && !header) {
      setHeader(document.data.header as SiteHeader)
      const loaded = document.data.footer as SiteFooter
      setFooter(loaded)
      setFooterText(loaded.textBlocks.map(plainText).join('\n\n'))
    }
  }, [document.data, header])
  const saveDocument = useMutation({
    mutationFn: () => editorApi.saveHeaderFooter({ header, footer }),
    onSuccess: (saved) => queryClient.setQueryData(['header-footer'], saved),
  })
  const saveWebsite = useMutation({
    mutationFn: (patch: { title?: string; logoFileId?: string | null }) =>
      editorApi.updateWebsite(patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKey }),
  })
  if (document.isError) return <p role="alert">{editorStrings.unableToLoadTryAgain}</p>
  if (!header || !footer) return <p>Loading…</p>
  return (
    <div className="ed-site-panel">
      <section aria-labelledby="site-identity">
        <h2 id="site-identity">Site title and logo</h2>
        <label>
          Site Title
          <input value={title} onChange={(event) => setTitle(event.target.value)} />
        </label>
        <button type="button" onClick={() => saveWebsite.mutate({ title })}>
          Save title
        </button>
        <button type="button" onClick={() => setChoosingLogo(true)}>
          Choose logo
        </button>
        <button type="button" onClick={() => saveWebsite.mutate({ logoFileId: null })}>
          Remove logo
        </button>
        {choosingLogo ? (
          <Suspense fallback={<p>Loading…</p>}>
            <FileManager
              mode="choose"
              onChoose={(file) => {
                setChoosingLogo(false)
                saveWebsite.mutate({ logoFileId: file.id })
              }}
              onClose={() => setChoosingLogo(false)}
            />
          </Suspense>
        ) : null}
        {saveWebsite.isSuccess ? <p role="status">{editorStrings.saved}</p> : null}
        {saveWebsite.isError ? <p role="alert">{saveWebsite.error.message}</p> : null}
      </section>
      <section aria-labelledby="header-title">
        <h2 id="header-title">Header</h2>
        <label>
          Branding
          <select
            value={header.branding}
            onChange={(event) =>
              setHeader({ ...header, branding: event.target.value as SiteHeader['branding'] })
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
                checked={header.navigationSections.includes(section)}
                onChange={(event) =>
                  setHeader({
                    ...header,
                    navigationSections: event.target.checked
                      ? [...header.navigationSections, section]
                      : header.navigationSections.filter((other) => other !== section),
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
        <label>
          Footer text (a blank line starts a new paragraph)
          <textarea
            value={footerText ?? ''}
            rows={5}
            onChange={(event) => {
              setFooterText(event.target.value)
              setFooter({ ...footer, textBlocks: [paragraphs(event.target.value)] })
            }}
          />
        </label>
        <label className="ed-check">
          <input
            type="checkbox"
            checked={footer.showSocialLinks}
            onChange={(event) => setFooter({ ...footer, showSocialLinks: event.target.checked })}
          />
          Show social links
        </label>
      </section>
      <button type="button" onClick={() => saveDocument.mutate()} disabled={saveDocument.isPending}>
        Save header and footer
      </button>
      {saveDocument.isSuccess ? <p role="status">{editorStrings.saved}</p> : null}
      {saveDocument.isError ? <p role="alert">{saveDocument.error.message}</p> : null}
    </div>
  )
}
