/**
 * For every formatter and predicate of the reference, the argument texts the differential
 * generator picks from (each starting with its delimiter, or empty). Formatters absent from a
 * specific list get the generic arguments, so every plugin name is exercised.
 */
const GENERIC = ['', ' a', ' n 2', ' "x"', ':s']
const PATHS = ['', ' a', ' b', ' n', ' missing', ' items', ' obj.a']

const specific: Record<string, readonly string[]> = {
  apply: [' m', ' n', ' p', ' nosuch', ' m k=v', ' p private'],
  cycle: ['', ' a b c', ' x', ' 1 2'],
  format: ['', ' a', ' a b', ' n s missing'],
  get: PATHS,
  lookup: PATHS,
  prop: [' a', ' a b', ' 0', ' k'],
  'key-by': [' a', ' k', ' a.b', ''],
  'find-first': [' a', ' k', ''],
  'find-last': [' a', ' k', ''],
  mod: ['', ' 2', ' 3', ' 0', ' a'],
  round: [''],
  output: ['', ' a b', ' x'],
  pluralize: ['', ' y ies', ' /s', '/one/many', ' a b c'],
  truncate: ['', ' 5', ' 5 …', ' 0', ' -1', ' 3 ', ' a'],
  iter: [''],
  count: [''],
  date: ['', ' %Y-%m-%d', ' %A, %B %e %Y', ' %H:%M:%S %Z', ' %c', ' %x %X', ' %j %U %W %u'],
  datetime: [
    '',
    ' date:short',
    ' time:medium',
    ' date:long time:short',
    ' skeleton:yMMMd',
    ' full',
  ],
  'datetime-interval': ['', ' skeleton:yMMMd', ' context:standalone', ' date:short'],
  decimal: ['', ' style:percent', ' maximumFractionDigits:1', ' group', ' style:short'],
  message: ['', ' a', ' a b', ' name=a', ' n count=n', ' 0=a'],
  money: ['', ' style:code', ' style:short', ' currency:EUR', ' group:false'],
  'bookkeeper-money-format': ['', ' EUR'],
  plural: ['', ' one many', ' a'],
  'relative-time': ['', ' context:begin-sentence', ' field:month', ' numericOnly'],
  timesince: ['', ' 1'],
  unit: ['', ' length:centimeter', ' inputs:mile style:short', ' compact:bit'],
  'percentage-format': ['', ' 1', ' trim'],
  slugify: [''],
  image: ['', ' image-block', ' a'],
  'image-srcset': ['', ' 100w', ' a'],
  'image-meta': [''],
  'child-image-meta': ['', ' 0', ' 1'],
  'cover-image-meta': [''],
  height: [''],
  width: [''],
  resizedHeightForWidth: [' 100', ''],
  resizedWidthForHeight: [' 100', ''],
  squarespaceThumbnailForHeight: [' 300', ''],
  squarespaceThumbnailForWidth: [' 300', ''],
  'social-button': [''],
  'social-button-inline': [''],
  'item-classes': [''],
}

export const FORMATTER_NAMES: readonly string[] = (
  'add-to-cart-btn bookkeeper-money-format cart-quantity cart-subtotal cart-url from-price ' +
  'normal-price percentage-format product-checkout product-price subscription-price ' +
  'product-quick-view product-restock-notification product-scarcity product-status ' +
  'quantity-input sale-price summary-form-field variant-descriptor variants-select AbsUrl ' +
  'audio-player capitalize child-image-meta cover-image-meta color-weight height ' +
  'humanizeDuration image image-color image-meta image-srcset item-classes ' +
  'resizedHeightForWidth resizedWidthForHeight squarespaceThumbnailForHeight ' +
  'squarespaceThumbnailForWidth website-color width video apply count cycle encode-space ' +
  'encode-uri encode-uri-component find-first find-last format get html htmlattr htmltag ' +
  'iter json json-pretty key-by line-breaks lookup mod output pluralize prop raw round safe ' +
  'slugify smartypants str truncate url-encode date datetime datetime-interval decimal ' +
  'message money plural relative-time timesince datetimefield i18n-money-format ' +
  'money-format money-string moneyFormat unit activate-twitter-links comment-count ' +
  'comment-link comments google-calendar-url like-button social-button social-button-inline ' +
  'twitter-follow-button'
).split(' ')

export const PREDICATE_NAMES: readonly string[] = (
  'has-variants? on-sale? sold-out? varied-prices? calendar-view? child-images? clickable? ' +
  'collection? collection-page? collection-template-page? collectionTypeNameEquals? ' +
  'excerpt? external-link? folder? gallery-meta? has-multiple? index? location? main-image? ' +
  'passthrough? redirect? same-day? serviceNameEmail? show-past-events? ' +
  'gallery-design-grid? gallery-design-slideshow? gallery-design-slider? ' +
  'gallery-design-stacked? gallery-meta-position-top? gallery-meta-position-top-left? ' +
  'gallery-meta-position-top-right? gallery-meta-position-center? ' +
  'gallery-meta-position-bottom? gallery-meta-position-bottom-left? ' +
  'gallery-meta-position-bottom-right? gallery-active-alignment-center? ' +
  'gallery-active-alignment-left? gallery-active-alignment-right? gallery-autoplay? ' +
  'gallery-auto-crop? gallery-controls? gallery-lightbox? gallery-square-thumbs? ' +
  'gallery-show-meta? gallery-show-meta-on-hover? gallery-thumbnails? undefined? text? ' +
  'audio? store-item? event? binary? css-asset? tweak-asset? digital-good? attachment? ' +
  'wordpress-export? json-export? site-search? active-time? tweet? checkin? kbarticle? ' +
  'external-video? video? image? quote? link? gallery? promotedMAP? promotedEMBED? ' +
  'promotedIMAGE? promotedCODE? promotedQUOTE? promotedTWITTER? promotedLINK? ' +
  'promotedVIDEO? promotedFOURSQUARE? promotedINSTAGRAM? promotedFORM? ' +
  'background-source-undefined? background-source-upload? background-source-instagram? ' +
  'background-source-video? background-source-none? debug? equal? even? greaterThan? ' +
  'greaterThanOrEqual? lessThan? lessThanOrEqual? notEqual? nth? odd? plural? singular? ' +
  'units-metric? current-type? comments? disqus?'
).split(' ')

const COMPARISON = [' a b', ' a 1', ' n "x"', ' s s', ' a', '', ' n 2.5', ' a,b', ' 1 1']
const specificPredicates: Record<string, readonly string[]> = {
  'equal?': COMPARISON,
  'notEqual?': COMPARISON,
  'greaterThan?': COMPARISON,
  'greaterThanOrEqual?': COMPARISON,
  'lessThan?': COMPARISON,
  'lessThanOrEqual?': COMPARISON,
  'even?': ['', ' a', ' n'],
  'odd?': ['', ' a', ' n'],
  'nth?': ['', ' 2', ' n 3', ' a'],
  'plural?': ['', ' n'],
  'singular?': ['', ' n'],
  'same-day?': ['', ' a b', ' n'],
  'collectionTypeNameEquals?': ['', ' products', ' a'],
  'current-type?': ['', ' products'],
  'has-multiple?': ['', ' items'],
}

export const FORMATTER_ARGS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  FORMATTER_NAMES.map((name) => [name, specific[name] ?? GENERIC]),
)

export const PREDICATE_ARGS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  PREDICATE_NAMES.map((name) => [name, specificPredicates[name] ?? ['', ' a']]),
)
