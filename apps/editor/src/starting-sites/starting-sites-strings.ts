/** Every visible string of the starting-site picker and the setup checklist. */
export const startingSitesStrings = {
  title: 'Choose a starting design',
  intro:
    'Each one is a complete site — pages, navigation, styles and sample content — that you can change in every detail. Preview one to see it larger.',
  preview: (name: string) => `Preview ${name}`,
  previewTitle: (name: string) => `${name} starting site`,
  previewAlt: (title: string) => `The home page of ${title}, in miniature`,
  use: (name: string) => `Use the ${name} design`,
  applying: 'Setting up your site…',
  startEmpty: 'Start with an empty site',
  applyFailed: 'The design could not be applied.',
  checklistTitle: 'Finish setting up',
  checklistProgress: (done: number, total: number) => `${done} of ${total} done`,
  done: 'Done',
  notDone: 'Not done yet',
  hints: {
    'title-logo': 'Name your site and add a logo in Header & Footer.',
    product: 'Add a product of your own in Products.',
    payments: 'Connect Stripe in Store Settings → Payments.',
    domain: 'Point your domain at this server and add it to the site.',
    publish: 'Edit a page and publish it.',
  },
} as const
