/** The theme-rendered customer-account pages of a site. */
export const accountPaths = {
  login: '/account/login',
  signUp: '/account/signup',
  verify: '/account/verify',
  reset: '/account/reset-password',
  security: '/account/security',
} as const
