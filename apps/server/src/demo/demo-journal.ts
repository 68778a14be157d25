import { block, daysFrom, h, image, layout, list, p, text } from './demo-content-helpers.js'
import { WEBSITE_ID } from './demo-products.js'

export const JOURNAL_ID = 'col-journal'
export const EVENTS_ID = 'col-events'
export const GALLERY_ID = 'col-gallery'

function post(
  urlId: string,
  title: string,
  publishOn: Date,
  fields: {
    excerpt: string
    mainImage: string
    alt: string
    categories: string[]
    tags: string[]
    body: ReturnType<typeof block>[]
    status?: string
  },
) {
  return {
    schemaVersion: 1,
    id: `item-${urlId}`,
    websiteId: WEBSITE_ID,
    collectionId: JOURNAL_ID,
    urlId,
    title,
    recordType: 1,
    status: fields.status ?? 'published',
    publishOn: publishOn.toISOString(),
    author: { displayName: 'Mara Lindqvist' },
    tags: fields.tags,
    categories: fields.categories,
    excerpt: fields.excerpt,
    mainImage: image(fields.mainImage, fields.alt),
    body: layout(fields.body),
  }
}

/** Three published posts, plus a draft and a scheduled one that visitors must not see. */
export function demoPosts(now: Date) {
  return [
    post('a-new-ash-glaze', 'A new ash glaze, six test tiles later', daysFrom(now, -4), {
      excerpt: 'How a bucket of wood ash from the roaster became the glaze on our spring bowls.',
      mainImage: 'img-post-glaze',
      alt: 'Test tiles and a bowl fresh from the glaze kiln',
      categories: ['Studio'],
      tags: ['glaze', 'process'],
      body: [
        text(0, [
          p(
            'Every winter the roaster fills a bucket with ash from the wood stove, and every spring I promise myself I will do something with it. This year I finally did.',
          ),
          h(2, 'Six tiles, one winner'),
          p(
            'Wood ash is mostly calcium, with a little potash and whatever the tree picked up from the soil. Washed and sieved, it melts into a soft, runny green at cone 6. The first five tiles ran straight off the pots. The sixth, with a bit more kaolin, stayed put.',
          ),
        ]),
        block('quote', 1, 0, 12, {
          text: 'The best glazes are the ones that surprise you a little every firing.',
          source: 'Mara, after opening the kiln',
        }),
        text(2, [
          p(
            'The new glaze is on the **Large Serving Bowl** in the shop now, and on a handful of mugs that will follow later this month.',
          ),
        ]),
      ],
    }),
    post('meet-our-huila-farmers', 'Meet the farmers behind our Huila coffee', daysFrom(now, -18), {
      excerpt:
        'We spent a week in the hills of southern Colombia with the families who grow our House Blend.',
      mainImage: 'img-post-origin',
      alt: 'Terraced hills at a coffee farm in Huila',
      categories: ['Coffee'],
      tags: ['origin', 'colombia'],
      body: [
        text(0, [
          p(
            'Huila sits high in the Andes, where cool nights slow the coffee cherries down and give them time to build sugar. The families we buy from farm two or three hectares each and pick by hand, several passes per harvest.',
          ),
          h(2, 'What we pay, and why'),
          p(
            'We pay well above the market price and agree it before the harvest, so nobody has to guess. In return we get lots that are picked ripe and dried carefully, which you can taste in the cup.',
          ),
          list([
            'Altitude: 1,700 to 1,900 metres',
            'Varieties: Caturra and Castillo',
            'Process: washed, dried on raised beds',
          ]),
        ]),
      ],
    }),
    post('a-better-pour-over', 'Five small changes for a better pour-over', daysFrom(now, -41), {
      excerpt: 'No new gear needed: grind, ratio, water, bloom and patience.',
      mainImage: 'img-post-brew',
      alt: 'A slow pour-over on the studio counter',
      categories: ['Coffee', 'Guides'],
      tags: ['brewing', 'guide'],
      body: [
        text(0, [
          p(
            'Most of the difference between a flat cup and a great one comes down to five things you can change tomorrow morning.',
          ),
        ]),
        block('markdown', 1, 0, 12, {
          markdown:
            '1. **Weigh** your coffee and water: start at 1 to 16.\n2. Grind just before brewing, about like sea salt.\n3. Use water just off the boil.\n4. Let it *bloom* for 40 seconds.\n5. Pour slowly, in circles, and finish by 3:30.',
        }),
        block('code', 2, 0, 12, {
          source:
            '20 g coffee : 320 g water\nbloom 50 g · 0:40\npour to 320 g by 2:00\ndrawdown done by 3:30',
          language: 'text',
          display: 'code',
        }),
      ],
    }),
    post('holiday-market-plans', 'Holiday market plans', daysFrom(now, -1), {
      excerpt: 'Still a draft.',
      mainImage: 'img-gallery-8',
      alt: 'Mugs lined up',
      categories: ['Studio'],
      tags: [],
      status: 'draft',
      body: [text(0, [p('Draft notes about the winter market.')])],
    }),
    {
      ...post('spring-collection-preview', 'Spring collection preview', daysFrom(now, 60), {
        excerpt: 'Coming soon.',
        mainImage: 'img-gallery-4',
        alt: 'Vases',
        categories: ['Studio'],
        tags: [],
        status: 'scheduled',
        body: [text(0, [p('A first look at the spring pieces.')])],
      }),
    },
  ]
}

function event(
  urlId: string,
  title: string,
  start: Date,
  hours: number,
  excerpt: string,
  location: Record<string, unknown>,
  body: string,
) {
  return {
    schemaVersion: 1,
    id: `item-${urlId}`,
    websiteId: WEBSITE_ID,
    collectionId: EVENTS_ID,
    urlId,
    title,
    recordType: 12,
    status: 'published',
    publishOn: daysFrom(start, -30).toISOString(),
    tags: [],
    categories: [],
    excerpt,
    startDate: start.getTime(),
    endDate: start.getTime() + hours * 60 * 60 * 1000,
    location,
    body: layout([text(0, [p(body)])]),
  }
}

const studioAddress = {
  addressLine1: '41 Foundry Lane',
  addressLine2: 'Portland, ME 04101',
  addressCountry: 'United States',
  mapLat: 43.6567,
  mapLng: -70.2596,
}

export function demoEvents(now: Date) {
  return [
    event(
      'studio-sale',
      'Seconds & Studio Sale',
      daysFrom(now, 12, 14),
      6,
      'Seconds, one-offs and the first pieces in the new ash glaze, plus free coffee all day.',
      studioAddress,
      'Once a season we open the studio doors and clear the shelves. Bring a bag; seconds go fast.',
    ),
    event(
      'cupping-night-ethiopia',
      'Cupping Night: Ethiopian Naturals',
      daysFrom(now, 26, 23),
      2,
      'Taste four natural-process coffees side by side with our head roaster. Twelve seats.',
      studioAddress,
      'We will slurp, compare notes and talk about how drying on the cherry changes a coffee. No experience needed.',
    ),
  ]
}

const galleryImages: [string, string][] = [
  ['img-gallery-1', 'Drying shelves'],
  ['img-gallery-2', 'Nesting bowls'],
  ['img-gallery-3', 'Cooling tray'],
  ['img-gallery-4', 'Second firing'],
  ['img-gallery-5', 'Ash glaze plates'],
  ['img-gallery-6', 'Trimming'],
  ['img-gallery-7', 'Morning cupping'],
  ['img-gallery-8', 'Fresh from the kiln'],
]

export function demoGalleryItems(publishOn: string) {
  return galleryImages.map(([fileId, title], index) => ({
    schemaVersion: 1,
    id: `item-gallery-${index + 1}`,
    websiteId: WEBSITE_ID,
    collectionId: GALLERY_ID,
    urlId: `photo-${index + 1}`,
    title,
    recordType: 2,
    status: 'published',
    publishOn,
    tags: [],
    categories: [],
    excerpt: '',
    mainImage: { ...image(fileId, title), title },
  }))
}

export const GALLERY_IMAGE_IDS = galleryImages.map(([fileId]) => fileId)
