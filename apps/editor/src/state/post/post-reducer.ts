import { documentReducer } from '../document-reducer.js'
import { createHistoryReducer } from '../history.js'
import type { PostAction } from './post-action.js'
import type { PostDraft } from './post-draft.js'

/** The one place a blog post changes: its fields here, its body blocks by the page's handlers. */
export function postReducer(draft: PostDraft, action: PostAction): PostDraft {
  switch (action.type) {
    case 'set-post-field':
      return draft[action.key] === action.value ? draft : { ...draft, [action.key]: action.value }
    default: {
      const body = documentReducer(draft.body, action)
      return body === draft.body ? draft : { ...draft, body }
    }
  }
}

export const postHistoryReducer = createHistoryReducer(postReducer, (action) => {
  if (action.type === 'set-post-field')
    return typeof action.value === 'string' ? `post:${action.key}` : undefined
  return action.type === 'update-block' ? action.mergeKey : undefined
})
