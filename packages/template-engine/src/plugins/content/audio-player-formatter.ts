import type { FormatterFn } from '../../plugin-api.js'
import { escapeAttr } from './escape-attr.js'
import { getPath } from './json-value.js'
import { asText } from '../../values.js'

/** `{item|audio-player}`: the mount point of the front-end audio player for an audio item. */
export const audioPlayer: FormatterFn = (_args, vars) => {
  const item = vars[0].value
  const id = escapeAttr(asText(getPath(item, 'id')))
  const url = escapeAttr(asText(getPath(item, 'structuredContent.audioAssetUrl')))
  vars[0].set(
    "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
      `<div class="squarespace-audio-player" data-audio-asset-url="${url}" data-item-id="${id}"` +
      ` id="audio-player-${id}"></div>`,
  )
}
