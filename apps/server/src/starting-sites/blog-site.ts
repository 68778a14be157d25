import { block, h, image, layout, p, text } from '../demo/demo-content-helpers.js'
import type { StartingSite } from './starting-site.js'
import { collection, mainNavigation, picture, post } from './starting-site-parts.js'

const sage: [string, string] = ['#eef1ea', '#d2dccb']
const dusk: [string, string] = ['#f2ebe3', '#e0cfbd']

/** A personal blog: a home page of the latest posts, the blog itself with three posts, About. */
export const blogSite: StartingSite = {
  key: 'blog',
  name: 'Blog',
  summary: 'Write and publish posts, with a home page that shows the latest ones.',
  title: 'Field Notes',
  description: 'Walks, weather and the small things noticed on the way.',
  headline: 'Notes from the path',
  styles: {
    fonts: { heading: 'Lora', body: 'Georgia' },
    colors: { background: '#fbfaf6', text: '#1e2420', accent: '#3f6b4f' },
  },
  heroImageId: 'img-hero',
  previewImageIds: ['img-post-1', 'img-post-2', 'img-post-3'],
  images: [
    picture(
      'img-hero',
      'hills',
      'Green hills at first light',
      [sage[0], sage[1], '#5f8a6a', '#3f6b4f'],
      [1600, 1000],
    ),
    picture(
      'img-post-1',
      'hills',
      'A ridge path above the valley',
      [dusk[0], dusk[1], '#8a9a6c', '#c0714f'],
      [1500, 1200],
    ),
    picture(
      'img-post-2',
      'pourover',
      'Coffee brewing on a camp stove',
      [sage[0], sage[1], '#3f6b4f', '#8c5b3f'],
      [1500, 1200],
    ),
    picture(
      'img-post-3',
      'hands',
      'Hands holding a found stone',
      [dusk[0], dusk[1], '#c0714f', '#5f8a6a'],
      [1500, 1200],
    ),
  ],
  content: (ctx) => ({
    collections: [
      collection(ctx, 'col-home', 'home', 'Home', 'page', {
        navigationTitle: 'Home',
        layout: layout([
          block('image', 0, 0, 12, {
            image: image(ctx.id('img-hero'), 'Green hills at first light'),
            caption: '',
            variant: 'inline',
          }),
          text(
            1,
            [
              h(1, 'Notes from the path'),
              p(
                'A slow blog about walking: where I went, what the weather did, and the small things worth stopping for.',
              ),
            ],
            2,
            8,
          ),
          block('summary-v2', 3, 0, 9, {
            collectionId: ctx.id('col-blog'),
            variant: 'grid',
            count: 3,
          }),
          text(
            3,
            [
              h(3, 'About this blog'),
              p(
                'Written on weekends by Sam, who walks a lot and stops often. New posts every couple of weeks.',
              ),
            ],
            9,
            3,
          ),
          block('quote', 4, 0, 12, {
            text: 'Not all those who wander are lost, but most of them have forgotten the map.',
            source: 'Overheard at a trailhead',
          }),
        ]),
      }),
      collection(ctx, 'col-blog', 'blog', 'Blog', 'blog', { description: 'Notes from the path.' }),
      collection(ctx, 'col-about', 'about', 'About', 'page', {
        layout: layout([
          text(
            0,
            [
              h(1, 'About'),
              p(
                'I write about the walks I take on weekends, near home and further away. New posts every couple of weeks.',
              ),
              p('Replace this with a few lines about you and what you write about.'),
            ],
            0,
            7,
          ),
          block('image', 0, 7, 5, {
            image: image(ctx.id('img-post-3'), 'Hands holding a found stone'),
            caption: '',
            variant: 'inline',
          }),
        ]),
      }),
    ],
    items: [
      post(ctx, 'col-blog', {
        urlId: 'the-ridge-path',
        title: 'The ridge path, in three kinds of weather',
        excerpt: 'Sun at the start, fog in the middle, hail at the top. Still worth it.',
        paragraphs: [
          'The ridge path leaves the village behind the church and climbs for an hour before the view opens up.',
          'By the time I reached the cairn the fog had come in so thickly that the view was a matter of faith. Then the hail started.',
        ],
        imageId: 'img-post-1',
        alt: 'A ridge path above the valley',
        author: 'Sam Reed',
        category: 'Walks',
      }),
      post(ctx, 'col-blog', {
        urlId: 'coffee-outdoors',
        title: 'Good coffee, a long way from a kitchen',
        excerpt: 'What I carry to make a decent cup on a hillside.',
        paragraphs: [
          'A small stove, a pour-over cone and beans ground the night before. That is all it takes.',
          'The secret is patience: let the water rest a moment off the boil, and pour slowly.',
        ],
        imageId: 'img-post-2',
        alt: 'Coffee brewing on a camp stove',
        author: 'Sam Reed',
        category: 'Kit',
      }),
      post(ctx, 'col-blog', {
        urlId: 'things-found',
        title: 'Things found on the way',
        excerpt: 'A stone, a feather and a very old coin. A short list of small treasures.',
        paragraphs: [
          'I never go looking for things, but I always come back with something in my pocket.',
          'This spring: a stone worn into a perfect disc, a jay feather, and a penny from 1936.',
        ],
        imageId: 'img-post-3',
        alt: 'Hands holding a found stone',
        author: 'Sam Reed',
        category: 'Notes',
      }),
    ],
    navigation: mainNavigation(ctx, ['col-home', 'col-blog', 'col-about']),
    footer: [
      ['**Field Notes**', 'A blog about walking, written on weekends.'],
      ['**Write to me**', 'hello@example.com'],
    ],
  }),
}
