import { describe, expect, it } from 'vitest'
import { disputesOf } from './order-detail.js'

const event = (status: string, createdAt: string, disputeId = 'dp_1') => ({
  kind: 'disputed',
  createdAt,
  data: {
    disputeId,
    amountCents: 1200,
    currency: 'USD',
    reason: 'fraudulent',
    status,
    evidenceDueBy: '2026-12-01T00:00:00.000Z',
  },
})

describe('disputesOf', () => {
  it('keeps each dispute once, as its latest event left it', () => {
    const disputes = disputesOf([
      event('needs_response', '2026-11-01T00:00:00.000Z'),
      { kind: 'note', createdAt: '2026-11-02T00:00:00.000Z', data: null },
      event('under_review', '2026-11-03T00:00:00.000Z'),
      event('needs_response', '2026-11-03T00:00:00.000Z', 'dp_2'),
    ])
    expect(disputes.map((d) => [d.id, d.status])).toEqual([
      ['dp_1', 'under_review'],
      ['dp_2', 'needs_response'],
    ])
  })

  it('never reopens a closed dispute for an event that arrived late', () => {
    const disputes = disputesOf([
      event('won', '2026-11-04T00:00:00.000Z'),
      event('under_review', '2026-11-04T00:00:00.000Z'),
    ])
    expect(disputes[0]?.status).toBe('won')
  })
})
