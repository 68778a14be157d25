/** A circled "i" drawn as SVG (lucide's `info` shape), so no font has to carry the glyph. */
export function InfoIcon() {
  return (
    <svg
      class="icon icon--info"
      aria-hidden="true"
      focusable="false"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
    >
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4" />
      <path d="M12 8h.01" />
    </svg>
  )
}
