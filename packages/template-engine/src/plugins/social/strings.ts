/** Visible texts of the social plugin (SPEC §8 comment count wording). */
export const socialStrings = {
  noComments: 'No',
  comment: 'Comment',
  comments: 'Comments',
} as const
