/**
 * Countries, regions and postal-code rules of the checkout address. Names come from the
 * browser's `Intl.DisplayNames` in the page's language, so no name table ships in the bundle.
 */

// ISO 3166-1 alpha-2 codes of the countries and territories a parcel can be sent to.
const CODES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN ' +
  'HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ ' +
  'NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS ' +
  'RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ')

export interface Choice {
  readonly code: string
  readonly name: string
}

function displayNames(language: string, type: 'region'): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language, 'en'], { type })
    return (code) => names.of(code) ?? code
  } catch {
    return (code) => code
  }
}

/** Every country, named in `language` and sorted as that language sorts. */
export function countryChoices(language: string): Choice[] {
  const name = displayNames(language, 'region')
  const collator = new Intl.Collator(language)
  return CODES.map((code) => ({ code, name: name(code) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  )
}

const US_STATES: readonly (readonly [string, string])[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['AA', 'Armed Forces Americas'],
  ['AE', 'Armed Forces Europe'],
  ['AP', 'Armed Forces Pacific'],
]

const CA_PROVINCES: readonly (readonly [string, string])[] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
]

const AU_STATES: readonly (readonly [string, string])[] = [
  ['ACT', 'Australian Capital Territory'],
  ['NSW', 'New South Wales'],
  ['NT', 'Northern Territory'],
  ['QLD', 'Queensland'],
  ['SA', 'South Australia'],
  ['TAS', 'Tasmania'],
  ['VIC', 'Victoria'],
  ['WA', 'Western Australia'],
]

export interface AddressRules {
  /** The region's label, and its choices when the country has a fixed list. */
  readonly regionLabel: string
  readonly regions: readonly Choice[] | undefined
  /** Whether the country uses postal codes at all, their label and their shape. */
  readonly postalLabel: string
  readonly postalPattern: RegExp | undefined
  readonly postalRequired: boolean
}

const asChoices = (list: readonly (readonly [string, string])[]) =>
  list.map(([code, name]) => ({ code, name }))

const POSTAL: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
  AU: /^\d{4}$/,
  NZ: /^\d{4}$/,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  NL: /^\d{4} ?[A-Za-z]{2}$/,
  BE: /^\d{4}$/,
  CH: /^\d{4}$/,
  AT: /^\d{4}$/,
  DK: /^\d{4}$/,
  NO: /^\d{4}$/,
  SE: /^\d{3} ?\d{2}$/,
  IE: /^[A-Za-z\d]{3} ?[A-Za-z\d]{4}$/,
  JP: /^\d{3}-?\d{4}$/,
  MX: /^\d{5}$/,
  BR: /^\d{5}-?\d{3}$/,
  IN: /^\d{6}$/,
}

// Countries where addresses carry no postal code.
const NO_POSTAL = new Set([
  'AE',
  'AG',
  'AO',
  'AW',
  'BS',
  'BZ',
  'BJ',
  'BW',
  'CW',
  'FJ',
  'GD',
  'HK',
  'IE',
  'JM',
  'QA',
  'SR',
  'TL',
  'TV',
  'UG',
  'VU',
  'ZW',
])

/** The address rules of a country (the United States' when none is chosen yet). */
export function addressRules(country: string): AddressRules {
  const regions =
    country === 'US'
      ? asChoices(US_STATES)
      : country === 'CA'
        ? asChoices(CA_PROVINCES)
        : country === 'AU'
          ? asChoices(AU_STATES)
          : undefined
  const regionLabel = country === 'US' ? 'State' : country === 'CA' ? 'Province' : 'State / region'
  return {
    regionLabel,
    regions,
    postalLabel: country === 'US' ? 'ZIP code' : 'Postal code',
    postalPattern: POSTAL[country],
    // Ireland has Eircodes, but many addresses still go without one.
    postalRequired: !NO_POSTAL.has(country),
  }
}

export type AddressProblem = 'region-required' | 'postal-required' | 'postal-invalid'

/** What the browser can tell about an address before the server is asked. */
export function addressProblems(address: {
  readonly country: string
  readonly region: string
  readonly postalCode: string
}): Partial<Record<'region' | 'postalCode', AddressProblem>> {
  const rules = addressRules(address.country)
  const problems: Partial<Record<'region' | 'postalCode', AddressProblem>> = {}
  if (rules.regions && !rules.regions.some((region) => region.code === address.region)) {
    problems.region = 'region-required'
  }
  const postal = address.postalCode.trim()
  if (postal === '' && rules.postalRequired) problems.postalCode = 'postal-required'
  else if (postal !== '' && rules.postalPattern && !rules.postalPattern.test(postal)) {
    problems.postalCode = 'postal-invalid'
  }
  return problems
}
