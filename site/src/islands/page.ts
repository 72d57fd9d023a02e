import { enhanceEmbeds } from './embeds';
import { enhanceGallery } from './lightbox';
import { enhanceNav } from './nav-menus';
import { startIslands } from './start';

// A page of islands (docs/islands.md): the nav's menus and greeting, the embed facades and the
// lightbox are plain DOM code; React islands load their code when visible or touched.
enhanceNav();
enhanceEmbeds();
enhanceGallery();
startIslands();
