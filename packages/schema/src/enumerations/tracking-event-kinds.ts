/** SPEC §3 tracking event kinds. */
export const TrackingEventKind = {
  'page-view': 1,
  'site-search': 2,
  heartbeat: 10,
  audio: 20,
  video: 21,
} as const

export type TrackingEventKindName = keyof typeof TrackingEventKind
export type TrackingEventKindCode = (typeof TrackingEventKind)[TrackingEventKindName]
