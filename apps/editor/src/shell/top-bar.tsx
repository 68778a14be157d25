import { ExternalLink, LogOut, Menu, X } from 'lucide-react'
import type { Session } from '../api/api-types.js'
import { editorStrings } from '../strings.js'

interface Props {
  session: Session
  navId: string
  navOpen: boolean
  onToggleNav: () => void
  onSignOut: () => void
}

/**
 * One row, at every width: the menu button (phone), the site, View site, who, Sign Out. A
 * self-hosted site has no plans or billing, so there is no Upgrade link.
 */
export function TopBar({ session, navId, navOpen, onToggleNav, onSignOut }: Props) {
  return (
    <header className="ed-header">
      <button
        type="button"
        className="ed-menu-button"
        aria-expanded={navOpen}
        aria-controls={navId}
        aria-label="Editor menu"
        title="Editor menu"
        onClick={onToggleNav}
      >
        {navOpen ? (
          <X size={18} aria-hidden="true" focusable="false" />
        ) : (
          <Menu size={18} aria-hidden="true" focusable="false" />
        )}
      </button>
      <strong className="ed-site-title">{session.website.title}</strong>
      <div className="ed-header-end">
        <a
          className="ed-header-link"
          href={session.website.baseUrl || '/'}
          target="_blank"
          rel="noreferrer"
        >
          <ExternalLink size={16} aria-hidden="true" focusable="false" />
          <span className="ed-header-text">View site</span>
        </a>
        <span className="ed-user" title={session.user.email}>
          {session.user.name || session.user.email}
        </span>
        <button type="button" className="ed-header-link" onClick={onSignOut}>
          <LogOut size={16} aria-hidden="true" focusable="false" />
          <span className="ed-header-text">{editorStrings.signOut}</span>
        </button>
      </div>
    </header>
  )
}
