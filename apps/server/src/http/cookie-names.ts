/**
 * The session cookies' names, here (below `auth/`) so the OpenAPI document can name them as its
 * security schemes without importing the area that sets them.
 */
export const sessionCookieName = 'atelier_session'
export const siteUserSessionCookieName = 'SiteUserSession'
