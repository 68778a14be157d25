import type { SiteBundle } from '@atelier/schema'
import type { SiteSnapshot, SnapshotFile } from './site-snapshot.js'

/**
 * A snapshot straight from a bundle (tests, previews of an import): files are served from
 * `/files/<websiteId>/<path>` with the derived widths given, or none.
 */
export function snapshotFromBundle(
  bundle: SiteBundle,
  options: { version?: string; derivedWidths?: number[] } = {},
): SiteSnapshot {
  const files = new Map<string, SnapshotFile>(
    bundle.files.map((file) => [
      file.id,
      {
        id: file.id,
        url: `/files/${bundle.website.id}/${file.path}`,
        width: file.width ?? 0,
        height: file.height ?? 0,
        derivedWidths: (options.derivedWidths ?? []).filter((width) => width <= (file.width ?? 0)),
        alt: file.alt ?? '',
      },
    ]),
  )
  const lockedCollectionIds = new Set(
    bundle.collections
      .filter((collection) => collection.passwordHash !== undefined)
      .map((collection) => collection.id),
  )
  return {
    version: options.version ?? 'bundle',
    website: bundle.website,
    domains: bundle.domains,
    collections: bundle.collections.map(({ passwordHash: _secret, ...collection }) => collection),
    items: bundle.items,
    navigation: bundle.navigation,
    headerFooter: bundle.headerFooter,
    forms: bundle.forms,
    files,
    lockedCollectionIds,
  }
}
