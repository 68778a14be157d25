const MOUNTED = 'islandMounted'

/**
 * Calls `mount` once for every element marked `data-island="{name}"`. Entries call this when they
 * load, so an entry works whether the loader imported it or the server printed it directly.
 */
export function mountIslands(
  name: string,
  mount: (root: HTMLElement) => void,
  doc: Document = document,
): number {
  let count = 0
  for (const root of doc.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    if (root.dataset[MOUNTED] === 'true') continue
    root.dataset[MOUNTED] = 'true'
    mount(root)
    count += 1
  }
  return count
}

/** The island names present in a document, in first-seen order. */
export function islandNames(doc: Document = document): string[] {
  const names = new Set<string>()
  for (const element of doc.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island
    if (name) names.add(name)
  }
  return [...names]
}
