import { ownTimeText, visitorZone } from '../lib/lesson-time';

/**
 * /lessons before its island is live: each open time the server wrote in the site's zone gets
 * the visitor's own beside it when it reads differently ("4:00 PM GMT+1 your time"), as the
 * island's React code writes it once live (features/lessons/week-slots.tsx).
 */
export function enhanceLessonTimes() {
  const ownZone = visitorZone();
  for (const week of document.querySelectorAll<HTMLElement>('.lesson-week[data-zone]')) {
    for (const slot of week.querySelectorAll<HTMLElement>('.lesson-slot[data-slot]')) {
      const text = ownTimeText(slot.dataset.slot!, week.dataset.zone!, ownZone);
      if (!text || slot.querySelector('.lesson-own')) continue;
      const own = document.createElement('small');
      own.className = 'lesson-own';
      own.textContent = text;
      slot.append(own);
    }
  }
}
