/** The people area's messages, in one place (house rule 7). */
export {
  lastAdminMessage,
  noPermissionMessage,
  notMemberMessage,
} from '../access/access-strings.js'
export const invitationGoneMessage = 'This invitation has expired or was revoked.'
export const invitationSubject = (siteTitle: string) => `You are invited to help with ${siteTitle}`
export const alreadyMemberMessage = 'This person is already a member of this website.'
