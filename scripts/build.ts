import { fileURLToPath } from 'node:url'
import { buildAll } from './build/build-apps.js'

// `npm run build` (and so `npm start` and `npm run atelier`): quiet, and only what changed.
await buildAll(fileURLToPath(new URL('..', import.meta.url)))
