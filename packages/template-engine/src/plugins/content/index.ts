import type { Plugin } from '../../plugin-api.js'
import { audioPlayer } from './audio-player-formatter.js'
import { colorWeight } from './color-weight-formatter.js'
import * as content from './content-predicates.js'
import { galleryPredicates } from './gallery-predicates.js'
import { imageColor } from './image-color-formatter.js'
import { image } from './image-formatter.js'
import { childImageMeta, coverImageMeta, imageMeta } from './image-meta-formatters.js'
import { imageSrcset } from './image-srcset-formatter.js'
import { itemClasses } from './item-classes-formatter.js'
import { externalVideo, promotedPredicates } from './promoted-predicates.js'
import {
  backgroundSourcePredicates,
  currentType,
  recordTypePredicates,
} from './record-type-predicates.js'
import {
  height,
  resizedHeightForWidth,
  resizedWidthForHeight,
  thumbnailForHeight,
  thumbnailForWidth,
  width,
} from './size-formatters.js'
import { absUrl, capitalize, humanizeDuration } from './text-formatters.js'
import { video } from './video-formatter.js'
import { websiteColor } from './website-color-formatter.js'

export const contentPlugin: Plugin = {
  formatters: {
    AbsUrl: absUrl,
    'audio-player': audioPlayer,
    capitalize,
    'child-image-meta': childImageMeta,
    'color-weight': colorWeight,
    'cover-image-meta': coverImageMeta,
    height,
    humanizeDuration,
    image,
    'image-color': imageColor,
    'image-meta': imageMeta,
    'image-srcset': imageSrcset,
    'item-classes': itemClasses,
    resizedHeightForWidth,
    resizedWidthForHeight,
    squarespaceThumbnailForHeight: thumbnailForHeight,
    squarespaceThumbnailForWidth: thumbnailForWidth,
    video,
    'website-color': websiteColor,
    width,
  },
  predicates: {
    ...recordTypePredicates,
    ...backgroundSourcePredicates,
    ...galleryPredicates,
    ...promotedPredicates,
    'calendar-view?': content.calendarView,
    'child-images?': content.childImages,
    'clickable?': content.clickable,
    'collection?': content.isCollection,
    'collection-page?': content.collectionPage,
    'collection-template-page?': content.collectionTemplatePage,
    'collectionTypeNameEquals?': content.collectionTypeNameEquals,
    'current-type?': currentType,
    'excerpt?': content.excerpt,
    'external-link?': content.externalLink,
    'external-video?': externalVideo,
    'folder?': content.folder,
    'has-multiple?': content.hasMultiple,
    'index?': content.index,
    'location?': content.location,
    'main-image?': content.mainImage,
    'passthrough?': content.passthrough,
    'redirect?': content.redirect,
    'serviceNameEmail?': content.serviceNameEmail,
    'show-past-events?': content.showPastEvents,
  },
}
