import type { Collection, Item } from '@atelier/schema'

export function collectionPath(collection: Pick<Collection, 'urlId'>): string {
  return `/${collection.urlId}`
}

export function itemPath(collection: Pick<Collection, 'urlId'>, item: Pick<Item, 'urlId'>): string {
  return `/${collection.urlId}/${item.urlId}`
}
