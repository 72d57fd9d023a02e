import { enhanceCalendarLinks } from './calendar';
import { enhanceEmbeds } from './embeds';
import { enhanceGallery } from './lightbox';
import { enhanceNav } from './nav-menus';
import { enhanceShowsToggle } from './shows-toggle';
import { startIslands } from './start';

// A page of islands (docs/islands.md): the nav's menus and greeting, the embed facades and the
// lightbox, the calendar links' copy button and the shows toggle are plain DOM code; React islands (the forms) load their code when visible or touched.
enhanceNav();
enhanceEmbeds();
enhanceGallery();
enhanceCalendarLinks();
enhanceShowsToggle();
startIslands();
