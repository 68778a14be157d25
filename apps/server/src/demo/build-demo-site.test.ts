import { ProductType } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { buildDemoSite } from './build-demo-site.js'

const now = new Date('2026-03-02T15:00:00Z')
const bundle = buildDemoSite(now)
const products = bundle.items.filter((item) => item.structuredContent !== undefined)
const product = (urlId: string) => products.find((item) => item.urlId === urlId)!.structuredContent!

describe('buildDemoSite', () => {
  it('is a valid bundle with the pages a visitor expects', () => {
    expect(bundle.website.title).toBe('Loam & Ember')
    expect(bundle.website.currency).toBe('USD')
    expect(bundle.collections.map((c) => c.urlId)).toEqual([
      'home',
      'shop',
      'journal',
      'events',
      'about',
      'gallery',
      'contact',
      'studio-club',
      'throwing-a-bowl',
      'wholesale',
    ])
    // The Studio Club is the demo's member area: member-only, linked from the main navigation.
    const club = bundle.collections.find((c) => c.urlId === 'studio-club')!
    expect(club).toMatchObject({ memberOnly: true, memberAreaId: 'demo-studio-club' })
    expect(bundle.navigation.main).toContainEqual(
      expect.objectContaining({ kind: 'external', url: '/studio-club' }),
    )
    // Its course: member-only in the same area, three lessons in order, out of the main navigation.
    const course = bundle.collections.find((c) => c.urlId === 'throwing-a-bowl')!
    expect(course).toMatchObject({
      kind: 'course',
      memberOnly: true,
      memberAreaId: 'demo-studio-club',
    })
    expect(
      bundle.items
        .filter((item) => item.collectionId === course.id)
        .map((item) => item.lesson?.kind),
    ).toEqual(['text', 'video', 'text'])
    expect(JSON.stringify(bundle.navigation.main)).not.toContain(course.id)
    const published = (collectionId: string) =>
      bundle.items.filter(
        (item) => item.collectionId === collectionId && item.status === 'published',
      )
    expect(published('col-journal')).toHaveLength(3)
    expect(published('col-events')).toHaveLength(2)
    expect(products.length).toBeGreaterThanOrEqual(10)
  })

  it('puts the building blocks on the home page', () => {
    const types = bundle.collections
      .find((c) => c.urlId === 'home')!
      .layout!.blocks.map((block) => block.type)
    for (const type of ['html', 'image', 'gallery', 'button', 'newsletter', 'summary-v2'])
      expect(types).toContain(type)
  })

  it('covers every kind of product the store must show', () => {
    const mug = product('speckled-stoneware-mug')
    expect(new Set(mug.variants.map((v) => Object.keys(v.attributes).join('×')))).toEqual(
      new Set(['Size×Color']),
    )
    expect(mug.variants.filter((v) => v.qtyInStock === 0 && !v.unlimited)).toHaveLength(1)
    expect(mug.variants.filter((v) => v.onSale)).toHaveLength(1)
    expect(product('bud-vase').variants).toHaveLength(1)
    expect(product('serving-bowl-large').variants[0].qtyInStock).toBe(2)
    expect(product('wheel-throwing-workshop').productType).toBe(ProductType.service)
    expect(product('home-brewing-guide').productType).toBe(ProductType.digital)
    const guideFile = bundle.files.find(
      (file) => file.id === product('home-brewing-guide').downloadFileId,
    )
    expect(guideFile).toMatchObject({
      mime: 'application/pdf',
      path: 'demo/home-brewing-guide.pdf',
    })
    expect(
      Buffer.from(guideFile?.dataBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    expect(product('gift-card')).toMatchObject({
      productType: ProductType['gift-card'],
      giftCardDenominationsCents: [2500, 5000, 10000],
    })
    expect(product('coffee-of-the-month').subscriptionPlan).toEqual({
      billingPeriod: { value: 1, unit: 'MONTH' },
      numBillingCycles: 0,
    })
    expect(product('a-year-of-coffee').subscriptionPlan?.numBillingCycles).toBe(12)
    expect(product('custom-name-mug').additionalFieldsFormId).toBe('form-name-mug')
    expect(
      product('moonlight-teapot').variants.every((v) => v.qtyInStock === 0 && !v.unlimited),
    ).toBe(true)
  })

  it('gives every physical product a shipping weight and nothing else one', () => {
    for (const item of products) {
      const content = item.structuredContent!
      for (const variant of content.variants) {
        if (content.productType === ProductType.physical) {
          expect(variant.weightGrams, variant.sku).toBeGreaterThan(0)
        } else {
          expect(variant.weightGrams, variant.sku).toBeUndefined()
        }
      }
    }
    expect(product('speckled-stoneware-mug').variants.map((v) => v.weightGrams)).toEqual([
      340, 340, 340, 420, 420, 420,
    ])
    expect(product('serving-bowl-large').variants[0].weightGrams).toBe(1850)
  })

  it('shows each glaze of the mug in its own picture and says how few bowls are left', () => {
    const mug = product('speckled-stoneware-mug')
    expect(mug.variants.map((v) => [v.sku, v.imageId])).toEqual([
      ['MUG-8-OAT', 'img-mug-oat'],
      ['MUG-8-SAGE', 'img-mug-sage'],
      ['MUG-8-CHARCOAL', 'img-mug-charcoal'],
      ['MUG-12-OAT', 'img-mug-oat'],
      ['MUG-12-SAGE', 'img-mug-sage'],
      ['MUG-12-CHARCOAL', 'img-mug-charcoal'],
    ])
    const images = new Set(mug.images.map((image) => image.fileId))
    expect(mug.variants.every((v) => images.has(v.imageId))).toBe(true)
    expect(product('serving-bowl-large')).toMatchObject({
      scarcityEnabled: true,
      scarcityThreshold: 3,
    })
  })

  it('has a contact form with every field the brief lists', () => {
    const form = bundle.forms.find((f) => f.id === 'form-contact')!
    expect(form.fields.map((field) => field.type)).toEqual([
      'name',
      'email',
      'phone',
      'address',
      'date',
      'select',
      'radio',
      'checkbox',
      'likert',
      'textarea',
    ])
    expect(form.fields.find((field) => field.type === 'textarea')).toMatchObject({ maxLength: 500 })
  })

  it('dates the events ahead of now', () => {
    const starts = bundle.items
      .filter((item) => item.startDate !== undefined)
      .map((item) => item.startDate!)
    expect(starts.every((start) => start > now.getTime())).toBe(true)
  })
})
