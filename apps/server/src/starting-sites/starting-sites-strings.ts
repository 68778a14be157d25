/** Every visible string of the starting sites and the setup checklist (server side). */
export const startingSitesStrings = {
  unknownStartingSite: 'There is no starting site of that name.',
  siteNotEmpty: 'This site already has content. A starting site can only fill a new, empty site.',
  checklist: {
    title: 'Site title and logo',
    product: 'First product',
    payments: 'Payments',
    domain: 'Domain',
    publish: 'Publish',
  },
} as const
