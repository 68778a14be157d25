/** The back office's product messages, in one place. */
export const productStrings = {
  notFound: 'This product does not exist.',
  storeNotFound: 'This store page does not exist.',
  stale: 'This product was changed by someone else. Reload to see their changes.',
  titleRequired: 'Please enter a title',
  paywall: 'Paywall products cannot be created here.',
  tooManyOptions: 'A product has at most 6 options.',
  tooManyVariants: 'A product has at most 250 variants.',
  optionNames: 'Every variant needs a value for each option.',
  sameOptions: (values: string) => `Two variants have the same options (${values}).`,
  skuTaken: (sku: string) => `SKU ${sku} is already used by another product.`,
  storeFull: (max: number) => `A store page holds at most ${max} products.`,
  urlIdTaken: 'Another product of this store already uses this URL.',
  urlIdInvalid: 'A URL slug uses lower-case letters, digits and single hyphens.',
  invalid: 'This product is not valid.',
  notSaved: 'Not saved.',
  skuTwiceInFile: (sku: string, handle: string) =>
    `SKU ${sku} is also used by ${handle} in this file.`,
} as const
