/** A cross drawn as SVG (lucide's `x` shape), so no font has to carry the glyph. */
export function CloseIcon() {
  return (
    <svg
      class="icon icon--close"
      aria-hidden="true"
      focusable="false"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
    >
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </svg>
  )
}
