// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { validateForm } from '@atelier/forms'
import { readFormFields } from './read-form-fields.js'
import { readFormValues } from './read-form-values.js'

/**
 * The demo site's contact form as the server renders it (`/contact`), plus a phone with its
 * country, a time and a hidden field printed by `form-field.block`, which the demo form lacks.
 */
const demoContactMarkup = `<form class="site-form" method="post" data-island="site-form" data-form-id="form-contact" novalidate>
<h3 class="site-form__title">Contact us</h3>
<input type="hidden" name="crumb" value="" data-crumb>
<fieldset class="form-field form-field--group"><legend class="form-field__label">Name <span class="form-field__required">*</span></legend><div class="form-field__row"><label class="form-field__sub"><span>First Name</span><input class="form-field__input" name="name-fname" autocomplete="given-name" required></label><label class="form-field__sub"><span>Last Name</span><input class="form-field__input" name="name-lname" autocomplete="family-name" required></label></div></fieldset>
<div class="form-field"><label class="form-field__label" for="form-contact-email">Email <span class="form-field__required">*</span></label><input class="form-field__input" id="form-contact-email" name="email" type="email" required autocomplete="email"></div>
<fieldset class="form-field form-field--group"><legend class="form-field__label">Phone</legend><div class="form-field__row"><label class="form-field__sub form-field__sub--xs"><span>(###)</span><input class="form-field__input" name="phone-areacode" inputmode="tel" maxlength="3"></label><label class="form-field__sub form-field__sub--xs"><span>###</span><input class="form-field__input" name="phone-prefix" inputmode="tel" maxlength="3"></label><label class="form-field__sub form-field__sub--sm"><span>####</span><input class="form-field__input" name="phone-line" inputmode="tel" maxlength="4"></label></div></fieldset>
<fieldset class="form-field form-field--group"><legend class="form-field__label">Address</legend><label class="form-field__sub"><span>Address 1</span><input class="form-field__input" name="address-address1" autocomplete="address-line1"></label><label class="form-field__sub"><span>Address 2</span><input class="form-field__input" name="address-address2" autocomplete="address-line2"></label><div class="form-field__row"><label class="form-field__sub"><span>City</span><input class="form-field__input" name="address-city" autocomplete="address-level2"></label><label class="form-field__sub"><span>State</span><input class="form-field__input" name="address-state" autocomplete="address-level1"></label><label class="form-field__sub"><span>Zip Code</span><input class="form-field__input" name="address-zip" autocomplete="postal-code"></label></div><label class="form-field__sub"><span>Country</span><input class="form-field__input" name="address-country" autocomplete="country-name"></label></fieldset>
<fieldset class="form-field form-field--group"><legend class="form-field__label">Preferred visit date</legend><div class="form-field__row"><label class="form-field__sub form-field__sub--xs"><span>MM</span><input class="form-field__input" name="visit-date-month" inputmode="numeric" maxlength="2"></label><label class="form-field__sub form-field__sub--xs"><span>DD</span><input class="form-field__input" name="visit-date-day" inputmode="numeric" maxlength="2"></label><label class="form-field__sub form-field__sub--sm"><span>YYYY</span><input class="form-field__input" name="visit-date-year" inputmode="numeric" maxlength="4"></label></div></fieldset>
<div class="form-field"><label class="form-field__label" for="form-contact-topic">Topic <span class="form-field__required">*</span></label><select class="form-field__input" id="form-contact-topic" name="topic" required><option value="">Select an option</option><option value="An order">An order</option><option value="Wholesale">Wholesale</option><option value="Custom work">Custom work</option><option value="Workshops">Workshops</option><option value="Something else">Something else</option></select></div>
<fieldset class="form-field form-field--choices"><legend class="form-field__label">How did you hear about us?</legend><label class="form-choice"><input type="radio" name="heard" value="A friend"> <span>A friend</span></label><label class="form-choice"><input type="radio" name="heard" value="Instagram"> <span>Instagram</span></label><label class="form-choice"><input type="radio" name="heard" value="A market"> <span>A market</span></label><label class="form-choice"><input type="radio" name="heard" value="Search"> <span>Search</span></label></fieldset>
<fieldset class="form-field form-field--choices"><legend class="form-field__label">I am interested in</legend><label class="form-choice"><input type="checkbox" name="interests" value="Ceramics"> <span>Ceramics</span></label><label class="form-choice"><input type="checkbox" name="interests" value="Coffee"> <span>Coffee</span></label><label class="form-choice"><input type="checkbox" name="interests" value="Workshops"> <span>Workshops</span></label></fieldset>
<fieldset class="form-field form-field--likert"><legend class="form-field__label">Tell us about your last visit</legend><table class="likert"><thead><tr><td></td><th scope="col">Strongly Disagree</th><th scope="col">Disagree</th><th scope="col">Neutral</th><th scope="col">Agree</th><th scope="col">Strongly Agree</th></tr></thead><tbody><tr><th scope="row">The studio was easy to find</th><td><input type="radio" name="experience-0" value="-2" aria-label="Strongly Disagree"></td><td><input type="radio" name="experience-0" value="-1" aria-label="Disagree"></td><td><input type="radio" name="experience-0" value="0" aria-label="Neutral"></td><td><input type="radio" name="experience-0" value="1" aria-label="Agree"></td><td><input type="radio" name="experience-0" value="2" aria-label="Strongly Agree"></td></tr><tr><th scope="row">The coffee was great</th><td><input type="radio" name="experience-1" value="-2" aria-label="Strongly Disagree"></td><td><input type="radio" name="experience-1" value="-1" aria-label="Disagree"></td><td><input type="radio" name="experience-1" value="0" aria-label="Neutral"></td><td><input type="radio" name="experience-1" value="1" aria-label="Agree"></td><td><input type="radio" name="experience-1" value="2" aria-label="Strongly Agree"></td></tr></tbody></table></fieldset>
<div class="form-field"><label class="form-field__label" for="form-contact-message">Message <span class="form-field__required">*</span></label><textarea class="form-field__input" id="form-contact-message" name="message" rows="5" maxlength="500" required></textarea><div class="form-field__counter" data-max-length="500">0 / 500</div></div>
<p class="site-form__disclaimer">We only use your details to answer your message.</p>
<fieldset class="form-field form-field--group"><legend class="form-field__label">Mobile</legend><div class="form-field__row"><label class="form-field__sub form-field__sub--xs"><span>Country</span><input class="form-field__input" name="mobile-country" inputmode="tel" maxlength="3"></label><label class="form-field__sub form-field__sub--xs"><span>(###)</span><input class="form-field__input" name="mobile-areacode" inputmode="tel" maxlength="3"></label><label class="form-field__sub form-field__sub--xs"><span>###</span><input class="form-field__input" name="mobile-prefix" inputmode="tel" maxlength="3"></label><label class="form-field__sub form-field__sub--sm"><span>####</span><input class="form-field__input" name="mobile-line" inputmode="tel" maxlength="4"></label></div></fieldset>
<fieldset class="form-field form-field--group"><legend class="form-field__label">Pick-up time</legend><div class="form-field__row"><label class="form-field__sub form-field__sub--xs"><span>Hour</span><input class="form-field__input" name="pickup-hour" inputmode="numeric" maxlength="2"></label><label class="form-field__sub form-field__sub--xs"><span>Minute</span><input class="form-field__input" name="pickup-minute" inputmode="numeric" maxlength="2"></label><label class="form-field__sub form-field__sub--xs"><span>AM/PM</span><select class="form-field__input" name="pickup-ampm"><option>AM</option><option>PM</option></select></label></div></fieldset>
<input type="hidden" name="source" value="spring-letter">
<button type="submit" class="button button--primary site-form__submit">Submit</button>
<div class="site-form__message" role="status" aria-live="polite" hidden></div>
</form>`

let form: HTMLFormElement

function fill(name: string, value: string) {
  const input = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!
  input.value = value
}

function check(name: string, value: string) {
  form.querySelector<HTMLInputElement>(`[name="${name}"][value="${value}"]`)!.checked = true
}

const values = () => readFormValues(form, readFormFields(form))

beforeEach(() => {
  document.body.innerHTML = demoContactMarkup
  form = document.querySelector('form')!
})

describe('reading the answers of the demo contact form', () => {
  it('reads an untouched form as blank parts, no choices, the AM default and the hidden value', () => {
    expect(values()).toEqual({
      name: ['', ''],
      email: '',
      phone: ['', '', ''],
      address: ['', '', '', '', '', ''],
      'visit-date': ['', '', ''],
      topic: '',
      heard: '',
      interests: [],
      experience: {},
      message: '',
      mobile: ['', '', '', ''],
      pickup: ['', '', '', 'AM'],
      source: 'spring-letter',
    })
  })

  it('reads every part in the order @atelier/forms expects', () => {
    fill('name-fname', 'Ada')
    fill('name-lname', 'Lovelace')
    fill('email', 'ada@example.com')
    fill('phone-areacode', '212')
    fill('phone-prefix', '555')
    fill('phone-line', '0142')
    fill('mobile-country', '44')
    fill('mobile-areacode', '207')
    fill('mobile-prefix', '946')
    fill('mobile-line', '0000')
    fill('address-address1', '1 Main St')
    fill('address-city', 'New York')
    fill('address-state', 'NY')
    fill('address-zip', '10001')
    fill('address-country', 'US')
    fill('visit-date-month', '04')
    fill('visit-date-day', '09')
    fill('visit-date-year', '2026')
    fill('pickup-hour', '4')
    fill('pickup-minute', '30')
    fill('pickup-ampm', 'PM')
    fill('topic', 'Wholesale')
    check('heard', 'Instagram')
    check('interests', 'Ceramics')
    check('interests', 'Workshops')
    check('experience-1', '2')
    fill('message', 'Hello')
    expect(values()).toEqual({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      phone: ['212', '555', '0142'],
      address: ['1 Main St', '', 'New York', 'NY', '10001', 'US'],
      'visit-date': ['04', '09', '2026'],
      topic: 'Wholesale',
      heard: 'Instagram',
      interests: ['Ceramics', 'Workshops'],
      experience: { 'The coffee was great': '2' },
      message: 'Hello',
      mobile: ['44', '207', '946', '0000'],
      pickup: ['4', '30', '', 'PM'],
      source: 'spring-letter',
    })
  })

  it('sees the field types and the required marks the theme printed', () => {
    const fields = readFormFields(form).map(({ field }) => [field.id, field.type, field.required])
    expect(fields).toEqual([
      ['name', 'name', true],
      ['email', 'email', true],
      ['phone', 'phone', false],
      ['address', 'address', false],
      ['visit-date', 'date', false],
      ['topic', 'select', true],
      ['heard', 'radio', false],
      ['interests', 'checkbox', false],
      ['experience', 'likert', false],
      ['message', 'textarea', true],
      ['mobile', 'phone', false],
      ['pickup', 'time', false],
    ])
  })

  it('holds a required time with only its AM/PM default as unanswered', () => {
    form
      .querySelector('[name="pickup-hour"]')!
      .closest('fieldset')!
      .querySelector('legend')!
      .insertAdjacentHTML('beforeend', ' <span class="form-field__required">*</span>')
    const fields = readFormFields(form)
    const pickup = fields.find(({ field }) => field.id === 'pickup')!.field
    expect(pickup.required).toBe(true)
    const checked = validateForm({ fields: [pickup] }, values())
    expect(checked).toEqual({ ok: false, errors: { pickup: 'Required' } })
  })
})
