import { formFieldSchema, type FormFieldInput } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { summarizeAnswer } from './answer-summary.js'

// Omit that keeps each field type's own properties.
type FieldSpec = FormFieldInput extends infer T
  ? T extends unknown
    ? Omit<T, 'id'>
    : never
  : never
const field = (input: FieldSpec) => formFieldSchema.parse({ id: 'f', ...input })

describe('answer summaries', () => {
  it('reads N/A for any empty answer', () => {
    for (const type of ['text', 'name', 'address', 'date', 'time', 'phone']) {
      expect(summarizeAnswer(field({ type } as FieldSpec), undefined)).toBe('N/A')
    }
    expect(summarizeAnswer(field({ type: 'checkbox', options: ['A'] }), [])).toBe('N/A')
    expect(summarizeAnswer(field({ type: 'likert', options: ['Tasty'] }), {})).toBe('N/A')
    expect(summarizeAnswer(field({ type: 'text' }), '  ')).toBe('N/A')
  })

  it('joins an address, skipping empty lines', () => {
    const address = field({ type: 'address' })
    expect(summarizeAnswer(address, ['1 Main St', '', 'Springfield', 'IL', '62701', 'US'])).toBe(
      '1 Main St, Springfield, IL 62701, US',
    )
  })

  it('lists checked boxes', () => {
    expect(summarizeAnswer(field({ type: 'checkbox', options: ['A', 'B', 'C'] }), ['A', 'C'])).toBe(
      'A, C',
    )
  })

  it('writes a date as month/day/year', () => {
    expect(summarizeAnswer(field({ type: 'date' }), ['11', '21', '2026'])).toBe('11/21/2026')
  })

  it('labels likert answers on the -2 to 2 scale', () => {
    const likert = field({ type: 'likert', options: ['Tasty', 'Cheap', 'Fast'] })
    expect(summarizeAnswer(likert, { Tasty: '2', Cheap: '-2', Fast: '' })).toBe(
      'Tasty: Strongly Agree\nCheap: Strongly Disagree',
    )
  })

  it('joins first and last name', () => {
    expect(summarizeAnswer(field({ type: 'name' }), ['Ada', 'Lovelace'])).toBe('Ada Lovelace')
    expect(summarizeAnswer(field({ type: 'name' }), ['', 'Lovelace'])).toBe('Lovelace')
  })

  it('writes phones with three or four parts', () => {
    expect(summarizeAnswer(field({ type: 'phone' }), ['555', '555', '0100'])).toBe('555-555-0100')
    expect(summarizeAnswer(field({ type: 'phone' }), ['44', '20', '7946', '0958'])).toBe(
      '+44 20-7946-0958',
    )
  })

  it('writes times with padded minutes and AM/PM', () => {
    expect(summarizeAnswer(field({ type: 'time' }), ['9', '5', '', 'AM'])).toBe('9:05 AM')
    expect(summarizeAnswer(field({ type: 'time' }), ['21', '30', '15', ''])).toBe('21:30:15')
  })

  it('shows single values as typed', () => {
    expect(summarizeAnswer(field({ type: 'select', options: ['Red'] }), 'Red')).toBe('Red')
    expect(summarizeAnswer(field({ type: 'currency' }), ' 12.50 ')).toBe('12.50')
  })
})
