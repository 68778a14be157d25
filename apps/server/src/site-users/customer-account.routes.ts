import type { FastifyInstance } from 'fastify'
import { accountSecurityPages } from './account-security-pages.js'
import { accountSecurityRoutes } from './account-security.routes.js'
import { passwordResetRoutes } from './password-reset.routes.js'
import { signUpRoutes } from './sign-up.routes.js'

/**
 * Customer accounts a shopper makes and looks after on the site (issue 21): sign-up and
 * verification, password reset, the signed-in account's security calls, and their pages.
 */
export async function customerAccountRoutes(app: FastifyInstance): Promise<void> {
  const services = app.atelier
  signUpRoutes(app, services)
  passwordResetRoutes(app, services)
  accountSecurityRoutes(app, services)
  await accountSecurityPages(app)
}
