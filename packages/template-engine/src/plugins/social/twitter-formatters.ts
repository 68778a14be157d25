import type { FormatterFn } from '../../plugin-api.js'
import { escapeAttr } from '../content/escape-attr.js'
import { getPath } from '../content/json-value.js'
import { asText } from '../../values.js'

// One pass over the text, so that a link made for one match is never matched again.
const LINKABLE = /(https?:\/\/[^\s<>"]+)|(?<!\w)@(\w+)|(?<!\w)#(\w+)/g
const PROFILE_NAME = /([^/?#]+)\/*(?:[?#].*)?$/

function link(href: string, text: string): string {
  return `<a target="new" href="${href}">${text}</a>`
}

/** `{tweet|activate-twitter-links}`: links for URLs, @mentions and #hashtags in a tweet. */
export const activateTwitterLinks: FormatterFn = (_args, vars) => {
  const text = asText(vars[0].value)
  vars[0].set(
    text.replace(LINKABLE, (match, url?: string, user?: string, tag?: string) => {
      if (url !== undefined) return link(url, url)
      if (user !== undefined) return link(`https://twitter.com/${user}/`, match)
      return link(`https://twitter.com/hashtag/${tag ?? ''}?src=hash`, match)
    }),
  )
}

const FOLLOW_SCRIPT =
  "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() " +
  '{ Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>'

/** The account name, else the last segment of the profile URL. */
function twitterUserName(account: unknown): string {
  const userName = asText(getPath(account, 'userName'))
  if (userName !== '') return userName
  const match = PROFILE_NAME.exec(asText(getPath(account, 'profileUrl')))
  return match === null ? '' : match[1]
}

/**
 * `{account|twitter-follow-button}`: a follow button for a Twitter account. The name is
 * escaped: it comes from the connected account and could close the attribute.
 */
export const twitterFollowButton: FormatterFn = (_args, vars) => {
  const userName = twitterUserName(vars[0].value)
  vars[0].set(
    userName === ''
      ? ''
      : `${FOLLOW_SCRIPT}<div class="squarespace-follow-button" data-username="${escapeAttr(userName)}"></div>`,
  )
}
