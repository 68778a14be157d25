import { emptyLayout, type ItemDetail } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import {
  bodyWithText,
  checkMinutes,
  lessonDraftFrom,
  lessonPatchFrom,
  otherBlockCount,
} from './lesson-draft.js'

const item: ItemDetail = {
  id: 'l1',
  collectionId: 'c1',
  title: 'Centring',
  urlId: 'centring',
  status: 'draft',
  excerpt: '',
  tags: [],
  categories: [],
  version: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
  lesson: { kind: 'video', durationMinutes: 9, video: { url: 'https://vimeo.com/1', caption: '' } },
  body: {
    ...emptyLayout(),
    blocks: [
      {
        id: 'quote',
        type: 'quote',
        position: { row: 0, col: 0, span: 12 },
        value: { text: 'Slow down', source: '' },
      },
    ],
  },
}

describe('lesson draft', () => {
  it('reads a lesson into the inputs and back into a save', () => {
    const draft = lessonDraftFrom(item)
    expect(draft).toMatchObject({ kind: 'video', minutes: '9', videoUrl: 'https://vimeo.com/1' })
    const patch = lessonPatchFrom({ ...draft, text: 'Elbows in.', videoUrl: '' }, item, 12)
    expect(patch.lesson).toEqual({ kind: 'video', durationMinutes: 12, video: null })
    expect(patch.body.blocks.map((block) => block.id)).toEqual(['quote', 'lesson-text'])
    expect(patch.body.blocks[1]).toMatchObject({
      type: 'markdown',
      position: { row: 1, col: 0, span: 12 },
      value: { markdown: 'Elbows in.' },
    })
    expect(lessonDraftFrom({ ...item, body: patch.body }).text).toBe('Elbows in.')
    expect(otherBlockCount(patch.body)).toBe(1)
  })

  it('drops the text block when the text is emptied and keeps the other blocks', () => {
    const withText = bodyWithText(item.body, 'Some text')
    expect(bodyWithText(withText, '  ').blocks.map((block) => block.id)).toEqual(['quote'])
  })

  it('takes whole minutes from 0 to 1440 only', () => {
    expect(checkMinutes(' 15 ')).toEqual({ ok: true, minutes: 15 })
    expect(checkMinutes('1440')).toEqual({ ok: true, minutes: 1440 })
    for (const bad of ['', '-1', '2.5', '1441', 'ten'])
      expect(checkMinutes(bad).ok, bad).toBe(false)
  })
})
