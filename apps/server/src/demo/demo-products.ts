import { DEMO_GUIDE_FILE } from './demo-guide-pdf.js'
import { image, layout, p, text } from './demo-content-helpers.js'

export const WEBSITE_ID = 'site-loam-ember'
export const SHOP_ID = 'col-shop'
export const ENGRAVING_FORM_ID = 'form-name-mug'

interface VariantSeed {
  sku: string
  priceCents: number
  salePriceCents?: number
  onSale?: boolean
  qtyInStock?: number
  unlimited?: boolean
  attributes?: Record<string, string>
  /** Shipping weight of one unit, packed; physical goods only. */
  weightGrams?: number
  /** The file id of the product image showing this variant. */
  imageId?: string
}

function variant(seed: VariantSeed) {
  return {
    id: `var-${seed.sku.toLowerCase()}`,
    sku: seed.sku,
    priceCents: seed.priceCents,
    salePriceCents: seed.salePriceCents ?? 0,
    onSale: seed.onSale ?? false,
    qtyInStock: seed.qtyInStock ?? 0,
    unlimited: seed.unlimited ?? false,
    attributes: seed.attributes ?? {},
    ...(seed.weightGrams === undefined ? {} : { weightGrams: seed.weightGrams }),
    ...(seed.imageId === undefined ? {} : { imageId: seed.imageId }),
  }
}

interface ProductSeed {
  urlId: string
  title: string
  excerpt: string
  body: string[]
  images: [string, string][]
  categories: string[]
  tags?: string[]
  structuredContent: Record<string, unknown>
}

function product(seed: ProductSeed, position: number, publishOn: string) {
  return {
    schemaVersion: 1,
    id: `item-${seed.urlId}`,
    websiteId: WEBSITE_ID,
    collectionId: SHOP_ID,
    urlId: seed.urlId,
    title: seed.title,
    recordType: 11,
    status: 'published',
    publishOn,
    tags: seed.tags ?? [],
    categories: seed.categories,
    excerpt: seed.excerpt,
    body: layout([
      text(
        0,
        seed.body.map((paragraph) => p(paragraph)),
      ),
    ]),
    structuredContent: {
      images: seed.images.map(([fileId, alt]) => image(fileId, alt)),
      ...seed.structuredContent,
    },
    position,
  }
}

const mugVariants = (['8 oz', '12 oz'] as const).flatMap((size) =>
  (['Oat', 'Sage', 'Charcoal'] as const).map((color) => {
    const sku = `MUG-${size.replace(' oz', '')}-${color.toUpperCase()}`
    const base = size === '8 oz' ? 3400 : 3800
    return variant({
      sku,
      priceCents: base,
      // One colourway is sold out and one is on sale, as a real shop's would be.
      qtyInStock: sku === 'MUG-12-CHARCOAL' ? 0 : 12,
      ...(sku === 'MUG-8-SAGE' ? { onSale: true, salePriceCents: 2800 } : {}),
      attributes: { Size: size, Color: color },
      weightGrams: size === '8 oz' ? 340 : 420,
      // Both sizes of a glaze share its picture.
      imageId: `img-mug-${color.toLowerCase()}`,
    })
  }),
)

/** The demo store: twelve products covering every product type and stock situation. */
export function demoProducts(publishOn: string) {
  const seeds: ProductSeed[] = [
    {
      urlId: 'speckled-stoneware-mug',
      title: 'Speckled Stoneware Mug',
      excerpt:
        'Our everyday mug, thrown on the wheel and dipped in one of three glazes. The speckles come from iron in the clay and are different on every piece.',
      body: [
        'Wide enough for two hands on a cold morning, light enough to reach for every day. Each mug is thrown, trimmed and handled by Mara in the studio, then fired to cone 6.',
        'Dishwasher and microwave safe. The 8 oz is a flat white; the 12 oz holds a generous pour-over.',
      ],
      images: [
        ['img-mug-oat', 'Speckled stoneware mug in oat glaze'],
        ['img-mug-sage', 'Speckled stoneware mug in sage glaze'],
        ['img-mug-charcoal', 'Speckled stoneware mug in charcoal glaze'],
      ],
      categories: ['Ceramics', 'Mugs'],
      tags: ['stoneware', 'bestseller'],
      structuredContent: {
        productType: 1,
        variants: mugVariants,
        variantOptionOrdering: ['Size', 'Color'],
      },
    },
    {
      urlId: 'bud-vase',
      title: 'Bud Vase',
      excerpt:
        'A small vase for a single stem from the garden, with a rust band around its shoulder.',
      body: [
        'Made from the offcuts of larger pieces, so no two are quite the same height. About 6 inches tall.',
      ],
      images: [['img-vase', 'Small bud vase with a rust band']],
      categories: ['Ceramics'],
      structuredContent: {
        productType: 1,
        variants: [
          variant({ sku: 'VASE-BUD', priceCents: 4200, qtyInStock: 40, weightGrams: 280 }),
        ],
      },
    },
    {
      urlId: 'serving-bowl-large',
      title: 'Large Serving Bowl',
      excerpt:
        'A wide bowl for salads, pasta or a pile of peaches, with a glossy terracotta interior.',
      body: [
        'Twelve inches across. We only fire a few of these at a time, because they take up half a kiln shelf each.',
      ],
      images: [['img-bowl', 'Wide serving bowl with a glossy terracotta interior']],
      categories: ['Ceramics'],
      structuredContent: {
        productType: 1,
        variants: [variant({ sku: 'BOWL-LG', priceCents: 9600, qtyInStock: 2, weightGrams: 1850 })],
        // Only a few are fired at a time: the page says how many are left.
        scarcityEnabled: true,
        scarcityThreshold: 3,
      },
    },
    {
      urlId: 'dinner-plate',
      title: 'Stoneware Dinner Plate',
      excerpt: 'A sturdy 10-inch plate with a soft sage rim that frames whatever you put on it.',
      body: [
        'Stackable, chip-resistant and happy in the dishwasher. Sold individually so you can build a set over time.',
      ],
      images: [['img-plate', 'Stoneware dinner plate seen from above']],
      categories: ['Ceramics'],
      structuredContent: {
        productType: 1,
        variants: [
          variant({ sku: 'PLATE-10', priceCents: 3800, qtyInStock: 20, weightGrams: 650 }),
        ],
      },
    },
    {
      urlId: 'moonlight-teapot',
      title: 'Moonlight Teapot',
      excerpt:
        'A four-cup teapot in pale blue celadon. The next batch comes out of the kiln in spring.',
      body: [
        'The lid is thrown off the hump and fitted to each pot by hand, which is why we make so few. Sign up for restock notices and we will write when the next batch is ready.',
      ],
      images: [['img-teapot', 'Moonlight teapot in pale blue celadon']],
      categories: ['Ceramics'],
      structuredContent: {
        productType: 1,
        variants: [
          variant({ sku: 'TEAPOT-MOON', priceCents: 14500, qtyInStock: 0, weightGrams: 980 }),
        ],
      },
    },
    {
      urlId: 'custom-name-mug',
      title: 'Custom Name Mug',
      excerpt:
        'Our 12 oz mug with a name or a short word hand-lettered under the glaze. Made to order in about three weeks.',
      body: [
        'Tell us the name when you add it to your cart. We letter it in iron oxide before glazing, so it never wears off.',
      ],
      images: [['img-name-mug', 'Mug with a hand-lettered name under the glaze']],
      categories: ['Ceramics', 'Mugs'],
      structuredContent: {
        productType: 1,
        variants: [
          variant({ sku: 'MUG-NAME', priceCents: 4800, unlimited: true, weightGrams: 420 }),
        ],
        additionalFieldsFormId: ENGRAVING_FORM_ID,
      },
    },
    {
      urlId: 'house-blend-coffee',
      title: 'House Blend Coffee',
      excerpt:
        'Chocolate, toasted almond and a little dried cherry. Our everyday coffee, roasted every Tuesday.',
      body: [
        'A blend of washed Colombian and natural Brazilian beans, roasted medium so it works as espresso and as filter. 12 oz bag.',
      ],
      images: [['img-house-blend', 'House Blend coffee bag with a kiln-stamp label']],
      categories: ['Coffee'],
      tags: ['coffee', 'bestseller'],
      structuredContent: {
        productType: 1,
        variants: [
          variant({
            sku: 'HOUSE-WHOLE',
            priceCents: 1800,
            unlimited: true,
            attributes: { Grind: 'Whole bean' },
            weightGrams: 370,
          }),
          variant({
            sku: 'HOUSE-GROUND',
            priceCents: 1800,
            unlimited: true,
            attributes: { Grind: 'Ground for filter' },
            weightGrams: 370,
          }),
        ],
      },
    },
    {
      urlId: 'coffee-of-the-month',
      title: 'Coffee of the Month',
      excerpt:
        'A different single-origin coffee at your door every month, with tasting notes from the roaster.',
      body: [
        'Each month we pick a coffee we are excited about and roast it the week it ships. Pause or cancel whenever you like.',
      ],
      images: [['img-subscription', 'A month’s coffee bag on the studio bench']],
      categories: ['Coffee', 'Subscriptions'],
      structuredContent: {
        productType: 1,
        variants: [
          variant({ sku: 'SUB-MONTHLY', priceCents: 2200, unlimited: true, weightGrams: 370 }),
        ],
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
      },
    },
    {
      urlId: 'a-year-of-coffee',
      title: 'A Year of Coffee',
      excerpt:
        'Twelve monthly deliveries of our favourite single origins, then it stops on its own. A lovely gift.',
      body: [
        'Billed monthly for twelve months. The first bag ships within a week, and we include a brewing card with each one.',
      ],
      images: [['img-year', 'Freshly roasted coffee beans']],
      categories: ['Coffee', 'Subscriptions'],
      structuredContent: {
        productType: 1,
        variants: [
          variant({ sku: 'SUB-YEAR', priceCents: 2000, unlimited: true, weightGrams: 370 }),
        ],
        isSubscribable: true,
        subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 12 },
      },
    },
    {
      urlId: 'home-brewing-guide',
      title: 'The Home Brewing Guide',
      excerpt:
        'A 40-page illustrated PDF on brewing better coffee at home: grind, ratio, water and the pour.',
      body: [
        'Written by our head roaster, with recipes for pour-over, French press, AeroPress and moka pot. Delivered by email as soon as you order.',
      ],
      images: [['img-guide', 'Pour-over brewer on a stoneware carafe']],
      categories: ['Coffee'],
      structuredContent: {
        productType: 2,
        variants: [variant({ sku: 'GUIDE-PDF', priceCents: 1200, unlimited: true })],
        downloadFileId: DEMO_GUIDE_FILE.id,
      },
    },
    {
      urlId: 'wheel-throwing-workshop',
      title: 'Wheel-Throwing Workshop',
      excerpt:
        'A three-hour Saturday class for beginners. You will throw three pieces and we glaze and fire your favourite.',
      body: [
        'Classes run on the first Saturday of each month, 10 am to 1 pm, six students at most. Clay, tools, coffee and an apron are included.',
      ],
      images: [['img-workshop', 'Hands shaping clay on the wheel']],
      categories: ['Workshops'],
      structuredContent: {
        productType: 3,
        variants: [variant({ sku: 'WORKSHOP-SAT', priceCents: 9500, qtyInStock: 6 })],
      },
    },
    {
      urlId: 'gift-card',
      title: 'Gift Card',
      excerpt: 'For the coffee lover or the collector of mugs. Delivered by email, never expires.',
      body: [
        'Choose an amount and we will send the card to you, or straight to the lucky person on the day you pick.',
      ],
      images: [['img-gift-card', 'Loam & Ember gift card']],
      categories: ['Gifts'],
      structuredContent: { productType: 4, giftCardDenominationsCents: [2500, 5000, 10000] },
    },
  ]
  return seeds.map((seed, index) => product(seed, index, publishOn))
}

export function engravingForm() {
  return {
    schemaVersion: 1,
    id: ENGRAVING_FORM_ID,
    name: 'Lettering details',
    fields: [
      {
        id: 'name-to-letter',
        type: 'text',
        label: 'Name to letter',
        description: 'Up to 12 characters.',
        required: true,
      },
      { id: 'lettering-notes', type: 'textarea', label: 'Notes for Mara', maxLength: 120 },
    ],
  }
}
