import { cartPill } from '@atelier/commerce'
import { useEffect, useState } from 'preact/hooks'
import { useCart } from '../cart/use-cart.js'

const FADE = 'opacity 0.3s ease'

/**
 * SPEC §2 floating cart pill: '{n} item(s)' ('100+' above 100) and the subtotal, linking to the
 * cart; hidden at quantity 0 and faded in otherwise.
 */
export function CartPill({ href = '/cart' }: { readonly href?: string }) {
  const cart = useCart()
  const [opaque, setOpaque] = useState(false)
  const view = cartPill(cart?.totalQuantity ?? 0)
  // SPEC §3 cart sync data; the subtotal comes formatted by the server, in the site's format.
  const sync = cart && { subtotal: cart.subtotalText, empty: cart.totalQuantity === 0 }

  useEffect(() => {
    if (view.hidden) {
      setOpaque(false)
      return
    }
    // One frame at opacity 0 first, so the transition runs.
    const frame = requestAnimationFrame(() => setOpaque(true))
    return () => cancelAnimationFrame(frame)
  }, [view.hidden])

  return (
    <a
      class="cart-pill"
      href={href}
      // SPEC's label first, then the visible words, so speech users can say what they see
      // (WCAG 2.5.3, label in name).
      aria-label={
        view.hidden
          ? view.accessibleName
          : `${view.accessibleName}: ${view.quantityText} ${view.unitWord} ${sync?.subtotal ?? ''}`.trim()
      }
      // SPEC §3 cart sync markers: initialized on the first sync, empty at zero items.
      data-initialized={sync ? 'true' : undefined}
      data-empty={sync?.empty ? 'true' : undefined}
      hidden={view.hidden}
      // Themes style the pill as flex, which would override the hidden attribute alone.
      style={{
        opacity: opaque ? 1 : 0,
        transition: FADE,
        ...(view.hidden ? { display: 'none' } : {}),
      }}
    >
      <span class="cart-pill__quantity">{view.quantityText}</span>{' '}
      <span class="cart-pill__unit">{view.unitWord}</span>{' '}
      <span class="cart-pill__subtotal">{sync?.subtotal ?? ''}</span>
    </a>
  )
}
