import { describe, expect, it } from 'vitest'
import { createDatabaseAvailability, isDatabaseUnavailable } from './database-availability.js'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('database availability', () => {
  it('tells an unreachable database from every other failure', () => {
    for (const error of [
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('sorry, too many clients already', '53300'),
      withCode('connection failure', '08006'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('wrapped', { cause: withCode('read ECONNRESET', 'ECONNRESET') }),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(true)
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('could not serialize access', '40001'),
      withCode('database is locked', 'SQLITE_BUSY'),
      new RangeError('Invalid array length'),
      'Connection terminated',
      undefined,
    ])
      expect(isDatabaseUnavailable(error), String(error)).toBe(false)
  })

  it('changes state once per outage and once when it ends, however many failures it sees', () => {
    const availability = createDatabaseAvailability()
    const changes: string[] = []
    availability.onChange((state) => changes.push(state))
    expect(availability.noteFailure(new Error('a bug'))).toBe(false)
    expect(availability.state).toBe('reachable')
    for (let count = 0; count < 5; count++)
      expect(availability.noteFailure(withCode('refused', 'ECONNREFUSED'))).toBe(true)
    expect(availability.state).toBe('unreachable')
    availability.noteReachable()
    availability.noteReachable()
    expect(changes).toEqual(['unreachable', 'reachable'])
  })
})
