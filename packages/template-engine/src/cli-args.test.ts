import { describe, expect, it } from 'vitest'
import { parseCliArgs, USAGE } from './cli-args.js'

describe('atelier-template arguments', () => {
  it('reads render with its files and options', () => {
    expect(
      parseCliArgs([
        'render',
        't.html',
        'c.json',
        '--partials',
        'p.json',
        '--locale',
        'fr',
        '--now',
        '5',
      ]),
    ).toEqual({
      ok: true,
      templatePath: 't.html',
      contextPath: 'c.json',
      partialsPath: 'p.json',
      locale: 'fr',
      now: 5,
    })
  })

  it('answers usage for anything else', () => {
    expect(parseCliArgs([])).toEqual({ ok: false, message: USAGE })
    expect(parseCliArgs(['render', 't.html'])).toEqual({ ok: false, message: USAGE })
    expect(parseCliArgs(['render', 't', 'c', '--x'])).toEqual({
      ok: false,
      message: `unknown option --x\n${USAGE}`,
    })
    expect(parseCliArgs(['render', 't', 'c', '--now', 'soon']).ok).toBe(false)
  })
})
