import { checkResetLink, enhanceAccountPages } from './account-pages';
import { enhanceCalendarLinks } from './calendar';
import { enhanceBioCopy } from './copy-bio';
import { enhanceEmbeds } from './embeds';
import { enhanceGallery } from './lightbox';
import { enhanceNav } from './nav-menus';
import { enhanceShowsToggle } from './shows-toggle';
import { startIslands } from './start';
import { decode } from './token';

// A page of islands (docs/islands.md): the nav's menus and greeting, the embed facades and the
// lightbox, the calendar links' and the press bios' copy buttons, the lesson times in the visitor's zone
// and the shows toggle are plain DOM code; React islands (the forms) load their code when visible or touched.
// an expired session: removed, the visitor on his way to /login (the dashboard then stays put)
const leaving = enhanceNav();
enhanceAccountPages();
checkResetLink();
enhanceEmbeds();
enhanceGallery();
enhanceCalendarLinks();
enhanceBioCopy();
// /lessons alone: its code is a chunk of its own, so the other pages never load it
if (document.querySelector('.lesson-week[data-zone]'))
  void import('./lesson-times').then(({ enhanceLessonTimes }) => enhanceLessonTimes());
// /dashboard alone, as /lessons: its script fills the page at load, before any touch
if (!leaving && document.querySelector('[data-dashboard]'))
  void import('./dashboard').then(({ enhanceDashboard }) => enhanceDashboard(decode));
enhanceShowsToggle();
startIslands();
