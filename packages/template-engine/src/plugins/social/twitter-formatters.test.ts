import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const render = (template: string, context: unknown): string =>
  compile(template).render(context).output

const SCRIPT =
  "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() " +
  '{ Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>'

describe('activate-twitter-links', () => {
  it('links mentions, hashtags and URLs', () => {
    expect(render('{t|activate-twitter-links}', { t: 'hi @Foo #Bar http://x.com/a' })).toBe(
      'hi <a target="new" href="https://twitter.com/Foo/">@Foo</a> ' +
        '<a target="new" href="https://twitter.com/hashtag/Bar?src=hash">#Bar</a> ' +
        '<a target="new" href="http://x.com/a">http://x.com/a</a>',
    )
  })

  it('leaves e-mail addresses and anchors within URLs alone', () => {
    expect(render('{t|activate-twitter-links}', { t: 'a@b.com' })).toBe('a@b.com')
    expect(render('{t|activate-twitter-links}', { t: 'http://x.com/#top' })).toBe(
      '<a target="new" href="http://x.com/#top">http://x.com/#top</a>',
    )
  })
})

describe('twitter-follow-button', () => {
  it('follows the account by user name, else by its profile URL', () => {
    expect(render('{@|twitter-follow-button}', { userName: 'foobar' })).toBe(
      `${SCRIPT}<div class="squarespace-follow-button" data-username="foobar"></div>`,
    )
    expect(
      render('{@|twitter-follow-button}', { userName: '', profileUrl: 'http://twitter.com/baz' }),
    ).toBe(`${SCRIPT}<div class="squarespace-follow-button" data-username="baz"></div>`)
  })

  it('takes what follows the last slash of the profile URL, as the reference does', () => {
    const name = (profileUrl: string): string =>
      render('{@|twitter-follow-button}', { userName: '', profileUrl })
    expect(name('http://twitter.com/baz?lang=en')).toContain('data-username="baz?lang=en"')
    expect(name('baz')).toContain('data-username="baz"')
    // Nothing after the final slash: no name, so no button (f-twitter-follow-button-3).
    expect(name('http://twitter.com/baz/')).toBe('')
  })

  it('escapes the user name', () => {
    expect(render('{@|twitter-follow-button}', { userName: 'a"b' })).toContain(
      'data-username="a&quot;b"',
    )
  })

  it('prints nothing without an account name', () => {
    expect(render('{@|twitter-follow-button}', { userName: '', profileUrl: '' })).toBe('')
  })
})
