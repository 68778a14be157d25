import type { MoveDirection, PagePlace } from '../../pages/page-tree.js'

/** Every edit of the page navigation. Each has one handler in `navigation-reducer.ts`. */
export type NavigationAction =
  /** A keyboard move (Alt+Arrow) of the pages panel. */
  | { type: 'move-page'; id: string; direction: MoveDirection }
  /** A drag and drop to a place in a section or folder. */
  | { type: 'place-page'; id: string; target: PagePlace }
  /** The title the page has in the navigation (and the panel). */
  | { type: 'rename-page'; id: string; title: string }
