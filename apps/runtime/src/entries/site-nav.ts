import { mountIslands } from '../islands/mount-islands.js'
import { mountSiteNav } from '../site-nav/site-nav.js'

mountIslands('site-nav', (root) => void mountSiteNav(root))
