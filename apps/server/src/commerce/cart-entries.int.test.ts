import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { CartVisitor } from './testing/cart-client.js'
import { seedCartFixture } from './testing/cart-fixture.js'
import type { CartFixture } from './testing/cart-fixture.js'

const notEnough = 'Sorry, we do not have enough of that item available.'
const entryNotFound = { message: 'That item is no longer in your cart.' }
const fieldsInvalid = 'One or more fields is invalid, please check your entries.'

describeEachDialect('cart entries: quantity, removal, extra-form answers', (ctx) => {
  let app: FastifyInstance
  let shop: CartFixture
  let otherShop: CartFixture
  let visitor: CartVisitor

  beforeAll(async () => {
    app = await testApp(ctx)
    shop = await seedCartFixture(ctx.storage, ctx.dataDir)
    otherShop = await seedCartFixture(ctx.storage, ctx.dataDir)
  })
  afterAll(() => app.close())
  beforeEach(() => {
    visitor = new CartVisitor(app, shop.host)
  })

  async function addLine(name: string, quantity = 1, additionalFields?: string): Promise<string> {
    const response = await visitor.add({
      itemId: shop.id(name),
      sku: shop.sku(name),
      quantity,
      additionalFields,
    })
    expect(response.statusCode).toBe(200)
    return response.json().shoppingCart.entries.at(-1).id as string
  }

  it('sets a line quantity and answers the recalculated cart', async () => {
    const entryId = await addLine('mug')
    const response = await visitor.setQuantity(entryId, 2)
    expect(response.statusCode).toBe(200)
    const cart = response.json().shoppingCart
    expect(cart.entries[0]).toMatchObject({
      id: entryId,
      quantity: 2,
      subTotal: { minor: 6400, currency: 'USD' },
    })
    expect(cart.subtotalCents).toBe(6400)
  })

  it('applies the stock rule to a new quantity (the line itself does not count twice)', async () => {
    const entryId = await addLine('mug')
    const response = await visitor.setQuantity(entryId, 3)
    expect(response.statusCode).toBe(400)
    // The refusal says how many fit, so the shopper knows what to ask for.
    expect(response.json()).toEqual({ message: `${notEnough} Only 2 are left.` })
    expect((await visitor.setQuantity(entryId, 'x')).json()).toEqual({
      message: 'Quantity must be a number.',
    })
    expect((await visitor.cart()).json().entries[0].quantity).toBe(1)
  })

  it('removes a line when its quantity is set to 0', async () => {
    const entryId = await addLine('mug')
    await addLine('ebook')
    const response = await visitor.setQuantity(entryId, 0)
    expect(response.statusCode).toBe(200)
    expect(
      response.json().shoppingCart.entries.map((entry: { itemId: string }) => entry.itemId),
    ).toEqual([shop.id('ebook')])
  })

  it('removes a line with DELETE', async () => {
    const entryId = await addLine('ebook')
    const response = await visitor.remove(entryId)
    expect(response.statusCode).toBe(200)
    expect(response.json().shoppingCart).toMatchObject({
      entries: [],
      totalQuantity: 0,
      subtotalCents: 0,
    })
  })

  it('answers 404 {message} for an entry that is not in this cart', async () => {
    const someoneElse = new CartVisitor(app, shop.host)
    await someoneElse.add({ itemId: shop.id('ebook'), sku: shop.sku('ebook'), quantity: 1 })
    const theirEntry = (await someoneElse.cart()).json().entries[0].id as string
    await addLine('mug')
    for (const response of [
      await visitor.setQuantity(theirEntry, 1),
      await visitor.remove(theirEntry),
      await visitor.setFields(theirEntry, {
        itemId: shop.id('ebook'),
        sku: shop.sku('ebook'),
        additionalFields: null,
      }),
      await visitor.remove('no-such-entry'),
      await new CartVisitor(app, shop.host).remove(theirEntry),
    ]) {
      expect(response.statusCode).toBe(404)
      expect(response.json()).toEqual(entryNotFound)
    }
    expect((await someoneElse.cart()).json().entries).toHaveLength(1)
  })

  it("finds nothing with another site's cart token", async () => {
    const entryId = await addLine('ebook')
    const elsewhere = new CartVisitor(app, otherShop.host)
    elsewhere.cartToken = visitor.cartToken
    const cart = (await elsewhere.cart()).json()
    expect(cart).toMatchObject({ id: '', websiteId: otherShop.websiteId, entries: [] })
    expect((await elsewhere.remove(entryId)).statusCode).toBe(404)
    // Adding there opens a new cart of that site instead of touching this one.
    const added = await elsewhere.add({
      itemId: otherShop.id('ebook'),
      sku: otherShop.sku('ebook'),
      quantity: 1,
    })
    expect(added.statusCode).toBe(200)
    expect(elsewhere.cartToken).not.toBe(visitor.cartToken)
    expect((await visitor.cart()).json().entries).toHaveLength(1)
  })

  it("requires the product form's answers on add: 400 with the field errors", async () => {
    const missing = await visitor.add({
      itemId: shop.id('engraved'),
      sku: shop.sku('engraved'),
      quantity: 1,
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toEqual({
      message: fieldsInvalid,
      errors: { 'name-to-letter': 'Required' },
    })
    const garbled = await visitor.add({
      itemId: shop.id('engraved'),
      sku: shop.sku('engraved'),
      quantity: 1,
      additionalFields: '{not json',
    })
    expect(garbled.statusCode).toBe(400)
    expect(garbled.json()).toEqual({
      message: 'Could not parse the form fields, please check your entries.',
    })
  })

  it('keeps lines with different answers apart and merges lines with the same answers', async () => {
    const ada = JSON.stringify({ 'name-to-letter': 'Ada' })
    const bo = JSON.stringify({ 'name-to-letter': 'Bo' })
    await addLine('engraved', 1, ada)
    await addLine('engraved', 1, bo)
    const merged = await visitor.add({
      itemId: shop.id('engraved'),
      sku: shop.sku('engraved'),
      quantity: 2,
      additionalFields: ada,
    })
    expect(merged.json().newlyAdded).toBe(false)
    const entries = merged.json().shoppingCart.entries
    expect(
      entries.map((entry: { quantity: number; additionalFields: string }) => [
        entry.additionalFields,
        entry.quantity,
      ]),
    ).toEqual([
      [ada, 3],
      [bo, 1],
    ])
  })

  it('replaces a line’s answers after validating them: {shoppingCart, updatedEntry}', async () => {
    const entryId = await addLine('engraved', 1, JSON.stringify({ 'name-to-letter': 'Ada' }))
    const answers = JSON.stringify({ 'name-to-letter': 'Cy', notes: 'gold leaf' })
    const response = await visitor.setFields(entryId, {
      itemId: shop.id('engraved'),
      sku: shop.sku('engraved'),
      additionalFields: answers,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().updatedEntry).toMatchObject({
      id: entryId,
      additionalFields: answers,
      quantity: 1,
    })
    expect(response.json().shoppingCart.entries[0].additionalFields).toBe(answers)

    const tooLong = await visitor.setFields(entryId, {
      itemId: shop.id('engraved'),
      sku: shop.sku('engraved'),
      additionalFields: JSON.stringify({ 'name-to-letter': 'Cy', notes: 'x'.repeat(21) }),
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json()).toEqual({
      message: fieldsInvalid,
      errors: { notes: 'You have exceeded the character limit.' },
    })
  })

  it('merges a line into its twin when its answers become the same', async () => {
    const ada = JSON.stringify({ 'name-to-letter': 'Ada' })
    await addLine('engraved', 2, ada)
    const second = await addLine('engraved', 1, JSON.stringify({ 'name-to-letter': 'Bo' }))
    const response = await visitor.setFields(second, {
      itemId: shop.id('engraved'),
      sku: shop.sku('engraved'),
      additionalFields: ada,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().shoppingCart.entries).toHaveLength(1)
    expect(response.json().updatedEntry).toMatchObject({ quantity: 3, additionalFields: ada })
  })

  it('refuses answers sent for a different item than the line holds', async () => {
    const entryId = await addLine('engraved', 1, JSON.stringify({ 'name-to-letter': 'Ada' }))
    const response = await visitor.setFields(entryId, {
      itemId: shop.id('mug'),
      additionalFields: '{}',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'That cart entry holds a different item.' })
  })
})
