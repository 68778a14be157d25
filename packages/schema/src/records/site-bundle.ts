import { z } from 'zod'
import { Limits } from '../core/limits.js'
import { idSchema } from '../core/primitives.js'
import { RecordType } from '../enumerations/record-types.js'
import { collectionSchema } from './collection.js'
import { formSchema } from './form.js'
import { itemSchema } from './item.js'
import { linkedCollectionIds, navigationSchema } from './navigation.js'
import { siteHeaderFooterSchema } from './site-header-footer.js'
import {
  bundleCheckoutSchema,
  bundleMailingListSchema,
  bundlePageDraftSchema,
  bundleSiteUserSchema,
  bundleStoreCategorySchema,
  bundleStylesSchema,
  bundleTaxonomyNameSchema,
} from './site-bundle-parts.js'
import { BUNDLE_VERSION, upgradeSiteBundle } from './site-bundle-migrations.js'
import { bundleMemberAreaSchema, checkMemberAreas } from './site-bundle-member-areas.js'
import { websiteSchema } from './website.js'

export { BUNDLE_VERSION }

export const domainSchema = z.object({
  host: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/, { error: 'A host is a lowercase domain name.' }),
  primary: z.boolean().default(false),
})

export const bundleFileSchema = z.object({
  id: idSchema,
  path: z.string().min(1),
  mime: z.string().regex(/^[\w.+-]+\/[\w.+-]+$/, { error: 'A file needs a MIME type.' }),
  size: z.number().int().min(0),
  width: z.number().int().min(1).optional(),
  height: z.number().int().min(1).optional(),
  alt: z.string().optional(),
  dataBase64: z.base64({ error: 'dataBase64 must be base64.' }).optional(),
})

type Problem = (message: string, path: (string | number)[]) => void

function checkUnique(
  values: string[],
  what: string,
  path: (i: number) => (string | number)[],
  problem: Problem,
) {
  const seen = new Set<string>()
  values.forEach((value, index) => {
    if (seen.has(value)) problem(`${what} ${value} is used twice.`, path(index))
    seen.add(value)
  })
}

const supportedVersions = Array.from({ length: BUNDLE_VERSION }, (_, i) => i + 1)

const siteBundleShape = z
  .object({
    bundleVersion: z.literal(BUNDLE_VERSION, {
      error: `bundleVersion must be ${supportedVersions.slice(0, -1).join(', ')} or ${BUNDLE_VERSION}.`,
    }),
    website: websiteSchema,
    domains: z.array(domainSchema).default([]),
    collections: z.array(collectionSchema).default([]),
    items: z.array(itemSchema).default([]),
    navigation: navigationSchema,
    headerFooter: siteHeaderFooterSchema,
    forms: z.array(formSchema).default([]),
    files: z.array(bundleFileSchema).default([]),
    /** Absent: the site keeps the theme's own look. */
    styles: bundleStylesSchema.optional(),
    taxonomyNames: z.array(bundleTaxonomyNameSchema).default([]),
    storeCategories: z.array(bundleStoreCategorySchema).default([]),
    pageDrafts: z.array(bundlePageDraftSchema).default([]),
    /** Absent: the store starts with the default checkout settings. */
    checkout: bundleCheckoutSchema.optional(),
    mailingLists: z.array(bundleMailingListSchema).default([]),
    /** Visitor accounts with their password hashes; absent in bundles made before them. */
    siteUsers: z.array(bundleSiteUserSchema).default([]),
    /** Member areas with their plans (and members without a subscription); absent before them. */
    memberAreas: z.array(bundleMemberAreaSchema).default([]),
  })
  .check((ctx) => {
    const bundle = ctx.value
    const problem: Problem = (message, path) =>
      ctx.issues.push({ code: 'custom', message, path, input: bundle })
    const websiteId = bundle.website.id

    if (bundle.domains.filter((domain) => domain.primary).length > 1) {
      problem('Only one domain can be primary.', ['domains'])
    }
    checkUnique(
      bundle.domains.map((d) => d.host),
      'Host',
      (i) => ['domains', i, 'host'],
      problem,
    )
    checkUnique(
      bundle.collections.map((c) => c.id),
      'Collection id',
      (i) => ['collections', i, 'id'],
      problem,
    )
    checkUnique(
      bundle.collections.map((c) => c.urlId),
      'URL id',
      (i) => ['collections', i, 'urlId'],
      problem,
    )
    checkUnique(
      bundle.items.map((item) => item.id),
      'Item id',
      (i) => ['items', i, 'id'],
      problem,
    )
    checkUnique(
      bundle.forms.map((form) => form.id),
      'Form id',
      (i) => ['forms', i, 'id'],
      problem,
    )
    checkUnique(
      bundle.files.map((file) => file.id),
      'File id',
      (i) => ['files', i, 'id'],
      problem,
    )

    const collections = new Map(bundle.collections.map((c) => [c.id, c]))
    bundle.collections.forEach((collection, index) => {
      if (collection.websiteId !== websiteId) {
        problem(`Collection ${collection.id} belongs to another website.`, [
          'collections',
          index,
          'websiteId',
        ])
      }
    })

    const itemUrls = new Set<string>()
    const productsPerCollection = new Map<string, number>()
    const formIds = new Set(bundle.forms.map((form) => form.id))
    bundle.items.forEach((item, index) => {
      if (item.websiteId !== websiteId) {
        problem(`Item ${item.id} belongs to another website.`, ['items', index, 'websiteId'])
      }
      if (!collections.has(item.collectionId)) {
        problem(`Item ${item.id} is in unknown collection ${item.collectionId}.`, [
          'items',
          index,
          'collectionId',
        ])
      }
      const url = `${item.collectionId}/${item.urlId}`
      if (itemUrls.has(url))
        problem(`URL id ${item.urlId} is used twice.`, ['items', index, 'urlId'])
      itemUrls.add(url)
      if (item.recordType === RecordType['store-item']) {
        const count = (productsPerCollection.get(item.collectionId) ?? 0) + 1
        productsPerCollection.set(item.collectionId, count)
        if (count === Limits.productsPerCollection + 1) {
          problem(`A store holds at most ${Limits.productsPerCollection} products.`, [
            'items',
            index,
          ])
        }
      }
      const formId = item.structuredContent?.additionalFieldsFormId
      if (formId !== undefined && !formIds.has(formId)) {
        problem(`Item ${item.id} uses unknown form ${formId}.`, [
          'items',
          index,
          'structuredContent',
        ])
      }
    })

    for (const collectionId of linkedCollectionIds(bundle.navigation)) {
      if (!collections.has(collectionId)) {
        problem(`Navigation links to unknown collection ${collectionId}.`, ['navigation'])
      }
    }
    checkVersionTwoParts(bundle, collections, problem)
  })

/** References and keys of the parts that version 2 added. */
function checkVersionTwoParts(
  bundle: z.output<typeof siteBundleShape>,
  collections: Map<string, { kind: string }>,
  problem: Problem,
) {
  const unknownCollection = (id: string, path: (string | number)[]) => {
    if (!collections.has(id)) problem(`Unknown collection ${id}.`, path)
  }
  bundle.taxonomyNames.forEach((entry, index) =>
    unknownCollection(entry.collectionId, ['taxonomyNames', index, 'collectionId']),
  )
  checkUnique(
    bundle.taxonomyNames.map((n) => `${n.collectionId}/${n.tagType}/${n.name}`),
    'Taxonomy name',
    (i) => ['taxonomyNames', i, 'name'],
    problem,
  )

  checkUnique(
    bundle.storeCategories.map((c) => c.id),
    'Store category id',
    (i) => ['storeCategories', i, 'id'],
    problem,
  )
  const categories = new Map(bundle.storeCategories.map((c) => [c.id, c]))
  bundle.storeCategories.forEach((category, index) => {
    if (collections.get(category.collectionId)?.kind !== 'store') {
      problem(`Store category ${category.id} is not in a store.`, [
        'storeCategories',
        index,
        'collectionId',
      ])
    }
    const parentId = category.parentCategoryId
    if (parentId !== null && categories.get(parentId)?.collectionId !== category.collectionId) {
      problem(`Store category ${category.id} has unknown parent ${parentId}.`, [
        'storeCategories',
        index,
        'parentCategoryId',
      ])
    }
  })

  bundle.pageDrafts.forEach((page, index) =>
    unknownCollection(page.collectionId, ['pageDrafts', index, 'collectionId']),
  )
  checkUnique(
    bundle.pageDrafts.map((page) => page.collectionId),
    'Page draft of',
    (i) => ['pageDrafts', i, 'collectionId'],
    problem,
  )

  checkUnique(
    bundle.mailingLists.map((list) => list.id),
    'Mailing list id',
    (i) => ['mailingLists', i, 'id'],
    problem,
  )
  const subscriberIds = bundle.mailingLists.flatMap((list) => list.subscribers.map((s) => s.id))
  checkUnique(subscriberIds, 'Subscriber id', () => ['mailingLists'], problem)
  bundle.mailingLists.forEach((list, index) =>
    checkUnique(
      list.subscribers.map((s) => s.email),
      'Email',
      (i) => ['mailingLists', index, 'subscribers', i, 'email'],
      problem,
    ),
  )

  checkUnique(
    bundle.siteUsers.map((user) => user.id),
    'Site user id',
    (i) => ['siteUsers', i, 'id'],
    problem,
  )
  checkUnique(
    bundle.siteUsers.map((user) => user.email.trim().toLowerCase()),
    'Site user email',
    (i) => ['siteUsers', i, 'email'],
    problem,
  )
  checkMemberAreas(bundle, problem)
}

/**
 * Everything of one site in one JSON document: the import/export and demo-seed format. Bundles of
 * an older `bundleVersion` are upgraded first, so they still import.
 */
export const siteBundleSchema = z.preprocess(upgradeSiteBundle, siteBundleShape)

export type Domain = z.output<typeof domainSchema>
export type BundleFile = z.output<typeof bundleFileSchema>
export type SiteBundle = z.output<typeof siteBundleSchema>
/** What a bundle may look like before parsing: the current shape, or an older version's. */
export type SiteBundleInput = Omit<z.input<typeof siteBundleShape>, 'bundleVersion'> & {
  bundleVersion: number
}
