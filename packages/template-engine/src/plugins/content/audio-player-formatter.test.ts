import { expect, it } from 'vitest'
import { compile } from '../../compile.js'

it('audio-player mounts the player for the item', () => {
  const item = { id: 'a1', structuredContent: { audioAssetUrl: 'http://e.com/f.mp3' } }
  expect(compile('{@|audio-player}').render(item).output).toBe(
    "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
      '<div class="squarespace-audio-player" data-audio-asset-url="http://e.com/f.mp3" ' +
      'data-item-id="a1" id="audio-player-a1"></div>',
  )
})
