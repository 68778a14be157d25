import type { Plugin } from '../../plugin-api.js'
import { commentCount, commentLink, comments } from './comment-formatters.js'
import { googleCalendarUrl } from './google-calendar-url-formatter.js'
import { likeButton } from './like-button-formatter.js'
import { socialButton, socialButtonInline } from './social-button-formatters.js'
import { commentsPredicate, disqusPredicate } from './social-predicates.js'
import { activateTwitterLinks, twitterFollowButton } from './twitter-formatters.js'

export const socialPlugin: Plugin = {
  formatters: {
    'activate-twitter-links': activateTwitterLinks,
    'comment-count': commentCount,
    'comment-link': commentLink,
    comments,
    'google-calendar-url': googleCalendarUrl,
    'like-button': likeButton,
    'social-button': socialButton,
    'social-button-inline': socialButtonInline,
    'twitter-follow-button': twitterFollowButton,
  },
  predicates: {
    'comments?': commentsPredicate,
    'disqus?': disqusPredicate,
  },
}
