import type { Testimonial } from './types';

// PLACEHOLDER TEXT: replace with the real lesson description and testimonials.

export const LESSONS = [
  '[Placeholder] Private lessons on saxophone, flute and clarinet for beginners through advanced players, in person in Vermont or online.',
  '[Placeholder] Lessons cover sound and technique, reading, jazz improvisation and theory, ear training, and preparing for auditions and all-state ensembles.',
  '[Placeholder] Lessons are 30, 45 or 60 minutes. Use the contact page to ask about times and rates.',
];

export const TESTIMONIALS: Testimonial[] = [
  { quote: '[Placeholder] My son went from squeaks to all-state jazz band in two years.', name: 'A parent' },
  {
    quote: '[Placeholder] Patient, clear and fun. I finally understand how to improvise over changes.',
    name: 'An adult student',
  },
  {
    quote: '[Placeholder] The doubling lessons got me ready for my first pit orchestra gig.',
    name: 'A college student',
  },
];
