/** Every visible text of the course and lesson pages (issue 21), in one place. */
export const courseStrings = {
  lessons: 'Lessons',
  noLessons: 'No lessons yet.',
  lessonOf: 'Lesson {number} of {total}',
  video: 'Video',
  text: 'Reading',
  completeMark: 'Complete',
  markComplete: 'Mark as complete',
  markIncomplete: 'Mark as not complete',
  completedNote: 'You completed this lesson.',
  signInPrompt: 'Sign in to keep track of your progress.',
  signIn: 'Sign in',
  start: 'Start the course',
  resume: 'Continue: {title}',
  backToCourse: 'All lessons',
  moreLessons: 'More lessons',
  progressLabel: 'Course progress',
} as const
