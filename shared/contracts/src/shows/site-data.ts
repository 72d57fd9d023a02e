// The site's rendering types live in @jazz/contracts/site; shows code keeps importing them here.
export type { SiteData, SiteSettings } from '../site';
