/** Dispatched (bubbling) on a newsletter form once a sign-up went through; the popup listens. */
export const NEWSLETTER_SUBSCRIBED_EVENT = 'atelier:newsletter-subscribed'
