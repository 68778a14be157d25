import { block, h, image, layout, p, text } from '../demo/demo-content-helpers.js'
import { defaultCheckoutSettings } from '../sites/checkout-settings.js'
import type { StartingSite } from './starting-site.js'
import { collection, mainNavigation, picture, product } from './starting-site-parts.js'

const linen: [string, string] = ['#f4efe6', '#e4d9c8']
const moss: [string, string] = ['#edf0e8', '#d3dbc9']

/** A small homeware shop: a home page that sells, a store of six products, About and FAQ. */
export const shopSite: StartingSite = {
  key: 'shop',
  name: 'Shop',
  summary: 'Sell products with a storefront, a product grid and a checkout ready to go.',
  title: 'Hearth & Field',
  description:
    'Handmade homeware for slow mornings: stoneware, linen and small things for the table.',
  headline: 'Made for slow mornings',
  styles: {
    fonts: { heading: 'Playfair Display', body: 'Inter' },
    colors: { background: '#faf7f2', text: '#24201b', accent: '#9a4a2b' },
  },
  // What the home page promises: standard shipping, free over $75, and pickup at the studio.
  checkout: {
    ...defaultCheckoutSettings,
    shippingRates: [
      {
        id: 'standard',
        name: 'Standard shipping',
        kind: 'flat-rate',
        costCents: 600,
        destinations: [],
      },
      {
        id: 'free-over-75',
        name: 'Free shipping over $75',
        kind: 'free-above',
        minimumSubtotalCents: 7500,
        destinations: [],
      },
      { id: 'pickup', name: 'Pickup at the studio', kind: 'local-pickup', destinations: [] },
    ],
  },
  heroImageId: 'img-hero',
  previewImageIds: ['img-vase', 'img-bowl', 'img-mug'],
  images: [
    picture(
      'img-hero',
      'studio',
      'A sunlit shelf of stoneware and a linen runner',
      [linen[0], linen[1], '#7d8c76', '#9a4a2b'],
      [1600, 1000],
    ),
    picture('img-vase', 'vase', 'A tall stoneware vase in moss glaze', [
      moss[0],
      moss[1],
      '#6f8063',
      '#c9a27a',
    ]),
    picture('img-bowl', 'bowl', 'A wide serving bowl with a terracotta inside', [
      linen[0],
      linen[1],
      '#d9c7ad',
      '#9a4a2b',
    ]),
    picture('img-mug', 'mug', 'A speckled mug in oat glaze', [
      linen[0],
      linen[1],
      '#dccab0',
      '#7a5035',
    ]),
    picture('img-plate', 'plate', 'A dinner plate with a pale blue well', [
      moss[0],
      moss[1],
      '#efe7da',
      '#7d98a8',
    ]),
    picture('img-bag', 'bag', 'A waxed canvas market bag', [
      linen[0],
      linen[1],
      '#b08d63',
      '#f4efe6',
    ]),
    picture(
      'img-card',
      'card',
      'A gift card for the shop',
      [moss[0], moss[1], '#24201b', '#e6c79c'],
      [1200, 1200],
    ),
  ],
  content: (ctx) => {
    const products = [
      {
        urlId: 'moss-vase',
        title: 'Moss Vase',
        excerpt: 'A tall vase for branches and dried grasses, in our soft moss glaze.',
        body: 'Thrown in one piece and about 10 inches tall. Watertight, and heavy enough to hold a long branch without tipping.',
        imageId: 'img-vase',
        alt: 'A tall stoneware vase in moss glaze',
        priceCents: 6800,
        stock: 8,
        category: 'Vases',
      },
      {
        urlId: 'serving-bowl',
        title: 'Terracotta Serving Bowl',
        excerpt: 'A wide bowl for salads, pasta or a pile of peaches.',
        body: 'Glossy terracotta inside, bare speckled clay outside. Dishwasher safe; 11 inches across.',
        imageId: 'img-bowl',
        alt: 'A wide serving bowl with a terracotta inside',
        priceCents: 7400,
        stock: 5,
        category: 'Tableware',
      },
      {
        urlId: 'oat-mug',
        title: 'Oat Mug',
        excerpt: 'Our everyday mug, speckled and just the right weight.',
        body: 'Holds 12 oz. Every mug is handled by hand, so each one sits a little differently in the hand.',
        imageId: 'img-mug',
        alt: 'A speckled mug in oat glaze',
        priceCents: 3600,
        stock: 24,
        category: 'Tableware',
        option: { name: 'Size', values: ['8 oz', '12 oz'] },
      },
      {
        urlId: 'blue-well-plate',
        title: 'Blue Well Dinner Plate',
        excerpt: 'A dinner plate with a pale blue centre that makes food look good.',
        body: '10.5 inches across, stackable, and sold one by one so you can build a set.',
        imageId: 'img-plate',
        alt: 'A dinner plate with a pale blue well',
        priceCents: 4200,
        stock: 16,
        category: 'Tableware',
      },
      {
        urlId: 'market-bag',
        title: 'Waxed Market Bag',
        excerpt: 'Waxed canvas with leather handles, for the Saturday market.',
        body: 'Wipe-clean outside, an inner pocket for keys, and big enough for a week of vegetables.',
        imageId: 'img-bag',
        alt: 'A waxed canvas market bag',
        priceCents: 5800,
        stock: 10,
        category: 'Accessories',
      },
      {
        urlId: 'gift-card',
        title: 'Gift Card',
        excerpt: 'For someone whose taste you trust more than your own.',
        body: 'Sent by email, and good on anything in the shop for two years.',
        imageId: 'img-card',
        alt: 'A gift card for the shop',
        priceCents: 5000,
        stock: 100,
        category: 'Gifts',
      },
    ]
    return {
      collections: [
        collection(ctx, 'col-home', 'home', 'Home', 'page', {
          navigationTitle: 'Home',
          layout: layout([
            text(
              0,
              [
                h(1, 'Made for slow mornings'),
                p(
                  'Stoneware, linen and small things for the table, made by hand in small batches and packed with care.',
                ),
              ],
              0,
              5,
            ),
            block('image', 0, 5, 7, {
              image: image(ctx.id('img-hero'), 'A sunlit shelf of stoneware and a linen runner'),
              caption: '',
              variant: 'inline',
            }),
            block('button', 1, 0, 5, {
              text: 'Shop the collection',
              link: '/shop',
              alignment: 'left',
            }),
            block('summary-v2', 3, 0, 12, {
              collectionId: ctx.id('col-shop'),
              variant: 'grid',
              count: 4,
            }),
            block('quote', 4, 0, 12, {
              text: 'The mug I reach for every morning, and the bowl that never leaves the table.',
              source: 'A customer from Vermont',
            }),
            text(
              5,
              [
                h(3, 'Free shipping over $75'),
                p('Orders leave the studio within two working days, wrapped in recycled paper.'),
              ],
              0,
              6,
            ),
            text(
              5,
              [
                h(3, 'Made to be used'),
                p(
                  'Everything is dishwasher safe and made to be used every day, not kept for best.',
                ),
              ],
              6,
              6,
            ),
          ]),
        }),
        collection(ctx, 'col-shop', 'shop', 'Shop', 'store', {
          description: 'Everything we make, in stock and ready to ship.',
        }),
        collection(ctx, 'col-about', 'about', 'About', 'page', {
          layout: layout([
            text(
              0,
              [
                h(1, 'About us'),
                p(
                  'Hearth & Field is a small studio making the things we want on our own table. We fire our own kiln, sew our own bags and answer every email ourselves.',
                ),
                p(
                  'Replace this page with your own story: who you are, how you make things, and why.',
                ),
              ],
              0,
              7,
            ),
            block('image', 0, 7, 5, {
              image: image(ctx.id('img-bowl'), 'A wide serving bowl with a terracotta inside'),
              caption: '',
              variant: 'inline',
            }),
          ]),
        }),
        collection(ctx, 'col-faq', 'faq', 'FAQ', 'page', {
          layout: layout([
            text(
              0,
              [
                h(1, 'Questions'),
                h(3, 'When will my order ship?'),
                p(
                  'Within two working days. You get an email with the tracking number as soon as it leaves.',
                ),
                h(3, 'Can I return something?'),
                p(
                  'Yes, within 30 days, unused and in its packaging. Write to us and we will send a label.',
                ),
                h(3, 'Is it dishwasher safe?'),
                p('All of our stoneware is dishwasher and microwave safe.'),
              ],
              2,
              8,
            ),
          ]),
        }),
      ],
      items: products.map((seed) => product(ctx, 'col-shop', seed)),
      navigation: mainNavigation(ctx, ['col-home', 'col-shop', 'col-about', 'col-faq']),
      footer: [
        ['**Hearth & Field**', 'Handmade homeware, shipped from our studio.'],
        ['**Questions?**', 'hello@example.com'],
      ],
    }
  },
}
