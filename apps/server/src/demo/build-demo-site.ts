import { DEFAULT_TIME_ZONE, siteBundleSchema, type SiteBundle } from '@atelier/schema'
import { daysFrom, layout, p, resetBlockIds } from './demo-content-helpers.js'
import { demoCourse, demoLessons } from './demo-course.js'
import { DEMO_IMAGES } from './demo-files.js'
import { DEMO_GUIDE_FILE, demoGuidePdf } from './demo-guide-pdf.js'
import {
  demoEvents,
  demoGalleryItems,
  demoPosts,
  EVENTS_ID,
  GALLERY_ID,
  JOURNAL_ID,
} from './demo-journal.js'
import {
  aboutLayout,
  contactForm,
  contactLayout,
  DEMO_MEMBER_AREA,
  homeLayout,
  studioClubLayout,
} from './demo-pages.js'
import { demoProducts, engravingForm, SHOP_ID, WEBSITE_ID } from './demo-products.js'

function collection(
  id: string,
  urlId: string,
  title: string,
  kind: string,
  extra: Record<string, unknown> = {},
) {
  return {
    schemaVersion: 1,
    id,
    websiteId: WEBSITE_ID,
    urlId,
    title,
    kind,
    status: 'published',
    ...extra,
  }
}

/**
 * The demo site: Loam & Ember, a ceramics studio and coffee roaster, with pages, a journal,
 * events, a gallery and a store of twelve products. Dates are relative to `now` so the events
 * are always ahead. File entries carry no bytes: `seedDemo` draws the images.
 */
export function buildDemoSite(now: Date = new Date()): SiteBundle {
  resetBlockIds()
  const launched = daysFrom(now, -120).toISOString()
  const guide = demoGuidePdf()
  return siteBundleSchema.parse({
    bundleVersion: 1,
    website: {
      schemaVersion: 1,
      id: WEBSITE_ID,
      title: 'Loam & Ember',
      description:
        'Handmade stoneware and small-batch coffee from a two-person studio in Portland, Maine.',
      timeZone: DEFAULT_TIME_ZONE,
      locale: 'en-US',
      currency: 'USD',
      socialAccounts: [
        {
          service: 'instagram',
          url: 'https://www.instagram.com/loamandember',
          username: 'loamandember',
        },
        {
          service: 'pinterest',
          url: 'https://www.pinterest.com/loamandember',
          username: 'loamandember',
        },
      ],
      settings: {
        storeSettings: {
          restockNotificationsEnabled: true,
          shopAddress: '41 Foundry Lane\nPortland, ME 04101\nUnited States',
        },
      },
      popupOverlay: {
        enabled: true,
        title: 'Join the Studio Letter',
        body: [p('New glazes, market dates and the odd studio story, about once a month.')],
        version: 1,
      },
    },
    domains: [],
    collections: [
      collection('col-home', 'home', 'Home', 'page', {
        navigationTitle: 'Home',
        layout: homeLayout(),
      }),
      collection(SHOP_ID, 'shop', 'Shop', 'store', {
        description: 'Stoneware from our kiln and coffee from our roaster.',
      }),
      collection(JOURNAL_ID, 'journal', 'Journal', 'blog', {
        description: 'Notes from the studio and the roastery.',
      }),
      collection(EVENTS_ID, 'events', 'Events', 'events', {
        description: 'Studio sales, cuppings and open days.',
      }),
      collection('col-about', 'about', 'About', 'page', {
        layout: aboutLayout(),
        seo: { title: 'About the studio', description: '' },
      }),
      collection(GALLERY_ID, 'gallery', 'Gallery', 'gallery', {
        description: 'A few moments from the studio.',
        gallerySettings: {
          design: 'grid',
          'thumbnails-per-row': 4,
          'aspect-ratio': 'four-three',
          padding: 16,
          lightbox: true,
        },
      }),
      collection('col-contact', 'contact', 'Contact', 'page', { layout: contactLayout() }),
      collection('col-studio-club', 'studio-club', 'Studio Club', 'page', {
        memberOnly: true,
        memberAreaId: DEMO_MEMBER_AREA.id,
        layout: studioClubLayout(),
      }),
      demoCourse(),
      collection('col-wholesale', 'wholesale', 'Wholesale', 'page', {
        status: 'private',
        layout: layout([]),
      }),
    ],
    items: [
      ...demoProducts(launched),
      ...demoPosts(now),
      ...demoEvents(now),
      ...demoGalleryItems(launched),
      ...demoLessons(now),
    ],
    navigation: {
      schemaVersion: 1,
      main: [
        { id: 'nav-home', kind: 'collection', collectionId: 'col-home' },
        { id: 'nav-shop', kind: 'collection', collectionId: SHOP_ID },
        { id: 'nav-journal', kind: 'collection', collectionId: JOURNAL_ID },
        { id: 'nav-events', kind: 'collection', collectionId: EVENTS_ID },
        {
          id: 'nav-studio',
          kind: 'folder',
          title: 'Studio',
          children: [
            { id: 'nav-about', kind: 'collection', collectionId: 'col-about' },
            { id: 'nav-gallery', kind: 'collection', collectionId: GALLERY_ID },
            { id: 'nav-contact', kind: 'collection', collectionId: 'col-contact' },
          ],
        },
        // A visitor follows it to the protected-content page (105) and can join from there.
        { id: 'nav-members', kind: 'external', title: 'Members', url: '/studio-club' },
      ],
      member: [
        { id: 'nav-studio-club', kind: 'collection', collectionId: 'col-studio-club' },
        // The club's course, reached from the club's page, never from the main navigation.
        { id: 'nav-throwing-a-bowl', kind: 'collection', collectionId: 'col-throwing-a-bowl' },
      ],
      secondary: [],
      hidden: [{ id: 'nav-wholesale', kind: 'collection', collectionId: 'col-wholesale' }],
    },
    headerFooter: {
      schemaVersion: 1,
      header: { branding: 'title' },
      footer: {
        textBlocks: [
          [p('**Loam & Ember**'), p('41 Foundry Lane, Portland, ME 04101')],
          [p('**Studio & coffee bar**'), p('Thursday to Sunday, 9 am to 3 pm')],
        ],
        showSocialLinks: true,
      },
    },
    forms: [contactForm(), engravingForm()],
    files: [
      ...DEMO_IMAGES.map((image) => ({
        id: image.id,
        path: image.path,
        mime: 'image/jpeg',
        size: 0,
        width: image.width,
        height: image.height,
        alt: image.alt,
      })),
      // Small and drawn without I/O, so it travels in the bundle itself, unlike the pictures.
      { ...DEMO_GUIDE_FILE, size: guide.length, dataBase64: guide.toString('base64') },
    ],
  })
}
