import type { Website } from '@atelier/schema'

/** The website a request is for, as route handlers see it (`request.site`). */
export interface Site {
  id: string
  title: string
  timeZone: string
  currency: string
  isDefault: boolean
  /** The stored website document. */
  website: Website
}
