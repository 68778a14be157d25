/** The people area's messages, in one place (house rule 7). */
export const notMemberMessage = 'You do not have access to this website.'
export const noPermissionMessage = 'You do not have permission to do this.'
export const lastAdminMessage =
  'A website needs at least one admin. Make someone else admin before changing this role.'
export const invitationGoneMessage = 'This invitation has expired or was revoked.'
export const invitationSubject = (siteTitle: string) => `You are invited to help with ${siteTitle}`
export const alreadyMemberMessage = 'This person is already a member of this website.'
