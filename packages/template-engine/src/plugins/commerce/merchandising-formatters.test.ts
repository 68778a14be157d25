import { describe, expect, it } from 'vitest'
import { productRestockNotificationFormatter } from './product-restock-notification.js'
import { productScarcityFormatter } from './product-scarcity.js'
import { productStatusFormatter } from './product-status.js'
import { applyFormatter } from './test-context.js'

const withContext = (settings: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  item: { id: 'p1' },
  productMerchandisingContext: { p1: settings },
  ...extra,
})
const apply = (formatter: typeof productStatusFormatter, root: { item: unknown }) =>
  applyFormatter(formatter, root.item, { root }) as string

describe('product-status', () => {
  const status = (item: unknown) => applyFormatter(productStatusFormatter, item) as string
  it('marks sold-out and sale products', () => {
    expect(status({ structuredContent: { productType: 1, variants: [] } })).toBe(
      '<div class="product-mark sold-out">sold out</div>',
    )
    expect(status({ structuredContent: { productType: 2, onSale: true } })).toBe(
      '<div class="product-mark sale">sale</div>',
    )
    expect(status({ structuredContent: { productType: 1, variants: [{ qtyInStock: 3 }] } })).toBe(
      '',
    )
  })

  it("uses the store's sold-out text, escaped", () => {
    const item = {
      id: 'p1',
      structuredContent: { productType: 1, variants: [{ qtyInStock: 0 }] },
      productMerchandisingContext: { p1: { customSoldOutText: '<b>Gone</b>' } },
    }
    expect(status(item)).toBe('<div class="product-mark sold-out">&lt;b&gt;Gone&lt;/b&gt;</div>')
  })
})

describe('product-scarcity', () => {
  it('shows the stock notice, hiding variant-specific ones', () => {
    const root = withContext({
      scarcityEnabled: true,
      scarcityShownByDefault: true,
      scarcityText: 'Only {qtyInStock} left! <b>',
      scarcityTemplateViews: [{ qtyInStock: 3 }, { qtyInStock: 7, attributes: { Color: 'Blue' } }],
    })
    expect(apply(productScarcityFormatter, root)).toBe(
      '\n  <div class="product-scarcity">\n    Only 3 left! &lt;b&gt;\n  </div>\n\n  ' +
        '<div class="product-scarcity" data-variant-attributes="{&quot;Color&quot;:&quot;Blue&quot;}" hidden>\n    Only 7 left! &lt;b&gt;\n  </div>\n',
    )
  })

  it('shows nothing when scarcity is off', () => {
    expect(apply(productScarcityFormatter, withContext({ scarcityEnabled: false }))).toBe('')
    expect(apply(productScarcityFormatter, { item: { id: 'p1' } })).toBe('')
  })
})

describe('product-restock-notification', () => {
  const settings = {
    mailingListSignUpEnabled: true,
    mailingListOptInByDefault: true,
    restockNotificationMessages: {
      buttonText: 'Sign Up',
      CTAText: 'Tell me',
      placeholderText: 'Email',
      mailingListDescription: 'Join',
    },
    restockNotificationViews: [{ variantId: 1, hiddenByDefault: true }, { variantId: 2 }],
  }

  it('renders one sign-up form per variant view', () => {
    const html = apply(productRestockNotificationFormatter, withContext(settings))
    expect(html).toContain(
      '<div class="product-restock-notification" data-product-id="p1" data-variant-id="1" hidden>',
    )
    expect(html).toContain(
      '<div class="product-restock-notification" data-product-id="p1" data-variant-id="2">',
    )
    expect(html).toContain('<span class="product-restock-cta">Tell me</span>')
    expect(html).toContain('<input type="checkbox" name="isJoinMailingList" checked>Join</label>')
    expect(html).not.toContain('captcha-container')
  })

  it('adds the captcha container when the site has a captcha key', () => {
    const root = withContext(
      { ...settings, mailingListSignUpEnabled: false },
      { website: { captchaSettings: { siteKey: 'k' } } },
    )
    const html = apply(productRestockNotificationFormatter, root)
    expect(html).toContain('  </form>\n\n  <div class="captcha-container"></div>\n</div>')
    expect(html).not.toContain('isJoinMailingList')
  })
})
