/** The texts of the Permissions, Audit log and invitation screens. */
export const peopleStrings = {
  permissions: 'Permissions',
  auditLog: 'Audit log',
  people: 'People',
  pendingInvitations: 'Pending invitations',
  noInvitations: 'No invitations are waiting.',
  invite: 'Invite a contributor',
  email: 'Email',
  role: 'Role',
  sendInvitation: 'Send invitation',
  invited: 'Invitation sent to {email}.',
  remove: 'Remove',
  revoke: 'Revoke',
  you: '(you)',
  expires: 'Expires {date}',
  noEntries: 'Nothing has been changed yet.',
  when: 'When',
  who: 'Who',
  what: 'What',
  noAccess: 'You do not have access to this website.',
  noAreas: 'Your role on this website does not include any editor areas.',
  acceptTitle: 'Join {website}',
  acceptIntro: 'You are invited as {role} with the email {email}.',
  newPassword: 'Choose a password',
  yourPassword: 'Your password',
  passwordHint: 'At least 8 characters.',
  accept: 'Accept invitation',
  accepted: 'Welcome! Opening the editor…',
  invitationGone: 'This invitation has expired or was revoked.',
} as const

/** SPEC §3 contributor roles as the editor names them, in the order the menus list them. */
export const roleLabels: Record<string, string> = {
  admin: 'Admin',
  'website-manager': 'Website manager',
  editor: 'Editor',
  'store-manager': 'Store manager',
  reporting: 'Reporting',
  viewer: 'Viewer',
  billing: 'Billing',
  moderator: 'Moderator',
  commenter: 'Commenter',
  'campaigns-editor': 'Campaigns editor',
  scheduling: 'Scheduling',
  'scheduling-viewer': 'Scheduling viewer',
  'scheduling-editor': 'Scheduling editor',
  none: 'None',
}

export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
