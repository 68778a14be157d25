import type { EditorAction } from '../editor-action.js'
import type { PostDraft } from './post-draft.js'

type PostField = Exclude<keyof PostDraft, 'body'>

type SetPostField = {
  [K in PostField]: { type: 'set-post-field'; key: K; value: PostDraft[K] }
}[PostField]

/** Every edit of a blog post: its fields, and its body with the page's block actions. */
export type PostAction = SetPostField | EditorAction
