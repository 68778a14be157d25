import { daysFrom, h, layout, linkParagraph, list, p, text } from './demo-content-helpers.js'
import { DEMO_MEMBER_AREA } from './demo-pages.js'
import { WEBSITE_ID } from './demo-products.js'

export const COURSE_ID = 'col-throwing-a-bowl'
export const COURSE_PATH = '/throwing-a-bowl'

/** The Studio Club's course (issue 21): member-only, in the club's area, reached from its page. */
export function demoCourse() {
  return {
    schemaVersion: 1,
    id: COURSE_ID,
    websiteId: WEBSITE_ID,
    urlId: 'throwing-a-bowl',
    title: 'Throwing a bowl',
    kind: 'course',
    status: 'published',
    description: 'Three short lessons from the studio wheel: wedge, centre, open and pull a bowl.',
    memberOnly: true,
    memberAreaId: DEMO_MEMBER_AREA.id,
  }
}

function lesson(
  order: number,
  urlId: string,
  title: string,
  publishOn: Date,
  fields: {
    kind: 'text' | 'video'
    durationMinutes: number
    body: ReturnType<typeof text>[]
    video?: { url: string; caption: string }
  },
) {
  return {
    schemaVersion: 1,
    id: `lesson-${order}-${urlId}`,
    websiteId: WEBSITE_ID,
    collectionId: COURSE_ID,
    urlId,
    title,
    recordType: 1,
    status: 'published',
    publishOn: publishOn.toISOString(),
    body: layout(fields.body),
    lesson: {
      kind: fields.kind,
      durationMinutes: fields.durationMinutes,
      ...(fields.video ? { video: fields.video } : {}),
    },
  }
}

/** Three lessons in order: two to read, one to watch (the club's own glazing video). */
export function demoLessons(now: Date) {
  const at = daysFrom(now, -30)
  return [
    lesson(1, 'wedging-the-clay', 'Wedging the clay', at, {
      kind: 'text',
      durationMinutes: 6,
      body: [
        text(0, [
          p(
            'Every bowl starts on the bench, not the wheel. Wedging pushes the air out of the clay and lines its particles up, so the wall you pull later rises evenly and nothing pops in the kiln.',
          ),
          h(2, 'Ram’s head, thirty turns'),
          list([
            'Cut 700 g of clay and slap it into a rough ball',
            'Push down and away with the heels of both hands, then rock it back',
            'Turn a quarter and repeat thirty times, until a cut shows no holes',
          ]),
        ]),
      ],
    }),
    lesson(2, 'centring-on-the-wheel', 'Centring on the wheel', at, {
      kind: 'video',
      durationMinutes: 9,
      video: { url: 'https://vimeo.com/76979871', caption: 'Centring, start to finish' },
      body: [
        text(0, [
          p(
            'Watch the whole video once before you try. Keep your elbows on your thighs, the wheel fast and the clay wet; let the wheel do the work while your hands stay still.',
          ),
        ]),
      ],
    }),
    lesson(3, 'opening-and-pulling', 'Opening and pulling the walls', at, {
      kind: 'text',
      durationMinutes: 12,
      body: [
        text(0, [
          p(
            'Open with your thumbs to a finger’s width from the bat, then widen the floor before you pull. Three pulls are plenty for a first bowl; a fourth usually ends in a collapse.',
          ),
          list(
            [
              'Press the floor flat and compress it with a rib',
              'Pull from the base up, slowing as you near the rim',
              'Flare the rim last, with the wheel at its slowest',
            ],
            true,
          ),
          linkParagraph('Done? ', 'Share your bowl with the club', '/studio-club'),
        ]),
      ],
    }),
  ]
}
