/*
 * The editor API's answers for starting a site from a design and for the setup checklist
 * (issue 22), as the server sends them.
 */

/** One designed starting site of the picker. */
export interface StartingSiteChoice {
  key: string
  name: string
  summary: string
  /** The sample site's title, shown on the preview. */
  title: string
  /** A miniature of its home page (SVG), for the picker. */
  previewUrl: string
}

/** `GET /api/editor/starting-sites`: the choices, and whether this site may still take one. */
export interface StartingSiteChoices {
  sites: StartingSiteChoice[]
  /** False once the site has content of its own: a starting site only fills an empty site. */
  available: boolean
}

/** One step of the setup checklist, done or not as the site's state says. */
export interface SetupChecklistItem {
  id: 'title-logo' | 'product' | 'payments' | 'domain' | 'publish'
  label: string
  done: boolean
  /** The editor area where the step is done. */
  area: string
}

/** `GET /api/editor/setup-checklist`. */
export interface SetupChecklist {
  items: SetupChecklistItem[]
}
