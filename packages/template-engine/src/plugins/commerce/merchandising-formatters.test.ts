import { describe, expect, it } from 'vitest'
import { diskCldrSource } from '../../cli-cldr-packs.js'
import { compile } from '../../compile.js'
import { productStatusFormatter } from './product-status.js'
import { applyFormatter } from './test-context.js'

const withContext = (settings: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  item: { id: 'p1' },
  productMerchandisingContext: { p1: settings },
  ...extra,
})
// With locale data, as pages render: the notice's text goes through the `message` formatter.
const render = (template: string, context: unknown): string =>
  compile(template).render(context, { cldr: diskCldrSource }).output

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
    expect(render('{item|product-scarcity}', root)).toBe(
      '\n  <div class="product-scarcity">\n    Only 3 left! &lt;b&gt;\n  </div>\n\n  ' +
        '<div class="product-scarcity" data-variant-attributes="{&quot;Color&quot;:&quot;Blue&quot;}" hidden>\n    Only 7 left! &lt;b&gt;\n  </div>\n',
    )
  })

  it('leaves the value as it was when scarcity is off or the item has no settings', () => {
    expect(render('{item|product-scarcity|json}', withContext({ scarcityEnabled: false }))).toBe(
      '{"id":"p1"}',
    )
    expect(render('{s|product-scarcity}', { s: 'kept', productMerchandisingContext: {} })).toBe(
      'kept',
    )
    expect(render('{item.id|product-scarcity}', { item: { id: 'p1' } })).toBe('p1')
  })

  it("reads a view's missing fields up the scope stack, as the reference does", () => {
    const root = withContext(
      { scarcityEnabled: 1, scarcityText: '{qtyInStock} left', scarcityTemplateViews: [{}] },
      { qtyInStock: 9 },
    )
    expect(render('{item|product-scarcity}', root)).toBe(
      '\n  <div class="product-scarcity">\n    9 left\n  </div>\n',
    )
    // Only whole non-zero numbers, true and "true" turn scarcity on (Jackson's rules).
    const fractional = withContext({ ...root.productMerchandisingContext.p1, scarcityEnabled: 0.5 })
    expect(render('{item|product-scarcity|json}', fractional)).toBe('{"id":"p1"}')
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
    const html = render('{item|product-restock-notification}', withContext(settings))
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
    const html = render('{item|product-restock-notification}', root)
    expect(html).toContain('  </form>\n\n  <div class="captcha-container"></div>\n</div>')
    expect(html).not.toContain('isJoinMailingList')
  })

  it('prints the blank lines of its variable definitions when the item has no settings', () => {
    expect(render('{item|product-restock-notification}', { item: { id: 'p1' } })).toBe(
      '\n'.repeat(6),
    )
  })

  it('escapes the product and variant ids, which the reference prints raw', () => {
    const root = {
      item: { id: 'a"b' },
      productMerchandisingContext: { 'a"b': { restockNotificationViews: [{ variantId: '<v>' }] } },
    }
    expect(render('{item|product-restock-notification}', root)).toContain(
      'data-product-id="a&quot;b" data-variant-id="&lt;v&gt;"',
    )
  })
})
