import type { SiteBundle } from '@atelier/schema'
import type { SearchIndex } from '../storage/search-index.js'
import { searchDocuments } from './search-documents.js'

/** Writes every searchable page, post, event and product of a site into the search index. */
export async function indexSiteContent(
  searchIndex: SearchIndex,
  content: Pick<SiteBundle, 'website' | 'collections' | 'items'>,
): Promise<number> {
  const documents = searchDocuments(content)
  for (const document of documents) await searchIndex.upsert(document)
  return documents.length
}
