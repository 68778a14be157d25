/** The access check's messages, in one place (house rule 7); `people/people-strings.ts` repeats them. */
export const notMemberMessage = 'You do not have access to this website.'
export const noPermissionMessage = 'You do not have permission to do this.'
export const lastAdminMessage =
  'A website needs at least one admin. Make someone else admin before changing this role.'
