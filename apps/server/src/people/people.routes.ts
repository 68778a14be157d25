import { ContributorRole } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { AtelierError } from '../errors/atelier-error.js'
import { permissionsOf, roleCode, roleName } from '../access/role-permissions.js'
import { auditEntries } from './audit-log.js'
import { inviteMember, pendingInvitations, revokeInvitation } from './invitations.js'
import { changeMember, listMembers } from '../access/membership-repository.js'

const tags = ['editor: people']
const roleNames = Object.keys(ContributorRole)
const roleSchema = { type: 'string', enum: roleNames } as const

function requiredRole(name: string): number {
  const code = roleCode(name)
  if (code === undefined) throw new AtelierError('invalid-input', `${name} is not a role`)
  return code
}

const userParams = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'string', minLength: 1, maxLength: 128 } },
} as const

/** Who I am here: every member's, so the editor shows only what the role allows. */
export function meRoutes(app: FastifyInstance): void {
  app.get(
    '/api/editor/me',
    { schema: { summary: 'The signed-in person, their role here and what it allows', tags } },
    async (request) => {
      const role = request.memberRole ?? ContributorRole.none
      return {
        user: { id: request.owner?.id ?? '', email: request.owner?.email ?? '' },
        role: roleName(role) ?? 'none',
        roleCode: role,
        permissions: permissionsOf(role),
      }
    },
  )
}

/** The Permissions screen and the audit log (people permission: admins). */
export function peopleRoutes(app: FastifyInstance, services: AppServices): void {
  app.get(
    '/api/editor/people',
    {
      schema: { summary: 'The members of this website and the invitations not yet accepted', tags },
    },
    async (request) => {
      const [members, invitations] = await Promise.all([
        listMembers(services.storage, request.site.id),
        pendingInvitations(services, request.site.id),
      ])
      return {
        members: members.map((member) => ({
          userId: member.userId,
          email: member.email,
          role: roleName(member.role) ?? 'none',
          since: member.createdAt,
          you: member.userId === request.owner?.id,
        })),
        invitations: invitations.map((invitation) => ({
          ...invitation,
          role: roleName(invitation.role) ?? 'none',
        })),
      }
    },
  )

  app.post(
    '/api/editor/people/invitations',
    {
      schema: {
        summary: 'Invite someone by email with a role',
        tags,
        body: {
          type: 'object',
          required: ['email', 'role'],
          additionalProperties: false,
          properties: { email: { type: 'string', maxLength: 320 }, role: roleSchema },
        },
      },
    },
    async (request) => {
      const invitation = await inviteMember(services, {
        websiteId: request.site.id,
        siteTitle: request.site.title,
        email: request.body.email,
        role: requiredRole(request.body.role),
        invitedBy: request.owner?.id ?? '',
      })
      return { invitation: { ...invitation, role: request.body.role } }
    },
  )

  app.delete(
    '/api/editor/people/invitations/:id',
    {
      schema: {
        summary: 'Revoke an invitation',
        tags,
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 128 } },
        },
      },
    },
    async (request) => {
      await revokeInvitation(services, request.site.id, request.params.id)
      return { ok: true }
    },
  )

  app.patch(
    '/api/editor/people/:userId',
    {
      schema: {
        summary: "Change a member's role",
        tags,
        params: userParams,
        body: {
          type: 'object',
          required: ['role'],
          additionalProperties: false,
          properties: { role: roleSchema },
        },
      },
    },
    async (request) => {
      await changeMember(services.storage, {
        websiteId: request.site.id,
        userId: request.params.userId,
        role: requiredRole(request.body.role),
      })
      return { ok: true }
    },
  )

  app.delete(
    '/api/editor/people/:userId',
    { schema: { summary: 'Remove a member from this website', tags, params: userParams } },
    async (request) => {
      await changeMember(services.storage, {
        websiteId: request.site.id,
        userId: request.params.userId,
        role: undefined,
      })
      return { ok: true }
    },
  )

  app.get(
    '/api/editor/audit-log',
    {
      schema: {
        summary: "The owners' changes to this website, newest first, 50 a page",
        tags,
        querystring: {
          type: 'object',
          properties: { cursor: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request) => auditEntries(services.storage, request.site.id, request.query.cursor),
  )
}
