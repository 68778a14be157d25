/**
 * The site icon a site shows until its owner uploads one: the theme's accent as a rounded square
 * with a kiln-fired bowl shape, drawn as SVG (no font, scales to every size a browser asks for).
 */
export const DEFAULT_SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="7" fill="#b5532f"/>' +
  '<path d="M7 13h18a9 9 0 0 1-18 0Z" fill="#fbf8f3"/>' +
  '<rect x="12" y="23" width="8" height="2.5" rx="1.2" fill="#fbf8f3"/>' +
  '</svg>'
