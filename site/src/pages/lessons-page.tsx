import type { PageLoader } from '../app/loaders';
import { useLoaderData } from 'react-router-dom';
import { Paragraphs } from '../components/paragraphs';
import { BookLesson } from '../features/lessons/book-lesson';

export function LessonsPage() {
  const { description, testimonials } = useLoaderData<PageLoader<'lessons'>>();
  return (
    <div className="page">
      <h1>Lessons</h1>
      <Paragraphs text={description} />
      <BookLesson />
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
