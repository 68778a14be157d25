/** SPEC §3 folder behaviour. */
export const FolderBehaviour = {
  index: 1,
  redirect: 2,
  none: 3,
} as const

export type FolderBehaviourName = keyof typeof FolderBehaviour
export type FolderBehaviourCode = (typeof FolderBehaviour)[FolderBehaviourName]

/** A folder's navigation entry is clickable when its behaviour is missing, index or redirect. */
export function isFolderClickable(behaviour: FolderBehaviourName | undefined): boolean {
  return behaviour !== 'none'
}
