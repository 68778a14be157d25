import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import type { PageSection, PageSummary, Session } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { PageEditor } from '../canvas/page-editor.js'
import { PagesPanel } from '../pages/pages-panel.js'
import { peopleApi } from '../people/people-api.js'
import { peopleStrings } from '../people/people-strings.js'
import { usePages } from '../pages/use-pages.js'
import { SessionContext } from './session-context.js'
import { ErrorState, LoadingState } from '../ui/states.js'
import { AreaNav } from './area-nav.js'
import { LeaveDialog } from './leave-dialog.js'
import { leaveQuestion } from './leave-guard.js'
import { allAreas, readArea, type Area, type AreaEntry } from './editor-areas.js'
import { TopBar } from './top-bar.js'
import { SetupChecklist } from '../starting-sites/setup-checklist.js'
import { StartingSitePicker } from '../starting-sites/starting-site-picker.js'
import { startingSitesApi, startingSitesKey } from '../starting-sites/starting-sites-api.js'
import { sessionKey } from './use-session.js'

const PageSettings = lazy(() => import('../pages/page-settings.js'))
const BlogPanel = lazy(() => import('../blog/blog-panel.js'))
const LessonsPanel = lazy(() => import('../lessons/lessons-panel.js'))
const StylesPanel = lazy(() => import('../styles/styles-panel.js'))
const SitePanel = lazy(() => import('../site/site-panel.js'))
const FileManager = lazy(() => import('../files/file-manager.js'))
const InboxPanel = lazy(() => import('../inbox/inbox-panel.js'))
const MemberAreasPanel = lazy(() => import('../member-areas/member-areas-panel.js'))
const MailingListsPanel = lazy(() => import('../mailing-lists/mailing-lists-panel.js'))
const CampaignsPanel = lazy(() => import('../campaigns/campaigns-panel.js'))
const CommerceArea = lazy(() => import('../orders/commerce-area.js'))
const ProductsPanel = lazy(() => import('../products/products-panel.js'))
const InventoryPanel = lazy(() => import('../inventory/inventory-panel.js'))
const StoreSettingsPanel = lazy(() => import('../store-settings/store-settings-panel.js'))
const WebhooksPanel = lazy(() => import('../webhooks/webhooks-panel.js'))
const AnalyticsPanel = lazy(() => import('../analytics/analytics-panel.js'))
const PermissionsPanel = lazy(() => import('../people/permissions-panel.js'))
const AuditLogPanel = lazy(() => import('../people/audit-log-panel.js'))

/** `/config/?page=<id>` opens that page, so a reload (or a link) comes back to it. */
function readPageId(): string | null {
  return new URLSearchParams(window.location.search).get('page')
}

const initialPageId = readPageId()

function rememberPageId(id: string): void {
  const url = new URL(window.location.href)
  url.searchParams.set('page', id)
  window.history.replaceState(null, '', url)
}

function findPage(sections: readonly PageSection[], id: string): PageSummary | undefined {
  const all = sections.flatMap((section) =>
    section.pages.flatMap((entry) => [entry, ...(entry.children ?? [])]),
  )
  return all.find((entry) => entry.id === id)
}

/**
 * The page /config opens on when none is named: the home page, the first page of the main
 * navigation (as the site's renderer picks it; folders are looked into).
 */
function homePage(sections: readonly PageSection[]): PageSummary | undefined {
  const main = sections.find((section) => section.id === 'main')?.pages ?? []
  return main
    .flatMap((entry) => [entry, ...(entry.children ?? [])])
    .find((entry) => entry.kind === 'page')
}

/** The signed-in editor: the pages panel, the page being edited, and the site-wide areas. */
export default function EditorShell({ session }: { session: Session }) {
  const me = useQuery({ queryKey: ['me'], queryFn: peopleApi.me })
  if (me.isPending) return <LoadingState />
  if (me.isError) return <ErrorState error={me.error} onRetry={() => me.refetch()} />
  const visible = allAreas.filter((entry) => me.data.permissions.view.includes(entry.permission))
  // Admins start a new site from a design and see the setup checklist.
  const admin = me.data.permissions.edit.includes('website')
  return <Shell session={session} visible={visible} admin={admin} />
}

/** Where "Start with an empty site" is remembered, per website, so the picker stays away. */
const startEmptyKey = (websiteId: string) => `atelier.start-empty.${websiteId}`

function Shell({
  session,
  visible,
  admin,
}: {
  session: Session
  visible: readonly AreaEntry[]
  admin: boolean
}) {
  const queryClient = useQueryClient()
  const starting = useQuery({
    queryKey: startingSitesKey,
    queryFn: startingSitesApi.choices,
    enabled: admin,
  })
  const [startEmpty, setStartEmpty] = useState(
    () => window.localStorage.getItem(startEmptyKey(session.website.id)) !== null,
  )
  const picking = admin && starting.data?.available === true && !startEmpty
  const [chosen, setArea] = useState<Area | undefined>(readArea)
  const [navOpen, setNavOpen] = useState(false)
  const closeNav = useCallback(() => {
    setNavOpen(false)
    // Escape gives the keyboard back to the button that opened the menu.
    document.querySelector<HTMLButtonElement>('.ed-menu-button')?.focus()
  }, [])
  // An area the owner chose while the current one holds unsaved work, and the guard's question.
  const [leaving, setLeaving] = useState<{ next: Area; question: string } | null>(null)
  const area = visible.some((entry) => entry.id === chosen) ? chosen : visible[0]?.id
  const [pageId, setPageId] = useState<string | null>(initialPageId)
  const pages = usePages()
  useEffect(() => {
    // A page opened by its link: fetch its draft while the page list is still loading.
    if (initialPageId) {
      void queryClient.prefetchQuery({
        queryKey: ['content', initialPageId],
        queryFn: () => editorApi.content(initialPageId),
      })
    }
  }, [queryClient])
  const page = pageId
    ? findPage(pages.data?.sections ?? [], pageId)
    : homePage(pages.data?.sections ?? [])
  const [settingsFor, setSettingsFor] = useState<PageSummary | null>(null)
  const signOut = useMutation({
    mutationFn: editorApi.logout,
    onSettled: () => {
      // Signed out at once (the sign-in form replaces the shell), then checked with the server;
      // clearing the whole cache instead would leave the session's observer on the old owner.
      queryClient.setQueryData(sessionKey, null)
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] })
      return queryClient.invalidateQueries({ queryKey: sessionKey })
    },
  })
  return (
    <SessionContext.Provider value={session}>
      <div className="ed-shell">
        <a className="ed-skip-link" href="#ed-main">
          Skip to content
        </a>
        <TopBar
          session={session}
          navId="ed-area-nav"
          navOpen={navOpen}
          onToggleNav={() => setNavOpen(!navOpen)}
          onSignOut={() => signOut.mutate()}
        />
        {admin && !picking ? (
          <SetupChecklist
            onOpen={(next) => {
              const entry = visible.find((candidate) => candidate.id === next)
              if (entry) setArea(entry.id)
            }}
          />
        ) : null}
        {admin && starting.isPending ? (
          <LoadingState />
        ) : picking ? (
          <StartingSitePicker
            onDone={() => setPageId(null)}
            onSkip={() => {
              window.localStorage.setItem(startEmptyKey(session.website.id), 'yes')
              setStartEmpty(true)
            }}
          />
        ) : (
          <div className="ed-body">
            <AreaNav
              id="ed-area-nav"
              visible={visible}
              current={area}
              open={navOpen}
              onChoose={(next) => {
                const question = next === area ? null : leaveQuestion()
                if (question !== null) {
                  setLeaving({ next, question })
                  return
                }
                setArea(next)
                setNavOpen(false)
              }}
              onClose={closeNav}
            />
            {area === undefined ? (
              <main className="ed-main" id="ed-main" tabIndex={-1}>
                <p className="ed-hint">{peopleStrings.noAreas}</p>
              </main>
            ) : area === 'pages' ? (
              <>
                <PagesPanel
                  selectedId={page?.id}
                  onSelect={(next) => {
                    setPageId(next.id)
                    rememberPageId(next.id)
                    setSettingsFor(null)
                  }}
                  onSettings={setSettingsFor}
                />
                <main className="ed-main" id="ed-main" tabIndex={-1}>
                  <Suspense fallback={<LoadingState />}>
                    {settingsFor ? (
                      <PageSettings
                        key={settingsFor.id}
                        // The latest list's copy, so a saved password shows as a lock at once.
                        page={findPage(pages.data?.sections ?? [], settingsFor.id) ?? settingsFor}
                        onClose={() => setSettingsFor(null)}
                      />
                    ) : page ? (
                      <PageArea page={page} />
                    ) : (
                      <p className="ed-hint">Choose a page to edit it, or add a new one.</p>
                    )}
                  </Suspense>
                </main>
              </>
            ) : (
              <main className="ed-main" id="ed-main" tabIndex={-1}>
                <Suspense fallback={<LoadingState />}>
                  {area === 'styles' ? <StylesPanel /> : null}
                  {area === 'site' ? <SitePanel /> : null}
                  {area === 'files' ? <FileManager mode="manage" accept="any" /> : null}
                  {area === 'inbox' ? <InboxPanel /> : null}
                  {area === 'mailing-lists' ? <MailingListsPanel /> : null}
                  {area === 'campaigns' ? <CampaignsPanel /> : null}
                  {area === 'member-areas' ? <MemberAreasPanel /> : null}
                  {area === 'products' ? <ProductsPanel /> : null}
                  {area === 'inventory' ? <InventoryPanel /> : null}
                  {area === 'orders' ? <CommerceArea /> : null}
                  {area === 'store-settings' ? <StoreSettingsPanel /> : null}
                  {area === 'webhooks' ? <WebhooksPanel /> : null}
                  {area === 'analytics' ? <AnalyticsPanel /> : null}
                  {area === 'people' ? <PermissionsPanel /> : null}
                  {area === 'audit' ? <AuditLogPanel /> : null}
                </Suspense>
              </main>
            )}
          </div>
        )}
        <LeaveDialog
          question={leaving?.question ?? null}
          onKeepEditing={() => setLeaving(null)}
          onDiscard={() => {
            if (leaving) setArea(leaving.next)
            setLeaving(null)
            setNavOpen(false)
          }}
        />
      </div>
    </SessionContext.Provider>
  )
}

function PageArea({ page }: { page: PageSummary }) {
  switch (page.kind) {
    case 'page':
      return <PageEditor key={page.id} page={page} />
    case 'blog':
      return <BlogPanel key={page.id} collection={page} />
    case 'course':
      return <LessonsPanel key={page.id} collection={page} />
    case 'folder':
      return (
        <p className="ed-hint">
          A folder groups pages in the navigation; drag pages into it or use Alt+ArrowRight.
        </p>
      )
    case 'link':
      return (
        <p className="ed-hint">
          A link page points elsewhere; set its address in the page settings.
        </p>
      )
    default:
      return <p className="ed-hint">This {page.kind} page’s settings are in its page settings.</p>
  }
}
