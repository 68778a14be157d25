import { block, h, image, layout, p, text } from '../demo/demo-content-helpers.js'
import type { StartingSite } from './starting-site.js'
import { collection, galleryItem, mainNavigation, picture } from './starting-site-parts.js'

const mist: [string, string] = ['#eef0f4', '#d4d9e4']
const dawn: [string, string] = ['#f6ece6', '#e7cfc2']

const projects: [string, string][] = [
  ['img-project-1', 'Coastline, a poster series for the harbour festival'],
  ['img-project-2', 'Hands at work, editorial illustration'],
  ['img-project-3', 'The studio, a book cover'],
  ['img-project-4', 'Evening hills, a limited print'],
  ['img-project-5', 'Identity for a small coffee roaster'],
  ['img-project-6', 'Ceramics catalogue, art direction'],
]

/** An illustrator's portfolio: a home page that shows the work, a projects gallery, About, Contact. */
export const portfolioSite: StartingSite = {
  key: 'portfolio',
  name: 'Portfolio',
  summary: 'Show your work with a bold home page, a project gallery and a way to hire you.',
  title: 'Ines Marlow',
  description: 'Illustration and graphic design for books, brands and the occasional poster.',
  headline: 'Pictures that tell the story',
  styles: {
    fonts: { heading: 'Inter', body: 'Lora' },
    colors: { background: '#f7f7f5', text: '#15171c', accent: '#3552c9' },
  },
  heroImageId: 'img-hero',
  previewImageIds: ['img-project-1', 'img-project-2', 'img-project-3'],
  images: [
    picture(
      'img-hero',
      'hills',
      'Rolling hills under a pale sun, from the Coastline series',
      [mist[0], mist[1], '#3552c9', '#e38b6d'],
      [1600, 1000],
    ),
    picture('img-project-1', 'hills', projects[0]![1], [dawn[0], dawn[1], '#e38b6d', '#3552c9']),
    picture('img-project-2', 'hands', projects[1]![1], [mist[0], mist[1], '#3552c9', '#f2c14e']),
    picture('img-project-3', 'studio', projects[2]![1], [dawn[0], dawn[1], '#15171c', '#e38b6d']),
    picture('img-project-4', 'hills', projects[3]![1], [mist[0], mist[1], '#15171c', '#3552c9']),
    picture('img-project-5', 'beans', projects[4]![1], [dawn[0], dawn[1], '#6b3e26', '#f2c14e']),
    picture('img-project-6', 'vase', projects[5]![1], [mist[0], mist[1], '#e38b6d', '#3552c9']),
  ],
  content: (ctx) => ({
    collections: [
      collection(ctx, 'col-home', 'home', 'Home', 'page', {
        navigationTitle: 'Work',
        layout: layout([
          text(
            0,
            [
              h(1, 'Pictures that tell the story'),
              p(
                'I am Ines, an illustrator and designer working with publishers, small brands and festivals. Here is some of what I have made lately.',
              ),
            ],
            0,
            6,
          ),
          block('image', 0, 6, 6, {
            image: image(
              ctx.id('img-hero'),
              'Rolling hills under a pale sun, from the Coastline series',
            ),
            caption: '',
            variant: 'inline',
          }),
          block('button', 1, 0, 6, {
            text: 'See all projects',
            link: '/projects',
            alignment: 'left',
          }),
          text(2, [h(2, 'Selected work')]),
          block('gallery', 3, 0, 12, {
            images: projects.map(([id, title]) => image(ctx.id(id), title)),
            settings: {
              design: 'grid',
              'thumbnails-per-row': 3,
              padding: 20,
              'aspect-ratio': 'four-three',
              'show-meta': false,
            },
          }),
          block('quote', 4, 0, 12, {
            text: 'Ines turned a vague brief into the best poster our festival has had.',
            source: 'Harbour Festival, 2026',
          }),
          text(
            5,
            [
              h(2, 'Have a project in mind?'),
              p('I take on a few commissions each season. Tell me about yours.'),
            ],
            2,
            8,
          ),
          block('button', 6, 2, 8, { text: 'Get in touch', link: '/contact', alignment: 'left' }),
        ]),
      }),
      collection(ctx, 'col-projects', 'projects', 'Projects', 'gallery', {
        description: 'Books, brands, posters and prints.',
        gallerySettings: {
          design: 'grid',
          'thumbnails-per-row': 3,
          'aspect-ratio': 'four-three',
          padding: 20,
          lightbox: true,
        },
      }),
      collection(ctx, 'col-about', 'about', 'About', 'page', {
        layout: layout([
          text(
            0,
            [
              h(1, 'About'),
              p(
                'I grew up by the sea and still draw it more than anything else. After ten years in a design studio I went independent in 2022.',
              ),
              p(
                'Clients include publishers, festivals, coffee roasters and a very patient bakery. Replace this with your own story.',
              ),
            ],
            0,
            7,
          ),
          block('image', 0, 7, 5, {
            image: image(ctx.id('img-project-2'), projects[1]![1]),
            caption: '',
            variant: 'inline',
          }),
        ]),
      }),
      collection(ctx, 'col-contact', 'contact', 'Contact', 'page', {
        layout: layout([
          text(
            0,
            [
              h(1, 'Contact'),
              p(
                'For commissions, licensing and prints, write to hello@example.com. I answer within two working days.',
              ),
              p('Based in Lisbon, working everywhere.'),
            ],
            2,
            8,
          ),
        ]),
      }),
    ],
    items: projects.map(([id, title], index) =>
      galleryItem(ctx, 'col-projects', id, title, index + 1),
    ),
    navigation: mainNavigation(ctx, ['col-home', 'col-projects', 'col-about', 'col-contact']),
    footer: [
      ['**Ines Marlow**', 'Illustration and design, Lisbon'],
      ['**Say hello**', 'hello@example.com'],
    ],
  }),
}
