import { lazy, Suspense, useState } from 'react'
import { editorStrings } from '../strings.js'
import { usePages } from '../pages/use-pages.js'
import type { PageSummary } from '../api/api-types.js'
import {
  mailtoLink,
  phoneLink,
  readLink,
  webLink,
  type EmailLink,
  type LinkResult,
  type LinkTab,
} from './link-rules.js'

const FileManager = lazy(() => import('../files/file-manager.js'))

export interface LinkValue {
  href: string
  newWindow: boolean
  name?: string
}

function flatten(pages: readonly PageSummary[]): PageSummary[] {
  return pages.flatMap((page) => [page, ...flatten(page.children ?? [])])
}

/** The link editor of SPEC §2: tabs Page, Web Address, Email, Phone, File. */
export default function LinkEditor({
  initial,
  withName = true,
  onSave,
  onCancel,
}: {
  initial: LinkValue
  /** False where the link has nowhere to keep a name (an image link). */
  withName?: boolean
  onSave: (link: LinkValue) => void
  onCancel: () => void
}) {
  const start = readLink(initial.href)
  const [tab, setTab] = useState<LinkTab>(start.tab)
  const [name, setName] = useState(initial.name ?? '')
  const [page, setPage] = useState(start.tab === 'Page' ? start.value : '')
  const [web, setWeb] = useState(start.tab === 'Web Address' ? start.value : '')
  const [email, setEmail] = useState<EmailLink>(
    start.email ?? { address: '', subject: '', cc: '', bcc: '', body: '' },
  )
  const [phone, setPhone] = useState(start.tab === 'Phone' ? start.value : '')
  const [file, setFile] = useState(start.tab === 'File' ? start.value : '')
  const [newWindow, setNewWindow] = useState(initial.newWindow)
  const [advanced, setAdvanced] = useState(false)
  const [anchor, setAnchor] = useState('')
  const [error, setError] = useState('')
  const [choosing, setChoosing] = useState(false)
  const pages = usePages()
  const allPages = flatten(pages.data?.sections.flatMap((section) => section.pages) ?? [])

  const result = (): LinkResult => {
    switch (tab) {
      case 'Page':
        return page
          ? { ok: true, href: `${page}${anchor ? `#${anchor}` : ''}` }
          : { ok: false, message: editorStrings.choosePage }
      case 'Web Address':
        return webLink(web)
      case 'Email':
        return mailtoLink(email)
      case 'Phone':
        return phoneLink(phone)
      case 'File':
        return file
          ? { ok: true, href: file }
          : { ok: false, message: editorStrings.chooseFileFirst }
    }
  }
  const save = () => {
    const link = result()
    if (!link.ok) return setError(link.message)
    onSave({ href: link.href, newWindow, ...(name ? { name } : {}) })
  }
  const field = (label: string, value: string, set: (next: string) => void, type = 'text') => (
    <label>
      {label}
      <input type={type} value={value} onChange={(event) => set(event.target.value)} />
    </label>
  )

  return (
    <div role="dialog" aria-label="Link" className="ed-link-editor">
      <div role="tablist" aria-label="Link type">
        {editorStrings.linkTabs.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={tab === option}
            onClick={() => {
              setTab(option)
              setError('')
            }}
          >
            {option}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab}>
        {withName ? field(editorStrings.linkName, name, setName) : null}
        {tab === 'Page' ? (
          <label>
            Page
            <select value={page} onChange={(event) => setPage(event.target.value)}>
              <option value="">Choose a page</option>
              {allPages
                .filter((candidate) => candidate.kind !== 'folder')
                .map((candidate) => (
                  <option key={candidate.id} value={`/${candidate.urlId}`}>
                    {candidate.title}
                  </option>
                ))}
            </select>
          </label>
        ) : null}
        {tab === 'Web Address' ? field('Web Address', web, setWeb, 'url') : null}
        {tab === 'Email' ? (
          <>
            {field(
              'Email Address',
              email.address,
              (address) => setEmail({ ...email, address }),
              'email',
            )}
            {field(editorStrings.subject, email.subject, (subject) =>
              setEmail({ ...email, subject }),
            )}
            {field(editorStrings.cc, email.cc, (cc) => setEmail({ ...email, cc }))}
            {field(editorStrings.bcc, email.bcc, (bcc) => setEmail({ ...email, bcc }))}
            <label>
              {editorStrings.body}
              <textarea
                value={email.body}
                onChange={(event) => setEmail({ ...email, body: event.target.value })}
              />
            </label>
          </>
        ) : null}
        {tab === 'Phone' ? field('Phone Number', phone, setPhone, 'tel') : null}
        {tab === 'File' ? (
          <>
            <p>{file || 'No file chosen.'}</p>
            <button type="button" onClick={() => setChoosing(true)}>
              {editorStrings.chooseFile}
            </button>
            {choosing ? (
              <Suspense fallback={<p>Loading…</p>}>
                <FileManager
                  mode="choose"
                  accept="any"
                  onChoose={(chosen) => {
                    setFile(chosen.url)
                    setChoosing(false)
                  }}
                  onClose={() => setChoosing(false)}
                />
              </Suspense>
            ) : null}
          </>
        ) : null}
        <label className="ed-check">
          <input
            type="checkbox"
            checked={newWindow}
            onChange={(event) => setNewWindow(event.target.checked)}
          />
          {editorStrings.openInNewWindow}
        </label>
        <button type="button" aria-expanded={advanced} onClick={() => setAdvanced(!advanced)}>
          {editorStrings.advanced}
        </button>
        {advanced && tab === 'Page' ? field('Anchor on the page', anchor, setAnchor) : null}
        {advanced && tab !== 'Page' ? <p>No advanced settings for this link type.</p> : null}
      </div>
      {error ? <p role="alert">{error}</p> : null}
      <button type="button" onClick={save}>
        Save link
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  )
}
