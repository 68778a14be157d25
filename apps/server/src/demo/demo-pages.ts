import { block, h, image, layout, linkParagraph, list, p, text } from './demo-content-helpers.js'
import { GALLERY_IMAGE_IDS } from './demo-journal.js'
import { SHOP_ID } from './demo-products.js'

export const CONTACT_FORM_ID = 'form-contact'
export const NEWSLETTER_LIST_ID = 'list-studio-letter'

/** The demo's member area: the Studio Club, paid monthly, holding the Studio Club page. */
export const DEMO_MEMBER_AREA = {
  id: 'demo-studio-club',
  name: 'The Studio Club',
  description:
    'Glaze recipes from the studio notebook, roast profiles from the coffee bar and members-only firing dates, every month.',
  pricing: 'recurring',
  priceCents: 800,
  billingUnit: 'MONTH',
} as const

export function homeLayout() {
  return layout([
    text(
      0,
      [
        h(1, 'Handmade stoneware and small-batch coffee'),
        p(
          'We are a two-person studio in Portland, Maine. Mara throws the pots, Theo roasts the coffee, and everything we sell is made a few steps from where you are reading this.',
        ),
      ],
      0,
      6,
    ),
    block('image', 0, 6, 6, {
      image: image('img-hero', 'Morning light over the studio shelves and the potter’s wheel', {
        x: 0.4,
        y: 0.6,
      }),
      caption: '',
      variant: 'inline',
    }),
    block('button', 1, 0, 6, { text: 'Shop the collection', link: '/shop', alignment: 'left' }),
    block('summary-v2', 2, 0, 12, { collectionId: SHOP_ID, variant: 'grid', count: 4 }),
    block('gallery', 3, 0, 12, {
      images: GALLERY_IMAGE_IDS.slice(0, 4).map((id) => image(id, 'From the studio')),
      settings: {
        design: 'grid',
        'thumbnails-per-row': 4,
        padding: 16,
        'aspect-ratio': 'square',
        'show-meta': false,
      },
    }),
    block('quote', 4, 0, 12, {
      text: 'The mug I reach for every single morning. The coffee is not bad either.',
      source: 'Jess, a customer since 2021',
    }),
    block('newsletter', 5, 2, 8, {
      listId: NEWSLETTER_LIST_ID,
      title: 'The Studio Letter',
      description:
        'One email a month: new pieces, the coffee we are roasting, and first dibs on studio sales.',
      buttonLabel: 'Sign Up',
    }),
  ])
}

export function aboutLayout() {
  return layout([
    text(
      0,
      [
        h(1, 'About the studio'),
        p(
          'Loam & Ember started in 2019 in a rented garage with one kiln, one wheel and a popcorn-popper coffee roaster. We have upgraded the roaster since.',
        ),
      ],
      0,
      7,
    ),
    block('image', 0, 7, 5, {
      image: image('img-gallery-6', 'Trimming a foot ring on the wheel', { x: 0.5, y: 0.4 }),
      caption: 'Mara trimming a mug',
      variant: 'inline',
    }),
    block('horizontalrule', 1, 0, 12, {}),
    text(
      2,
      [
        h(2, 'How we work'),
        list([
          'Small batches, fired in our own kiln',
          'Coffee roasted weekly and shipped within two days',
          'Seconds sold at our studio sales, never thrown away',
        ]),
      ],
      0,
      6,
    ),
    block('chart', 2, 6, 6, {
      variant: 'bar',
      dataset: {
        series: ['Share of our coffee (%)'],
        rows: [
          { label: 'Colombia', values: [45] },
          { label: 'Ethiopia', values: [30] },
          { label: 'Brazil', values: [15] },
          { label: 'Guatemala', values: [10] },
        ],
      },
    }),
    block('spacer', 3, 0, 12, { height: 24 }),
    block('menu', 4, 0, 12, {
      sections: [
        {
          name: 'At the studio coffee bar',
          items: [
            {
              name: 'Pour-over',
              price: '$5',
              description: 'Whatever single origin we are excited about this week.',
            },
            {
              name: 'Flat white',
              price: '$4.50',
              description: 'House Blend espresso, served in an 8 oz mug.',
            },
            { name: 'Cardamom bun', price: '$4', description: 'From the bakery next door.' },
          ],
        },
      ],
    }),
    block('accordion', 5, 0, 12, {
      items: [
        {
          title: 'Do you ship internationally?',
          body: [
            p(
              'We ship ceramics within the US and coffee to the US and Canada. Ceramics travel double-boxed.',
            ),
          ],
        },
        {
          title: 'Can I visit the studio?',
          body: [p('Yes: the studio and coffee bar are open Thursday to Sunday, 9 am to 3 pm.')],
        },
        {
          title: 'Is your pottery food safe?',
          body: [
            p('Every glaze we use is food safe and lead free, and tested by an independent lab.'),
          ],
        },
      ],
    }),
  ])
}

export function contactLayout() {
  return layout([
    text(
      0,
      [
        h(1, 'Say hello'),
        p(
          'Questions about an order, a wholesale enquiry or a custom set for your restaurant: write to us and one of us will answer within two working days.',
        ),
        linkParagraph(
          'Or email us directly: ',
          'hello@loamandember.com',
          'mailto:hello@loamandember.com',
        ),
      ],
      0,
      5,
    ),
    block('form', 0, 5, 7, { formId: CONTACT_FORM_ID }),
    block('map', 1, 0, 6, {
      location: {
        addressLine1: '41 Foundry Lane',
        addressLine2: 'Portland, ME 04101',
        addressCountry: 'United States',
        mapLat: 43.6567,
        mapLng: -70.2596,
      },
      zoom: 15,
    }),
    block('sociallinks', 1, 6, 3, {}),
    block('search', 1, 9, 3, { placeholder: 'Search the shop' }),
  ])
}

export function contactForm() {
  return {
    schemaVersion: 1,
    id: CONTACT_FORM_ID,
    name: 'Contact us',
    fields: [
      { id: 'name', type: 'name', label: 'Name', required: true },
      { id: 'email', type: 'email', label: 'Email', required: true },
      { id: 'phone', type: 'phone', label: 'Phone' },
      {
        id: 'address',
        type: 'address',
        label: 'Address',
        description: 'Only if you are asking about a delivery.',
      },
      { id: 'visit-date', type: 'date', label: 'Preferred visit date' },
      {
        id: 'topic',
        type: 'select',
        label: 'Topic',
        options: ['An order', 'Wholesale', 'Custom work', 'Workshops', 'Something else'],
        required: true,
      },
      {
        id: 'heard',
        type: 'radio',
        label: 'How did you hear about us?',
        options: ['A friend', 'Instagram', 'A market', 'Search'],
      },
      {
        id: 'interests',
        type: 'checkbox',
        label: 'I am interested in',
        options: ['Ceramics', 'Coffee', 'Workshops'],
      },
      {
        id: 'experience',
        type: 'likert',
        label: 'Tell us about your last visit',
        options: ['The studio was easy to find', 'The coffee was great'],
      },
      { id: 'message', type: 'textarea', label: 'Message', required: true, maxLength: 500 },
    ],
    submissionMessage: [p('Thank you! We will get back to you within two working days.')],
    disclaimerMessage: [p('We only use your details to answer your message.')],
  }
}

/** The Studio Club's page: member-only, in the demo's member area (`DEMO_MEMBER_AREA`). */
export function studioClubLayout() {
  return layout([
    text(0, [
      h(1, 'The Studio Club'),
      p(
        'Welcome in. Every month we post a glazing recipe from the studio notebook, a roast profile from the coffee bar, and the dates of members-only firings.',
      ),
      linkParagraph(
        'New this season: ',
        'Throwing a bowl, a course in three lessons',
        '/throwing-a-bowl',
      ),
    ]),
    block('video', 1, 0, 12, {
      url: 'https://vimeo.com/76979871',
      caption: 'Glazing the oat mug, start to finish',
    }),
    text(2, [
      h(2, 'This month: Oat glaze, cone 6'),
      list([
        'Custer feldspar 25, silica 20, whiting 18, EPK 17, talc 10, wollastonite 10',
        'Add 2 percent red iron oxide for the speckle',
        'Dip for three seconds; thicker runs at the foot',
      ]),
    ]),
  ])
}
