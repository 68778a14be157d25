import { describe, expect, it } from 'vitest'
import { BackgroundSource } from '../enumerations/background-sources.js'
import { BlockType } from '../enumerations/block-types.js'
import { BlockVariant } from '../enumerations/block-variants.js'
import { CollectionType } from '../enumerations/collection-types.js'
import { ContributorRole } from '../enumerations/contributor-roles.js'
import { SUPPORTED_CURRENCIES, isSupportedCurrency } from '../enumerations/currencies.js'
import { FolderBehaviour, isFolderClickable } from '../enumerations/folder-behaviours.js'
import { PageType } from '../enumerations/page-types.js'
import { ProductType } from '../enumerations/product-types.js'
import { RecordType } from '../enumerations/record-types.js'
import { SectionType } from '../enumerations/section-types.js'
import { SliceType } from '../enumerations/slice-types.js'
import { TrackingEventKind } from '../enumerations/tracking-event-kinds.js'
import { WebsiteSubscriptionStatus } from '../enumerations/website-subscription-statuses.js'
import { enumCodes, enumNames, nameOfCode } from './enumeration.js'
import type { Enumeration } from './enumeration.js'

describe('SPEC §3 enumerations', () => {
  // Every SPEC §3 code table (and §2's page types) in full, copied from SPEC.md as literals: a
  // renamed, renumbered, missing or extra code fails here. SPEC writes names with spaces; the code
  // spells them kebab-case ('main content/collection' is 'main-content').
  const specTables: Array<[string, Enumeration, Record<string, number>]> = [
    [
      '§2 page types',
      PageType,
      {
        'main-content': 1,
        page: 2,
        'splash-page': 3,
        'content-item': 50,
        'not-found': 100,
        error: 101,
        search: 102,
        'lock-screen': 103,
        'popup-overlay': 104,
        'protected-content': 105,
        'member-area-access-denied': 106,
        'show-cart': 200,
        checkout: 201,
        'order-confirmed': 202,
        donate: 203,
        'contribution-confirmed': 204,
        'commerce-cart-v2': 205,
        'subscription-confirmed': 206,
        'order-received': 207,
        'membership-confirmed': 208,
        'reviews-request': 209,
        'digital-product-composer-preview': 210,
        'order-status': 211,
        'newsletter-unsubscribe': 300,
        'commerce-email-preview': 301,
      },
    ],
    [
      'block types',
      BlockType,
      {
        navigation: 1,
        html: 2,
        logo: 3,
        map: 4,
        image: 5,
        twitter: 6,
        journal: 7,
        gallery: 8,
        form: 9,
        geo: 10,
        index: 11,
        collectionlink: 12,
        link: 13,
        tagcloud: 14,
        comments: 16,
        folder: 17,
        menu: 18,
        sociallinks: 19,
        summary: 20,
        spacer: 21,
        embed: 22,
        code: 23,
        foursquare: 24,
        instagram: 25,
        calendar: 26,
        postsbyauthor: 27,
        postsbytag: 28,
        postsbycategory: 29,
        postsbymonth: 30,
        quote: 31,
        video: 32,
        search: 33,
        audio: 41,
        fivehundredpix: 42,
        product: 43,
        markdown: 44,
        flickr: 45,
        amazon: 46,
        horizontalrule: 47,
        socialaccountlinks: 48,
        rss: 49,
        opentable: 50,
        newsletter: 51,
        donation: 52,
        button: 53,
        'socialaccountlinks-v2': 54,
        'summary-v2': 55,
        soundcloud: 56,
        emailfooter: 57,
        'in-browser-message-link': 58,
        tourdates: 59,
        album: 60,
        archive: 61,
        chart: 62,
        zola: 63,
        acuity: 65,
        'opentable-v2': 66,
        'member-area': 67,
        tock: 68,
        accordion: 69,
      },
    ],
    [
      'collection types',
      CollectionType,
      {
        generic: 1,
        subscription: 2,
        twitter: 3,
        foursquare: 4,
        instagram: 5,
        'gallery-block': 6,
        'template-page': 7,
        'splash-page': 8,
        page: 10,
        fivehundredpix: 11,
        flickr: 12,
        products: 13,
        'slide-gallery': 15,
        'slide-album': 16,
        'slide-video': 17,
        'album-block': 18,
      },
    ],
    [
      'record types',
      RecordType,
      {
        text: 1,
        image: 2,
        quote: 4,
        link: 5,
        audio: 7,
        video: 8,
        'store-item': 11,
        event: 12,
        gallery: 14,
        binary: 15,
        'css-asset': 16,
        'tweak-asset': 17,
        'digital-good': 18,
        attachment: 19,
        'wordpress-export': 20,
        'json-export': 21,
        'site-search': 30,
        'active-time': 31,
        tweet: 50,
        checkin: 52,
        kbarticle: 54,
      },
    ],
    [
      'slice types',
      SliceType,
      {
        undefined: -1,
        heading: 1,
        body: 3,
        image: 4,
        gallery: 5,
        video: 6,
        'social-icons': 7,
        buttons: 8,
        navigation: 9,
        'custom-form': 10,
        newsletter: 11,
        album: 12,
        map: 13,
        logo: 14,
        action: 15,
        form: 16,
        lock: 17,
        password: 18,
        twitter: 19,
      },
    ],
    ['section types', SectionType, { 'cover-page': 1, 'lock-screen': 2, 'popup-overlay': 3 }],
    ['background sources', BackgroundSource, { upload: 1, instagram: 2, video: 3, none: 4 }],
    ['folder behaviour', FolderBehaviour, { index: 1, redirect: 2, none: 3 }],
    [
      'website subscription statuses',
      WebsiteSubscriptionStatus,
      {
        expired: 1,
        pastdue: 2,
        trial: 3,
        beta: 4,
        removed: 5,
        internal: 6,
        comped: 7,
        paid: 8,
        'v5-linked': 11,
        'active-parking-page': 12,
        resold: 13,
        'resold-grace-period': 14,
        enterprise: 15,
      },
    ],
    [
      'contributor roles',
      ContributorRole,
      {
        admin: 1,
        billing: 2,
        reporting: 3,
        editor: 4,
        moderator: 6,
        commenter: 7,
        'store-manager': 8,
        scheduling: 9,
        viewer: 10,
        'campaigns-editor': 11,
        'scheduling-viewer': 12,
        'scheduling-editor': 13,
        none: 14,
        'website-manager': 15,
      },
    ],
    [
      'tracking event kinds',
      TrackingEventKind,
      { 'page-view': 1, 'site-search': 2, heartbeat: 10, audio: 20, video: 21 },
    ],
  ]

  it.each(specTables)("lists SPEC's %s exactly", (_label, enumeration, table) => {
    expect({ ...enumeration }).toEqual(table)
  })

  it('gives every code exactly once', () => {
    for (const enumeration of [
      PageType,
      BlockType,
      CollectionType,
      RecordType,
      SliceType,
      SectionType,
      BackgroundSource,
      FolderBehaviour,
      WebsiteSubscriptionStatus,
      ContributorRole,
      TrackingEventKind,
      BlockVariant,
      ProductType,
    ]) {
      const codes = enumCodes(enumeration)
      expect(new Set(codes).size).toBe(codes.length)
    }
  })

  it('has the sizes SPEC lists', () => {
    expect(enumNames(PageType)).toHaveLength(25)
    expect(enumNames(BlockType)).toHaveLength(60)
    expect(enumNames(CollectionType)).toHaveLength(16)
    expect(enumNames(RecordType)).toHaveLength(21)
    expect(enumNames(SliceType)).toHaveLength(19)
    expect(enumNames(WebsiteSubscriptionStatus)).toHaveLength(13)
    expect(enumNames(ContributorRole)).toHaveLength(14)
    expect(enumNames(BlockVariant)).toHaveLength(19)
  })

  it('maps codes to names and back', () => {
    expect(nameOfCode(BlockType, 2)).toBe('html')
    expect(nameOfCode(BlockType, 54)).toBe('socialaccountlinks-v2')
    expect(nameOfCode(BlockType, 15)).toBeUndefined()
    expect(nameOfCode(PageType, 301)).toBe('commerce-email-preview')
    expect(nameOfCode(RecordType, 11)).toBe('store-item')
    expect(nameOfCode(CollectionType, 13)).toBe('products')
    expect(nameOfCode(SliceType, -1)).toBe('undefined')
    expect(nameOfCode(ContributorRole, 15)).toBe('website-manager')
    expect(nameOfCode(WebsiteSubscriptionStatus, 14)).toBe('resold-grace-period')
    expect(nameOfCode(TrackingEventKind, 21)).toBe('video')
    expect(nameOfCode(SectionType, 3)).toBe('popup-overlay')
    expect(nameOfCode(BackgroundSource, 4)).toBe('none')
  })

  it('numbers block variants from 1000 in SPEC order', () => {
    expect(BlockVariant['gallery-slideshow']).toBe(1000)
    expect(BlockVariant['summary-wall']).toBe(1004)
    expect(BlockVariant['chart-pie']).toBe(1010)
    expect(BlockVariant['image-stack']).toBe(1016)
    expect(Math.max(...enumCodes(BlockVariant))).toBeLessThanOrEqual(1019)
  })

  it('treats a folder as clickable unless its behaviour is none', () => {
    expect(isFolderClickable(undefined)).toBe(true)
    expect(isFolderClickable('index')).toBe(true)
    expect(isFolderClickable('redirect')).toBe(true)
    expect(isFolderClickable('none')).toBe(false)
  })

  it('supports the 27 SPEC currencies', () => {
    expect(SUPPORTED_CURRENCIES).toHaveLength(27)
    expect(isSupportedCurrency('JPY')).toBe(true)
    expect(isSupportedCurrency('ZAR')).toBe(true)
    expect(isSupportedCurrency('CNY')).toBe(false)
  })
})
