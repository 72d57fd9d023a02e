// PLACEHOLDER TEXT for the two fixed band pages.

export const QUARTET_PAGE = {
  bio: [
    '[Placeholder] The Whitesell Brothers Quartet plays originals and standards, led by two brothers who have played together since grade school.',
    '[Placeholder] Tenor saxophone and guitar up front, with bass and drums: a warm, swinging sound for concerts, clubs and private events.',
  ],
  photos: ['/content/bands/quartet-1', '/content/bands/quartet-2'],
};

export const QUINTET_PAGE = {
  bio: [
    '[Placeholder] The Cannonball Quintet celebrates the music of Julian "Cannonball" Adderley: soul jazz, hard bop and the blues, with alto saxophone and trumpet on the front line.',
  ],
  photos: ['/content/bands/quintet-1', '/content/bands/quintet-2'],
};
