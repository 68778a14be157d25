import { mountIslands } from '../islands/mount-islands.js'
import { startTracking } from '../tracking/start-tracking.js'

// The layout prints `<div hidden data-island="tracking" …>` on every published page.
mountIslands('tracking', (root) => startTracking(root))
