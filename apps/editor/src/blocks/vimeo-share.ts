/**
 * Whether a video address is a Vimeo share from a Basic (free) account, which Vimeo does not let
 * other sites embed (SPEC §5). Vimeo's oEmbed answer would say so for sure, but the editor cannot
 * reach it, so this goes by the address alone and catches the shapes such shares take:
 *
 * - an address under `vimeo.com/user<digits>/…`: the profile address Vimeo gives an account that
 *   has not chosen its own, which in practice means a Basic account;
 * - a review link, `vimeo.com/<account>/review/<video>/<hash>` or `vimeo.com/reviews/…`: a private
 *   review page, never a player.
 *
 * A public video (`vimeo.com/<id>`, `vimeo.com/<id>/<hash>`, `player.vimeo.com/video/<id>`,
 * channels and showcases) passes, as does any other site's address; one that is not a URL is left
 * to the web-address check.
 */
export function isVimeoBasicShare(address: string): boolean {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    return false
  }
  const host = url.hostname.toLowerCase()
  if (host !== 'vimeo.com' && !host.endsWith('.vimeo.com')) return false
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean)
  return /^user\d+$/i.test(first) || first.toLowerCase() === 'reviews' || second === 'review'
}
