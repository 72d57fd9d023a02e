import type { lessonsLoader } from './lessons-loader';
import { useLoaderData } from 'react-router-dom';
import { Paragraphs } from '../components/paragraphs';
import { BookLesson } from '../features/lessons/book-lesson';
import { Island } from '../islands/island';

export function LessonsPage() {
  const { page, booking } = useLoaderData<typeof lessonsLoader>();
  const { description, testimonials } = page;
  return (
    <div className="page">
      <h1>Lessons</h1>
      <Paragraphs text={description} />
      {/*
        The week of open times is in the page (and the time chosen, with "Log in to book"); the
        island's code loads on the first touch, or at once for a signed-in student back at a
        chosen time, whose booking form only the browser can show (the session is the browser's).
        It renders the section anew: the page's script has added the visitor's own times.
      */}
      <Island
        name="lessons"
        load={booking.choice.time ? 'session' : 'interaction'}
        component={BookLesson}
        fallback={BookLesson}
        props={booking}
      />
      {testimonials.length > 0 && (
        <>
          <h2>What students say</h2>
          <ul className="testimonials">
            {testimonials.map((item, i) => (
              <li key={i}>
                <figure>
                  <blockquote>
                    <Paragraphs text={item.quote} />
                  </blockquote>
                  {item.name && <figcaption>{item.name}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
