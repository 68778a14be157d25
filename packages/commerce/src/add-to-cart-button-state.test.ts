import { describe, expect, it } from 'vitest'
import {
  addToCartButtonLabel,
  addToCartButtonReducer,
  INITIAL_ADD_TO_CART_BUTTON_STATE,
  type AddToCartButtonEffect,
  type AddToCartButtonEvent,
} from './add-to-cart-button-state.js'

/** Replays events from idle, returning the label and effects after each. */
function replay(events: AddToCartButtonEvent[]) {
  let state = INITIAL_ADD_TO_CART_BUTTON_STATE
  const steps: { label: string; effects: readonly AddToCartButtonEffect[] }[] = []
  for (const event of events) {
    const next = addToCartButtonReducer(state, event)
    state = next.state
    steps.push({ label: addToCartButtonLabel(state, 'Add To Cart'), effects: next.effects })
  }
  return { state, steps }
}

const alert = { title: 'Unable to Add Item', message: 'Please try again in a few seconds.' }

describe('add-to-cart button', () => {
  it("shows 'Adding…', then 'Added!' after 1 s for 2 s, then its label again", () => {
    const { state, steps } = replay([
      { type: 'activate' },
      { type: 'add-succeeded' },
      { type: 'timer-elapsed' },
      { type: 'timer-elapsed' },
    ])
    expect(steps).toEqual([
      { label: 'Adding…', effects: [{ type: 'submit-add' }] },
      { label: 'Adding…', effects: [{ type: 'schedule', afterMs: 1000 }] },
      { label: 'Added!', effects: [{ type: 'schedule', afterMs: 2000 }] },
      { label: 'Add To Cart', effects: [] },
    ])
    expect(state.status).toBe('idle')
  })

  it('alerts on failure and is idle again after 1 s', () => {
    const { steps } = replay([
      { type: 'activate' },
      { type: 'add-failed', alert },
      { type: 'timer-elapsed' },
    ])
    expect(steps[1]).toEqual({
      label: 'Add To Cart',
      effects: [
        { type: 'show-alert', alert },
        { type: 'schedule', afterMs: 1000 },
      ],
    })
    expect(steps[2]?.label).toBe('Add To Cart')
  })

  it('goes to checkout after an express checkout add', () => {
    const { state, steps } = replay([
      { type: 'activate' },
      { type: 'add-succeeded', expressCheckout: true },
    ])
    expect(steps[1]?.effects).toEqual([{ type: 'go-to-checkout' }])
    expect(state.status).toBe('checking-out')
    expect(addToCartButtonReducer(state, { type: 'activate' }).effects).toEqual([])
  })

  it('ignores clicks while adding or added', () => {
    const { steps } = replay([
      { type: 'activate' },
      { type: 'activate' },
      { type: 'add-succeeded' },
      { type: 'activate' },
      { type: 'timer-elapsed' },
      { type: 'activate' },
    ])
    expect(steps[1]).toEqual({ label: 'Adding…', effects: [] })
    expect(steps[3]).toEqual({ label: 'Adding…', effects: [] })
    expect(steps[5]).toEqual({ label: 'Added!', effects: [] })
  })

  it('ignores stray timers and results while idle', () => {
    const { state, steps } = replay([{ type: 'timer-elapsed' }, { type: 'add-succeeded' }])
    expect(state.status).toBe('idle')
    expect(steps.flatMap((s) => s.effects)).toEqual([])
  })

  it("uses the product's own idle label", () => {
    expect(addToCartButtonLabel(INITIAL_ADD_TO_CART_BUTTON_STATE, 'Subscribe')).toBe('Subscribe')
  })
})
