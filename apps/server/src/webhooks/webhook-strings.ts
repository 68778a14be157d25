/** Every message of the webhooks area (editor routes and the REST hooks API). */
export const webhookStrings = {
  urlInvalid: 'Enter the full address of your endpoint, starting with https://.',
  urlNotHttps:
    'Webhook endpoints must use https://. Plain http:// is accepted only for localhost while developing.',
  urlPrivate:
    'This address points into a private network, which webhooks never call. Use a public https:// address.',
  urlCredentials: 'Leave the user name and password out of the endpoint address.',
  eventsMissing: 'Choose at least one event.',
  eventUnknown: 'Unknown event',
  tooManyEndpoints: 'A site can have at most 20 webhook endpoints.',
  tooManyHooks: 'A site can have at most 50 REST hook subscriptions.',
  tooManyKeys: 'A site can have at most 10 API keys.',
  keyNameMissing: 'Give the key a name, for example Zapier.',
  endpointNotFound: 'This webhook endpoint does not exist.',
  deliveryNotFound: 'This delivery does not exist.',
  deliveryInProgress: 'This delivery is being attempted right now; try again in a moment.',
  keyNotFound: 'This API key does not exist.',
  hookNotFound: 'This subscription does not exist.',
  apiKeyRequired: 'A valid API key is required (Authorization: Bearer <key>).',
  privateAddressRefused: 'refused: the address resolves into a private network',
} as const
