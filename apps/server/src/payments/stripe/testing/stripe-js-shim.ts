import { AFTERPAY_CLEARPAY_LIMITS } from '../afterpay-clearpay.js'

/**
 * A stand-in for Stripe.js (https://js.stripe.com/v3/), served by the Stripe-compatible test
 * server at `/v3/` because browser tests cannot load Stripe's own script. It implements only the
 * documented surface the checkout uses — `Stripe(publishableKey)`, `stripe.elements({mode, amount,
 * currency})`, `elements.create('payment').mount(el)`, `elements.submit()`, `elements.update()` and
 * `stripe.confirmPayment({elements, clientSecret, confirmParams: {return_url}})`, and
 * `stripe.confirmSetup({elements, clientSecret, confirmParams, redirect: 'if_required'})` (a card
 * saved from the account page: `POST /v1/setup_intents/:id/confirm`; with `if_required` a card
 * that needs no redirect resolves with `{setupIntent}`, as Stripe.js does) — against the
 * test server: confirming calls `POST /v1/payment_intents/:id/confirm` with the publishable key
 * and the client secret, as Stripe.js does, then goes to the return URL with Stripe's query
 * parameters, or answers `{error}`. Its "Payment Element" is a plain card-number field in the page
 * (Stripe's lives in an iframe): Stripe's test card numbers pick Stripe's test payment methods.
 * It offers the methods named in `elements({paymentMethodTypes})` (kept up to date by
 * `elements.update`): Afterpay / Clearpay where the currency and amount allow it
 * (`afterpay-clearpay.ts`) and Klarna; without that option, Afterpay where the currency and amount
 * allow. Confirming either sends `payment_method_data[type]=afterpay_clearpay` (or `klarna`) with
 * the return URL and follows the `redirect_to_url` next action to the provider's page, as
 * Stripe.js does.
 */
export function stripeJsShim(apiOrigin: string): string {
  return `(() => {
  const api = ${JSON.stringify(apiOrigin)};
  const afterpayLimits = ${JSON.stringify(
    Object.fromEntries(
      Object.entries(AFTERPAY_CLEARPAY_LIMITS).map(([currency, limit]) => [
        currency.toLowerCase(),
        [limit.minCents, limit.maxCents, limit.provider === 'clearpay' ? 'Clearpay' : 'Afterpay'],
      ]),
    ),
  )};
  const methods = {
    '4242424242424242': 'pm_card_visa',
    '4000000000000002': 'pm_card_chargeDeclined',
    '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
    '4000002760003184': 'pm_card_authenticationRequired',
    '4000000000000259': 'pm_card_createDispute',
  };
  window.Stripe = (publishableKey) => ({
    elements(options) {
      let input;
      let target;
      let method = 'card';
      let shown;
      const render = () => {
        if (!target) return;
        const types = options.paymentMethodTypes;
        const offered = [];
        const limit = afterpayLimits[String(options.currency || '').toLowerCase()];
        if ((!types || types.includes('afterpay_clearpay')) && limit && options.amount >= limit[0] && options.amount <= limit[1]) {
          offered.push([limit[2], 'afterpay_clearpay']);
        }
        if (types && types.includes('klarna')) offered.push(['Klarna', 'klarna']);
        const key = offered.map((entry) => entry[1]).join(',');
        if (input && key === shown) return;
        shown = key;
        const label = document.createElement('label');
        label.className = 'stripe-test-element';
        label.textContent = 'Card number (Stripe test)';
        const previous = input && input.value;
        input = document.createElement('input');
        input.name = 'stripe-test-card';
        input.autocomplete = 'off';
        input.value = previous || '';
        label.append(input);
        if (!offered.some((entry) => entry[1] === method)) method = 'card';
        label.hidden = method !== 'card';
        if (offered.length === 0) {
          target.replaceChildren(label);
          return;
        }
        const choice = (text, value) => {
          const row = document.createElement('label');
          row.className = 'stripe-test-method';
          const radio = document.createElement('input');
          radio.type = 'radio';
          radio.name = 'stripe-test-method';
          radio.value = value;
          radio.checked = method === value;
          radio.addEventListener('change', () => { method = value; label.hidden = value !== 'card'; });
          row.append(radio, ' ' + text);
          return row;
        };
        target.replaceChildren(choice('Card', 'card'), ...offered.map((entry) => choice(entry[0], entry[1])), label);
      };
      return {
        options,
        create(type) {
          if (type !== 'payment') throw new Error('only the Payment Element is implemented');
          return {
            mount(element) {
              target = element;
              render();
            },
            destroy() {},
          };
        },
        async submit() {
          if (method !== 'card') return {};
          const digits = (input && input.value || '').replace(/\\D/g, '');
          return digits.length >= 13 ? {} : { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        },
        update(next) { Object.assign(options, next); render(); },
        method() { return method; },
        paymentMethod() { return methods[(input && input.value || '').replace(/\\D/g, '')] || 'pm_card_chargeDeclined'; },
      };
    },
    async confirmPayment({ elements, clientSecret, confirmParams }) {
      const id = clientSecret.split('_secret_')[0];
      const redirect = elements.method() !== 'card';
      const answer = await fetch(api + '/v1/payment_intents/' + id + '/confirm', {
        method: 'POST',
        headers: {
          authorization: 'Bearer ' + publishableKey,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(redirect
          ? { 'payment_method_data[type]': elements.method(), return_url: confirmParams.return_url, client_secret: clientSecret }
          : { payment_method: elements.paymentMethod(), client_secret: clientSecret }),
      });
      const intent = await answer.json();
      if (intent.error) return { error: intent.error };
      if (intent.status === 'requires_action' && intent.next_action && intent.next_action.type === 'redirect_to_url') {
        location.assign(intent.next_action.redirect_to_url.url);
        return new Promise(() => {});
      }
      if (intent.status === 'succeeded' || intent.status === 'processing') {
        const url = new URL(confirmParams.return_url);
        url.searchParams.set('payment_intent', intent.id);
        url.searchParams.set('payment_intent_client_secret', clientSecret);
        url.searchParams.set('redirect_status', 'succeeded');
        location.assign(url.href);
        return new Promise(() => {});
      }
      return { error: intent.last_payment_error || { type: 'card_error', message: 'Your card was declined.' } };
    },
    async confirmSetup({ elements, clientSecret, confirmParams, redirect }) {
      const id = clientSecret.split('_secret_')[0];
      const answer = await fetch(api + '/v1/setup_intents/' + id + '/confirm', {
        method: 'POST',
        headers: {
          authorization: 'Bearer ' + publishableKey,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ payment_method: elements.paymentMethod(), client_secret: clientSecret }),
      });
      const intent = await answer.json();
      if (intent.error) return { error: intent.error };
      if (intent.status === 'succeeded') {
        if (redirect === 'if_required') return { setupIntent: intent };
        const url = new URL(confirmParams.return_url);
        url.searchParams.set('setup_intent', intent.id);
        url.searchParams.set('setup_intent_client_secret', clientSecret);
        url.searchParams.set('redirect_status', 'succeeded');
        location.assign(url.href);
        return new Promise(() => {});
      }
      return { error: intent.last_setup_error || { type: 'card_error', message: 'Your card was declined.' } };
    },
  });
})();
`
}
