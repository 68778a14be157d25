import { fillTemplate } from '@atelier/commerce'
import type { FastifyInstance } from 'fastify'
import { setSignedInCookies } from '../auth/site-user-cookies.js'
import { createSiteUser, findSiteUserByEmail } from '../auth/site-user-repository.js'
import { browserSessionMs, createSiteUserSession } from '../auth/site-user-sessions.js'
import { AtelierError } from '../errors/atelier-error.js'
import { escapeHtml as e } from '../html/escape-html.js'
import { ensureCrumbCookie } from '../security/crumb.js'
import { invitationStrings as strings } from './account-home-strings.js'
import { accountHomePath } from './account-home-page.js'
import { invitationSecret, readInvitation } from './account-invitation.js'
import { accountPageSender } from './send-account-page.js'
import { setPasswordPath } from './send-account-invitation.js'

const acceptPath = '/api/site-users/account/invitation'
const errors = {
  short: strings.passwordTooShort,
  exists: strings.accountExists,
} as const

/**
 * The page an invitation mail opens (/account/set-password): the customer chooses a password and
 * has an account, signed in at once. A plain form: it works without scripts.
 */
export async function accountInvitationRoutes(app: FastifyInstance): Promise<void> {
  const services = app.atelier
  const send = await accountPageSender(app)
  const invitationOf = async (token: string, websiteId: string) =>
    readInvitation(await invitationSecret(services.storage.db), token, websiteId, services.now())

  app.get(
    setPasswordPath,
    {
      schema: {
        hide: true,
        querystring: {
          type: 'object',
          properties: {
            token: { type: 'string', maxLength: 2000 },
            error: { type: 'string', enum: ['short', 'exists'] },
          },
        },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? ''
      const invitation = await invitationOf(token, request.site.id)
      const heading = `<h1 class="page-title">${strings.title}</h1>`
      if (invitation === undefined) {
        return send(request, reply, {
          path: setPasswordPath,
          title: strings.title,
          html:
            `<div class="account-invite">${heading}<p class="account-invite__error" role="alert">${e(strings.invalid)}</p>` +
            `<p><a class="button button--secondary" href="/account/login">${strings.signIn}</a></p></div>`,
        })
      }
      const crumb = ensureCrumbCookie(request, reply)
      const error = request.query.error === undefined ? undefined : errors[request.query.error]
      return send(request, reply, {
        path: setPasswordPath,
        title: strings.title,
        html:
          `<div class="account-invite">${heading}` +
          `<p>${e(fillTemplate(strings.intro, { email: invitation.email }))}</p>` +
          (error === undefined
            ? ''
            : `<p class="account-invite__error" role="alert">${e(error)}</p>`) +
          `<form class="account-invite__form" method="post" action="${acceptPath}">` +
          `<input type="hidden" name="crumb" value="${e(crumb)}">` +
          `<input type="hidden" name="token" value="${e(token)}">` +
          `<input type="email" name="email" value="${e(invitation.email)}" autocomplete="username" hidden readonly>` +
          `<div class="form-field"><label class="form-field__label" for="invite-password">${strings.password}</label>` +
          `<p class="form-field__description" id="invite-password-hint">${strings.passwordHint}</p>` +
          `<input class="form-field__input" id="invite-password" type="password" name="password" minlength="8" maxlength="1024"` +
          ` autocomplete="new-password" aria-describedby="invite-password-hint" required></div>` +
          `<button type="submit" class="button button--primary">${strings.create}</button></form></div>`,
      })
    },
  )

  app.post(
    acceptPath,
    {
      schema: {
        summary: 'Accept an account invitation: choose the password, and be signed in',
        tags: ['site-users'],
        body: {
          type: 'object',
          required: ['token', 'password'],
          properties: {
            token: { type: 'string', maxLength: 2000 },
            password: { type: 'string', maxLength: 1024 },
            crumb: { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body
      const back = (error: keyof typeof errors) =>
        reply.redirect(`${setPasswordPath}?token=${encodeURIComponent(token)}&error=${error}`, 303)
      const invitation = await invitationOf(token, request.site.id)
      if (invitation === undefined) {
        return reply.redirect(`${setPasswordPath}?token=${encodeURIComponent(token)}`, 303)
      }
      if (password.length < 8) return back('short')
      const now = services.now()
      if (
        (await findSiteUserByEmail(services.storage, request.site.id, invitation.email)) !==
        undefined
      ) {
        return back('exists')
      }
      const user = await createSiteUser(services.storage, {
        websiteId: request.site.id,
        email: invitation.email,
        password,
        now,
      }).catch((error: unknown) => {
        // Made by another request between the look-up and the insert.
        if (error instanceof AtelierError && error.code === 'conflict') return undefined
        throw error
      })
      if (user === undefined) return back('exists')
      const session = await createSiteUserSession(services.storage, {
        siteUserId: user.id,
        websiteId: request.site.id,
        now,
        lifetimeMs: browserSessionMs,
      })
      setSignedInCookies(request, reply, { token: session, siteUserId: user.id, rememberMe: false })
      return reply.redirect(accountHomePath, 303)
    },
  )
}
