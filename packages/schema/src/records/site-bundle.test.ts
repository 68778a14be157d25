import { describe, expect, it } from 'vitest'
import { parseWith } from '../core/parse-result.js'
import { siteBundleSchema } from './site-bundle.js'

const product = (id: string, collectionId = 'shop') => ({
  id,
  websiteId: 'w1',
  collectionId,
  urlId: id,
  title: id,
  recordType: 11,
  structuredContent: { productType: 1, variants: [{ id: 'v', sku: `S-${id}`, priceCents: 100 }] },
})

const bundle = (overrides: object = {}) => ({
  bundleVersion: 1,
  website: { id: 'w1', title: 'Shop' },
  domains: [{ host: 'shop.example.com', primary: true }, { host: 'localhost:3000' }],
  collections: [
    { id: 'home', websiteId: 'w1', urlId: 'home', title: 'Home', kind: 'page', layout: {} },
    { id: 'shop', websiteId: 'w1', urlId: 'shop', title: 'Shop', kind: 'store' },
  ],
  items: [product('mug')],
  navigation: { main: [{ id: 'n1', kind: 'collection', collectionId: 'shop' }] },
  headerFooter: {},
  forms: [],
  files: [{ id: 'f1', path: 'images/mug.jpg', mime: 'image/jpeg', size: 3, dataBase64: 'AAAA' }],
  ...overrides,
})

const at = '2026-11-01T09:00:00.000Z'
const category = (id: string, collectionId = 'shop') => ({
  id,
  collectionId,
  displayName: id,
  type: id === 'root' ? 'ROOT' : 'CATEGORY',
  pageRendering: 'INHERIT',
  displayIndex: 0,
})
const draft = (collectionId: string) => ({
  collectionId,
  draft: { columns: 12, blocks: [] },
  version: 3,
  publishedVersion: 2,
})
const subscriber = (id: string, email: string) => ({
  id,
  email,
  status: 'unsubscribed',
  createdAt: at,
  updatedAt: at,
})
const versionTwo = (overrides: object = {}) =>
  bundle({
    bundleVersion: 2,
    styles: { fonts: { heading: 'Inter', body: 'Inter' }, colors: { text: '#000' } },
    taxonomyNames: [{ collectionId: 'shop', tagType: 'category', name: 'Cups' }],
    storeCategories: [category('root'), { ...category('sub'), parentCategoryId: 'root' }],
    pageDrafts: [draft('home')],
    checkout: {
      settings: { coupons: [{ code: 'welcome10', kind: 'percentage', percentBasisPoints: 1000 }] },
      lastOrderNumber: 1042,
    },
    mailingLists: [
      { id: 'news', name: 'News', createdAt: at, subscribers: [subscriber('s1', 'a@x.org')] },
    ],
    ...overrides,
  })

const messages = (input: unknown) => {
  const result = parseWith(siteBundleSchema, input)
  return result.ok ? [] : result.issues.map((issue) => issue.message)
}

describe('site bundle', () => {
  it('reads a whole site and migrates its documents', () => {
    const result = parseWith(siteBundleSchema, bundle())
    expect(result).toMatchObject({
      ok: true,
      value: {
        website: { schemaVersion: 1, currency: 'USD' },
        domains: [{ primary: true }, { primary: false }],
        collections: [{ schemaVersion: 1, layout: { schemaVersion: 1 } }, { collectionType: 13 }],
        navigation: { schemaVersion: 1 },
        headerFooter: { schemaVersion: 1 },
      },
    })
  })

  it('refuses a bundle version it does not know', () => {
    expect(messages(bundle({ bundleVersion: 3 }))).toEqual(['bundleVersion must be 1 or 2.'])
    expect(messages(bundle({ bundleVersion: 0 }))).toEqual(['bundleVersion must be 1 or 2.'])
  })

  it('upgrades a version 1 bundle, which carried none of the parts version 2 added', () => {
    const result = parseWith(
      siteBundleSchema,
      bundle({ mailingLists: [{ id: 'news', name: 'News', createdAt: at }], styles: {} }),
    )
    expect(result).toMatchObject({
      ok: true,
      value: {
        bundleVersion: 2,
        taxonomyNames: [],
        storeCategories: [],
        pageDrafts: [],
        mailingLists: [],
      },
    })
    expect(result.ok && result.value.styles).toBeUndefined()
    expect(result.ok && result.value.checkout).toBeUndefined()
  })

  it('reads the parts of version 2', () => {
    const result = parseWith(siteBundleSchema, versionTwo())
    expect(result).toMatchObject({
      ok: true,
      value: {
        bundleVersion: 2,
        storeCategories: [{ parentCategoryId: null }, { parentCategoryId: 'root' }],
        pageDrafts: [{ draft: { schemaVersion: 1 }, version: 3, publishedVersion: 2 }],
        checkout: { settings: { coupons: [{ code: 'WELCOME10', scope: { kind: 'all' } }] } },
        mailingLists: [{ doubleOptIn: false, subscribers: [{ status: 'unsubscribed' }] }],
      },
    })
  })

  it('checks the references and keys of the version 2 parts', () => {
    expect(
      messages(
        versionTwo({
          taxonomyNames: [
            { collectionId: 'gone', tagType: 'tag', name: 'mugs' },
            { collectionId: 'shop', tagType: 'tag', name: 'cups' },
            { collectionId: 'shop', tagType: 'tag', name: 'cups' },
          ],
          storeCategories: [
            category('root', 'home'),
            { ...category('sub'), parentCategoryId: 'x' },
          ],
          pageDrafts: [draft('home'), draft('home'), draft('nowhere')],
          mailingLists: [
            { id: 'news', name: 'News', createdAt: at, subscribers: [subscriber('s1', 'a@x.org')] },
            { id: 'news', name: 'News', createdAt: at, subscribers: [subscriber('s1', 'b@x.org')] },
          ],
        }),
      ),
    ).toEqual([
      'Unknown collection gone.',
      'Taxonomy name shop/tag/cups is used twice.',
      'Store category root is not in a store.',
      'Store category sub has unknown parent x.',
      'Unknown collection nowhere.',
      'Page draft of home is used twice.',
      'Mailing list id news is used twice.',
      'Subscriber id s1 is used twice.',
    ])
  })

  it('carries site users with their password hashes, each id and email once', () => {
    const user = (id: string, email: string, passwordHash = 'scrypt$32768$8$1$salt$hash') => ({
      id,
      email,
      passwordHash,
      createdAt: at,
    })
    expect(messages(versionTwo({ siteUsers: [user('u1', 'a@x.org')] }))).toEqual([])
    expect(
      messages(
        versionTwo({
          siteUsers: [
            user('u1', 'a@x.org'),
            user('u1', 'A@x.org'),
            user('u2', 'b@x.org', 'plain password'),
          ],
        }),
      ),
    ).toEqual([
      'A password hash is an scrypt hash.',
      'Site user id u1 is used twice.',
      'Site user email a@x.org is used twice.',
    ])
  })

  it('checks references between documents', () => {
    expect(messages(bundle({ items: [product('mug', 'nowhere')] }))).toEqual([
      'Item mug is in unknown collection nowhere.',
    ])
    expect(
      messages(
        bundle({ navigation: { main: [{ id: 'n', kind: 'collection', collectionId: 'x' }] } }),
      ),
    ).toEqual(['Navigation links to unknown collection x.'])
    const withForm = {
      ...product('mug'),
      structuredContent: { ...product('mug').structuredContent, additionalFieldsFormId: 'gone' },
    }
    expect(messages(bundle({ items: [withForm] }))).toEqual(['Item mug uses unknown form gone.'])
    expect(messages(bundle({ items: [{ ...product('mug'), websiteId: 'w2' }] }))).toEqual([
      'Item mug belongs to another website.',
    ])
  })

  it('refuses duplicates and two primary domains', () => {
    expect(messages(bundle({ items: [product('mug'), product('mug')] }))).toEqual([
      'Item id mug is used twice.',
      'URL id mug is used twice.',
    ])
    expect(
      messages(
        bundle({
          domains: [
            { host: 'a.example.com', primary: true },
            { host: 'b.example.com', primary: true },
          ],
        }),
      ),
    ).toEqual(['Only one domain can be primary.'])
  })

  it('holds at most 200 products per store', () => {
    const products = (n: number) => Array.from({ length: n }, (_, i) => product(`p${i}`))
    expect(messages(bundle({ items: products(200) }))).toEqual([])
    expect(messages(bundle({ items: products(201) }))).toEqual([
      'A store holds at most 200 products.',
    ])
  })

  it('refuses files that are not base64', () => {
    const files = [
      { id: 'f1', path: 'a.txt', mime: 'text/plain', size: 1, dataBase64: 'not base64!' },
    ]
    expect(messages(bundle({ files }))).toEqual(['dataBase64 must be base64.'])
  })
})
