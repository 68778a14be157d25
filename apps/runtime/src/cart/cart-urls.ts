/** Cart addresses shared by the product and cart pages; here so neither page's bundle needs the other's. */
export const ENTRIES_URL = '/api/commerce/shopping-cart/entries'
export const CHECKOUT_URL = '/checkout'
