/** The bundle format this code writes; older ones are brought up to it before they are checked. */
export const BUNDLE_VERSION = 2

type BundleDocument = Record<string, unknown>

interface BundleMigration {
  /** The version this step produces; it runs on bundles at `to - 1`. */
  to: number
  up(bundle: BundleDocument): BundleDocument
}

/**
 * Version 2 carries the editor's drafts, taxonomy names, store categories, styles, checkout
 * settings and mailing lists. A version 1 bundle had none of them, whatever keys it holds: it
 * imports with empty lists and without styles or checkout settings (the server's defaults).
 */
const toVersionTwo: BundleMigration = {
  to: 2,
  up: (bundle) => {
    const { styles: _styles, checkout: _checkout, ...rest } = bundle
    return { ...rest, taxonomyNames: [], storeCategories: [], pageDrafts: [], mailingLists: [] }
  },
}

export const siteBundleMigrations: readonly BundleMigration[] = [toVersionTwo]

/**
 * Brings a bundle of an older `bundleVersion` up to `BUNDLE_VERSION`, one step at a time. Anything
 * else (a newer or unknown version, not an object) is left for the validator to refuse.
 */
export function upgradeSiteBundle(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input
  let bundle = input as BundleDocument
  const version = bundle.bundleVersion
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return input
  for (const step of siteBundleMigrations) {
    if (step.to > version) bundle = { ...step.up(bundle), bundleVersion: step.to }
  }
  return bundle
}
