import type { LessonsData } from '../app/loaders';
import { useLoaderData } from 'react-router-dom';
import { Paragraphs } from '../components/paragraphs';
import { BookLesson } from '../features/lessons/book-lesson';
import { Island } from '../islands/island';

export function LessonsPage() {
  const { page, booking } = useLoaderData<LessonsData>();
  const { description, testimonials } = page;
  return (
    <div className="page">
      <h1>Lessons</h1>
      <Paragraphs text={description} />
      {/*
        The week of open times is in the page; the island's code loads on the first touch, or at
        once when the address carries a time chosen before logging in, and renders it anew (its
        state starts from the address and the visitor's zone, which the server does not know).
      */}
      <Island name="lessons" load="query" component={BookLesson} fallback={BookLesson} props={booking} />
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
