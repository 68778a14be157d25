import type { FormatterFn } from '../../plugin-api.js'
import { escapeAttr } from '../content/escape-attr.js'
import { getPath } from '../content/json-value.js'
import { asText } from '../../values.js'

// URLs (any scheme of http, https, ftp, file, ending in a URL character other than punctuation),
// then @mentions and #hashtags that start the text or follow a space, in three passes as the
// reference makes them.
const URL = /\b(?:https?|ftp|file):\/\/[-A-Z0-9+&@#/%?=~_|!:,.;]*[-A-Z0-9+&@#\\/%=~_|]/gi
const MENTION = /(^| )@([a-z0-9_]+)/gi
const HASHTAG = /(^| )#([a-z0-9_]+)/gi

function link(href: string, text: string): string {
  return `<a target="new" href="${href}">${text}</a>`
}

/** `{tweet|activate-twitter-links}`: links for URLs, @mentions and #hashtags in a tweet. */
export const activateTwitterLinks: FormatterFn = (_args, vars) => {
  vars[0].set(
    asText(vars[0].value)
      .replace(URL, (url) => link(url, url))
      .replace(
        MENTION,
        (_m, before: string, user: string) =>
          before + link(`https://twitter.com/${user}/`, `@${user}`),
      )
      .replace(
        HASHTAG,
        (_m, before: string, tag: string) =>
          before + link(`https://twitter.com/hashtag/${tag}?src=hash`, `#${tag}`),
      ),
  )
}

const FOLLOW_SCRIPT =
  "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() " +
  '{ Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>'

/** The account name, else what follows the last `/` of the profile URL (empty after a final `/`). */
function twitterUserName(account: unknown): string {
  const userName = asText(getPath(account, 'userName'))
  if (userName !== '') return userName
  const profileUrl = asText(getPath(account, 'profileUrl'))
  return profileUrl.slice(profileUrl.lastIndexOf('/') + 1)
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
