/** The answers of the lesson progress call (issue 21), in one place. */
export const lessonStrings = {
  crumbFailed: 'Your session on this page has expired. Reload the page and try again.',
  lessonNotFound: 'This lesson does not exist.',
  membersOnly: 'This lesson is for members of its area.',
} as const
