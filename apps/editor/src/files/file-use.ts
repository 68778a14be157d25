import type { FileUse } from '../api/api-types.js'

const kinds: Record<FileUse['kind'], string> = {
  page: 'page',
  item: 'post or product',
  site: 'site',
}

/** 'Gallery Wall (page)': one place that would lose the file. */
export function describeUse(use: FileUse): string {
  return use.kind === 'site' ? use.title : `${use.title} (${kinds[use.kind]})`
}
