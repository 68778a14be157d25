import { describe, expect, it } from 'vitest'
import { itemSchema } from '../records/item.js'
import {
  courseProgress,
  isReorderOf,
  lessonDurationText,
  moveLesson,
  nextLessonToTake,
} from './lesson-rules.js'

describe('lesson order', () => {
  it('moves a lesson to a new place and keeps the others in their order', () => {
    expect(moveLesson(['a', 'b', 'c', 'd'], 'd', 0)).toEqual(['d', 'a', 'b', 'c'])
    expect(moveLesson(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd'])
    expect(moveLesson(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'b', 'c'])
  })

  it('clamps the place to the list and ignores an unknown lesson', () => {
    expect(moveLesson(['a', 'b', 'c'], 'a', 99)).toEqual(['b', 'c', 'a'])
    expect(moveLesson(['a', 'b', 'c'], 'c', -5)).toEqual(['c', 'a', 'b'])
    expect(moveLesson(['a', 'b'], 'z', 0)).toEqual(['a', 'b'])
  })

  it('accepts only a reorder of exactly the course’s lessons', () => {
    expect(isReorderOf(['a', 'b', 'c'], ['c', 'a', 'b'])).toBe(true)
    expect(isReorderOf(['a', 'b', 'c'], ['a', 'b'])).toBe(false)
    expect(isReorderOf(['a', 'b', 'c'], ['a', 'b', 'b'])).toBe(false)
    expect(isReorderOf(['a', 'b', 'c'], ['a', 'b', 'x'])).toBe(false)
    expect(isReorderOf(['a', 'b'], ['a', 'b', 'c'])).toBe(false)
  })
})

describe('course progress', () => {
  it('counts the completed lessons the course still shows', () => {
    const progress = courseProgress(['a', 'b', 'c', 'd', 'e'], new Set(['a', 'c', 'e', 'gone']))
    expect(progress).toEqual({
      done: 3,
      total: 5,
      percent: 60,
      text: '3 of 5 complete',
      complete: false,
    })
  })

  it('is complete only when every lesson is done, and an empty course never is', () => {
    expect(courseProgress(['a', 'b'], new Set(['a', 'b'])).complete).toBe(true)
    expect(courseProgress(['a', 'b', 'c'], new Set(['a', 'b'])).percent).toBe(66)
    expect(courseProgress([], new Set(['a'])).complete).toBe(false)
    expect(courseProgress([], new Set()).text).toBe('0 of 0 complete')
  })

  it('names the first lesson not yet done as the next one', () => {
    expect(nextLessonToTake(['a', 'b', 'c'], new Set(['a', 'c']))).toBe('b')
    expect(nextLessonToTake(['a', 'b'], new Set(['a', 'b']))).toBeUndefined()
  })
})

describe('lesson fields', () => {
  it('prints a duration in minutes and hours', () => {
    expect(lessonDurationText(0)).toBe('')
    expect(lessonDurationText(12)).toBe('12 min')
    expect(lessonDurationText(60)).toBe('1 h')
    expect(lessonDurationText(95)).toBe('1 h 35 min')
  })

  it('keeps a lesson’s kind, duration and video on its item and refuses a bad duration', () => {
    const base = {
      schemaVersion: 1,
      id: 'l1',
      websiteId: 'w1',
      collectionId: 'c1',
      urlId: 'centring',
      title: 'Centring',
      recordType: 1,
      status: 'published',
    }
    const video = { url: 'https://vimeo.com/76979871', caption: 'Centring' }
    const parsed = itemSchema.parse({
      ...base,
      lesson: { kind: 'video', durationMinutes: 8, video },
    })
    expect(parsed.lesson).toEqual({ kind: 'video', durationMinutes: 8, video })
    expect(itemSchema.safeParse({ ...base, lesson: { durationMinutes: -1 } }).success).toBe(false)
    expect(itemSchema.safeParse({ ...base, lesson: { durationMinutes: 2.5 } }).success).toBe(false)
    expect(
      itemSchema.safeParse({ ...base, lesson: { kind: 'video', video: { url: 'ftp://x' } } })
        .success,
    ).toBe(false)
  })
})
